/**
 * Docusaurus's page template (core/lib/ssg/ssgTemplate.html.js, 3.10) with one change:
 * the app's scripts are preloaded, not `defer`red, and start once the page has been
 * drawn. A deferred script runs before the first paint whenever it is already at
 * hand (cache, fast network), so the server-rendered page stayed blank while the
 * whole app booted; now the page shows first and the download still starts at once.
 * "Drawn" means: parsed (DOMContentLoaded), a frame of it produced (two animation
 * frames), and the first contentful paint reported (Paint Timing, where supported;
 * a page that never reports one boots after 3 s). Scripts added with `async = false`
 * run in order, as `defer` did. A page in a hidden tab, where frames wait, boots at once.
 */
const bootAfterPaint = `(function (sources) {
  var booted = false;
  function boot() {
    if (booted) return;
    booted = true;
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      document.head.appendChild(script);
    });
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

export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
    <script>${bootAfterPaint}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
