/**
 * The script that starts the app once the page has been drawn, defined in every page's head (appStartupPlugin) and
 * called by the page template (ssr-template.ts) with the page's scripts. It is a head tag rather than part of the
 * template because Docusaurus ships the site's configuration, the template included, in every page's main.js.
 *
 * The app's scripts are preloaded, not `defer`red, and start once the page has been drawn. A deferred script runs
 * before the first paint whenever it is already at hand (cache, fast network), so the server-rendered page stayed
 * blank while the whole app booted; now the page shows first and the download still starts at once.
 * "Drawn" means: parsed (DOMContentLoaded), a frame of it produced (two animation frames), and the first contentful
 * paint reported (Paint Timing, where supported; a page that never reports one boots after 3 s). Scripts added with
 * `async = false` run in order, as `defer` did, though each is added in a task of its own. A page in a hidden tab,
 * where frames wait, boots at once.
 */

/** The global function the page template calls with the page's script URLs. */
export const BOOT_FUNCTION = '__bootAfterPaint';

export const BOOT_SCRIPT = `window.${BOOT_FUNCTION} = (function (sources) {
  var booted = false;
  function boot() {
    if (booted) return;
    booted = true;
    // One script per task: adding one costs the browser about a millisecond (it starts
    // the request), and a page's dozen at once made a task long enough to delay a tap.
    var channel = new MessageChannel();
    var next = 0;
    channel.port1.onmessage = function () {
      var script = document.createElement('script');
      script.src = sources[next++];
      script.async = false;
      document.head.appendChild(script);
      if (next < sources.length) channel.port2.postMessage(null);
    };
    if (sources.length) channel.port2.postMessage(null);
  }
  function afterContentfulPaint(callback) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0 || performance.getEntriesByName('first-contentful-paint').length) return callback();
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        callback();
      }
    }).observe({type: 'paint'});
    setTimeout(callback, 3000);
  }
  function afterPaint() {
    if (document.hidden) return boot();
    // The second frame callback runs once a frame of the whole parsed page is out.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        afterContentfulPaint(function () { setTimeout(boot, 0); });
      });
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
});`;
