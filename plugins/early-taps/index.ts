import type {Plugin} from '@docusaurus/types';

/**
 * Between the first paint and hydration the page is visible but its buttons have
 * no handlers yet (the colour toggle is even disabled): a tap on the hamburger,
 * the search button or the toggle then did nothing, and only a second tap worked.
 * A collapsible's summary is worse: the browser opens it, then the app, which
 * believes it closed, keeps its content hidden.
 * Until React has hydrated (`<html data-has-hydrated="true">`), this keeps the
 * last button or summary tapped, holding its click back from the page, and clicks
 * it again once hydrated, so the first tap always counts. Links are left alone:
 * they work without the app.
 */
const REPLAY_EARLY_TAPS = `(function () {
  var root = document.documentElement;
  var pending = null;
  function hydrated() { return root.getAttribute('data-has-hydrated') === 'true'; }
  function controlOf(event) { var target = event.target; return target && target.closest ? target.closest('button, summary') : null; }
  function onClick(event) {
    var control = hydrated() ? null : controlOf(event);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pending = control;
  }
  // A disabled button gets no click event, only pointer events.
  function onPointerUp(event) {
    var button = hydrated() ? null : controlOf(event);
    if (button && button.disabled) pending = button;
  }
  window.addEventListener('click', onClick, true);
  window.addEventListener('pointerup', onPointerUp, true);
  new MutationObserver(function (records, observer) {
    if (!hydrated()) return;
    observer.disconnect();
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('pointerup', onPointerUp, true);
    var control = pending;
    pending = null;
    if (control) setTimeout(function () { if (control.isConnected && !control.disabled) control.click(); }, 0);
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
})();`;

/** The early-tap guard, as an inline script in every page's head: it must listen before the app starts. */
export default function earlyTapsPlugin(): Plugin {
  return {
    name: 'early-taps',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: REPLAY_EARLY_TAPS}]}),
  };
}
