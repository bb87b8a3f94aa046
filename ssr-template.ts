/**
 * Docusaurus's page template (core/lib/ssg/ssgTemplate.html.js, 3.10) with one change:
 * the app's scripts are preloaded, not `defer`red, and start once the page has been
 * painted. A deferred script runs before the first paint whenever it is already at
 * hand (cache, fast network), so the server-rendered page stayed blank while the
 * whole app booted; now the page shows first and the download still starts at once.
 * Scripts added with `async = false` run in order, as `defer` did. A page in a hidden
 * tab, where animation frames wait, boots at once.
 */
const bootAfterPaint = `(function (sources) {
  function boot() {
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterPaint() {
    if (document.hidden) boot();
    // The second frame callback runs once the first frame with the page is out.
    else requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(boot, 0); }); });
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
