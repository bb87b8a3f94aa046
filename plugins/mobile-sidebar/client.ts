import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Class Docusaurus puts on `.navbar` while the mobile sidebar is open. */
const OPEN_SELECTOR = '.navbar.navbar-sidebar--show';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !document.querySelector(OPEN_SELECTOR)) return;
    const close = document.querySelector<HTMLButtonElement>('.navbar-sidebar__close');
    if (!close) return;
    close.click();
    document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
  });
}
