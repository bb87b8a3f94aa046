/**
 * The site's page template, given to Docusaurus through its public `ssrTemplate` option (an Eta template that
 * receives the page's parts as `it.*`). It differs from Docusaurus's default in one way: the app's scripts are
 * preloaded, not `defer`red, and start once the page has been drawn. A deferred script runs before the first paint
 * whenever it is already at hand (cache, fast network), so the server-rendered page stayed blank while the
 * whole app booted; now the page shows first and the download still starts at once.
 * "Drawn" means: parsed (DOMContentLoaded), a frame of it produced (two animation
 * frames), and the first contentful paint reported (Paint Timing, where supported;
 * a page that never reports one boots after 3 s). Scripts added with `async = false`
 * run in order, as `defer` did, though each is added in a task of its own. A page
 * in a hidden tab, where frames wait, boots at once.
 */
const bootAfterPaint = `(function (sources) {
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
})`;

/**
 * The app's entry scripts (`runtime~main`, `main`), preloaded so they download while the page parses. The
 * page's own chunks are left to the boot script: preloaded too, they took bandwidth from the stylesheet and
 * delayed the first paint on slow connections.
 */
const ENTRY_SCRIPT = String.raw`/(^|\/)(runtime~)?main\.[\w-]+\.js$/`;

const SCRIPTS = `<% for (const script of it.scripts.filter((script) => ${ENTRY_SCRIPT}.test(script))) { %>
    <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
<% } %>
    <script>${bootAfterPaint}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>`;

/**
 * Every value Docusaurus gives a page template has its place here (tests/unit/ssr-template.test.ts checks this
 * against Docusaurus's own template): the `<html>` and `<body>` attributes, the page's title, meta and link tags,
 * the configured head and body tags, the stylesheets, the scripts, and the server-rendered app.
 */
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
<% for (const tags of it.metaAttributes) { %>
    <%~ tags %>
<% } %>
    <%~ it.headTags %>
<% for (const stylesheet of it.stylesheets) { %>
    <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
<% } %>
    ${SCRIPTS}
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
