/**
 * The site's page template, given to Docusaurus through its public `ssrTemplate` option (an Eta template that
 * receives the page's parts as `it.*`). It differs from Docusaurus's default in one way: the app's scripts are
 * preloaded, not `defer`red, and the boot script of plugins/app-startup starts them once the page has been drawn.
 */
import {BOOT_FUNCTION} from './plugins/app-startup/bootScript';

/**
 * The app's entry scripts (`runtime~main`, `main`), preloaded so they download while the page parses. The
 * page's own chunks are left to the boot script: preloaded too, they took bandwidth from the stylesheet and
 * delayed the first paint on slow connections.
 */
const ENTRY_SCRIPT = String.raw`/(^|\/)(runtime~)?main\.[\w-]+\.js$/`;

const SCRIPTS = `<% for (const script of it.scripts.filter((script) => ${ENTRY_SCRIPT}.test(script))) { %>
    <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
<% } %>
    <script>${BOOT_FUNCTION}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>`;

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
