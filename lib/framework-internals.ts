/**
 * Every place the site relies on something its frameworks do not promise: private
 * imports, DOM class names it queries or reuses, and behaviour it patches around.
 * A framework update can break any of them without a type error, so each entry says
 * what it relies on, and tests/unit/framework-internals.test.ts checks the installed
 * packages still have it. UPGRADING.md says what to re-check by hand.
 */

import {STARTUP_PATCHES} from '../plugins/app-startup/patches';
import {PREFETCH_PATCHES} from '../plugins/idle-prefetch/patches';

/** A file of an installed package that must exist and, when given, contain each string. */
export interface PackageFileCheck {
  /** npm package name, e.g. `@docusaurus/theme-classic`. */
  package: string;
  /** Path inside the package. */
  file: string;
  contains?: readonly string[];
  /** The file must *not* exist (a theme component core's fallback theme must not provide). */
  absent?: true;
}

export interface FrameworkInternal {
  /** What we do with it, in a few words. */
  what: string;
  /** Our files that depend on it. */
  usedIn: readonly string[];
  /** What breaks, and how it shows, if it changes. */
  reliesOn: string;
  checks: readonly PackageFileCheck[];
}

const CLASSIC = '@docusaurus/theme-classic';
const COMMON = '@docusaurus/theme-common';
const CORE = '@docusaurus/core';

export const FRAMEWORK_INTERNALS: readonly FrameworkInternal[] = [
  {
    what: 'Debug pages from the debug plugin wrapped (site-relative paths on the content page)',
    usedIn: ['plugins/debug-aliases/index.ts'],
    reliesOn:
      "plugin-debug's theme components living in its `lib/theme` (and `src/theme`) folders, given to Docusaurus as absolute paths; if they move, the build cannot find @theme/DebugConfig and friends.",
    checks: [
      {package: '@docusaurus/plugin-debug', file: 'lib/theme/DebugContent/index.js'},
      {package: '@docusaurus/plugin-debug', file: 'lib/index.js', contains: ["'../lib/theme'"]},
    ],
  },
  {
    what: 'Blog plugin wrapped so the feeds get self links after its postBuild',
    usedIn: ['plugins/blog-feeds/index.ts'],
    reliesOn:
      "plugin-content-blog writing rss.xml, atom.xml and feed.json in its own postBuild (with the feed library's formatting: `<channel>`, `<feed …>`); tests/build-output/metadata.test.ts notices if the self links go missing.",
    checks: [
      {package: '@docusaurus/plugin-content-blog', file: 'lib/feed.js', contains: ['rss.xml', 'atom.xml', 'feed.json']},
    ],
  },
  {
    what: 'Taps before hydration replayed once `<html data-has-hydrated="true">`',
    usedIn: ['ssr-template.ts'],
    reliesOn:
      'core setting `data-has-hydrated` on <html> (false in the server HTML, true after hydration); if it stops, early taps are held and never replayed (tests/e2e/faults.spec.ts notices).',
    checks: [{package: CORE, file: 'lib/client/hasHydratedDataAttribute.js', contains: ['data-has-hydrated']}],
  },
  {
    what: 'Page template with the app booting after the first paint',
    usedIn: ['ssr-template.ts'],
    reliesOn:
      "core's private default template and its deferred script tags; ssr-template.ts throws at build time if the tags move.",
    checks: [{package: CORE, file: 'lib/ssg/ssgTemplate.html.js', contains: ['<script', 'defer']}],
  },
  {
    what: "Magic-comment words from theme-classic's defaults",
    usedIn: ['plugins/code-highlight/remark.ts'],
    reliesOn: "theme-classic's private `lib/options` exporting DEFAULT_CONFIG.prism.magicComments.",
    checks: [{package: CLASSIC, file: 'lib/options.js', contains: ['DEFAULT_CONFIG', 'magicComments']}],
  },
  {
    what: "theme-classic's Prism client module aliased away (Prism loads on demand instead)",
    usedIn: ['plugins/code-highlight/index.ts', 'plugins/code-highlight/theme/CodeBlock/Content/loadPrism.ts'],
    reliesOn:
      'theme-classic registering `lib/prism-include-languages` as a client module, and `@theme/prism-include-languages` existing; if the path changes, Prism is back in every page bundle (tests/e2e/code-blocks.spec.ts notices).',
    checks: [
      {package: CLASSIC, file: 'lib/index.js', contains: ['prism-include-languages']},
      {package: CLASSIC, file: 'lib/prism-include-languages.js'},
      {package: CLASSIC, file: 'lib/theme/prism-include-languages.js'},
    ],
  },
  {
    what: 'CodeBlock entry, Container, Content and Content/String replaced (no remount, colours from a stylesheet, no re-render after hydration)',
    usedIn: ['plugins/code-highlight/theme/CodeBlock'],
    reliesOn:
      "theme-classic's CodeBlock split into Content/Element, Content/String, Line and Buttons, and its private CSS modules, imported so class names stay the theme's. Content/String.tsx and useCodeWordWrap.ts copy theme-classic's String component and theme-common's word-wrap hook (tab panels found by `[role=tabpanel][hidden]`); re-compare them on an update.",
    checks: [
      {package: COMMON, file: 'lib/hooks/useCodeWordWrap.js', contains: ["closest('[role=tabpanel][hidden]')"]},
      {package: CLASSIC, file: 'lib/theme/CodeBlock/Content/Element.js'},
      {package: CLASSIC, file: 'lib/theme/CodeBlock/Content/String.js'},
      {package: CLASSIC, file: 'lib/theme/CodeBlock/Line/index.js'},
      {package: CLASSIC, file: 'lib/theme/CodeBlock/Content/styles.module.css'},
      {package: CLASSIC, file: 'lib/theme/CodeBlock/Container/styles.module.css'},
    ],
  },
  {
    what: 'Private hooks from theme-common/internal',
    usedIn: [
      'plugins/code-highlight/theme/CodeBlock/Content/index.tsx',
      'plugins/code-highlight/theme/CodeBlock/Content/String.tsx',
      'plugins/navbar-badges/theme/Navbar/Content/index.tsx',
      'plugins/search/client/hooks.ts',
    ],
    reliesOn: '`@docusaurus/theme-common/internal`, which Docusaurus may change in any minor release.',
    checks: [
      {
        package: COMMON,
        file: 'lib/internal.d.ts',
        contains: [
          'useCodeBlockContext',
          'CodeBlockContextProvider',
          'createCodeBlockMetadata',
          'useCodeWordWrap',
          'splitNavbarItems',
          'useNavbarMobileSidebar',
          'DEFAULT_SEARCH_TAG',
        ],
      },
    ],
  },
  {
    what: 'Plugin theme components wrapping theme-classic through `@theme-init`',
    usedIn: [
      'plugins/api-reference/theme/MDXComponents/A/index.tsx',
      'plugins/code-highlight/theme/CodeBlock/Buttons',
      'plugins/mobile-sidebar/theme/Navbar/MobileSidebar/index.tsx',
      'plugins/navbar-badges/theme/NavbarItem/ComponentTypes.tsx',
    ],
    reliesOn:
      "`@theme-init/X` naming the first theme that provides X: theme-classic's, as long as core's fallback theme does not provide X too.",
    checks: [
      {package: CLASSIC, file: 'lib/theme/MDXComponents/A/index.js'},
      {package: CLASSIC, file: 'lib/theme/CodeBlock/Buttons/index.js'},
      {package: CLASSIC, file: 'lib/theme/Navbar/MobileSidebar/index.js'},
      {package: CLASSIC, file: 'lib/theme/NavbarItem/ComponentTypes.js'},
      {package: CORE, file: 'lib/client/theme-fallback/MDXComponents', absent: true},
      {package: CORE, file: 'lib/client/theme-fallback/CodeBlock', absent: true},
      {package: CORE, file: 'lib/client/theme-fallback/Navbar', absent: true},
      {package: CORE, file: 'lib/client/theme-fallback/NavbarItem', absent: true},
    ],
  },
  {
    what: 'SiteMetadata wrapped in the site theme, not in plugins/social-cards',
    usedIn: ['src/theme/SiteMetadata/index.tsx'],
    reliesOn:
      "core's fallback theme providing an empty SiteMetadata, which makes `@theme-init/SiteMetadata` useless to a plugin; if that changes, the wrapper can move into the plugin.",
    checks: [{package: CORE, file: 'lib/client/theme-fallback/SiteMetadata/index.js'}],
  },
  {
    what: 'Navbar/Content ejected to put the badges after the colour-mode toggle',
    usedIn: ['plugins/navbar-badges/theme/Navbar/Content/index.tsx'],
    reliesOn:
      "theme-classic's Navbar/Content as of 3.10; an update to the original (new items, classes) is not picked up until re-ejected.",
    checks: [
      {
        package: CLASSIC,
        file: 'lib/theme/Navbar/Content/index.js',
        contains: ['splitNavbarItems', 'NavbarColorModeToggle', 'NavbarSearch'],
      },
    ],
  },
  {
    what: 'The closed mobile sidebar built in idle time, in a transition',
    usedIn: ['plugins/mobile-sidebar/theme/Navbar/MobileSidebar/index.tsx'],
    reliesOn:
      "theme-common's internal `useNavbarMobileSidebar().shown`, and theme-classic's MobileSidebar rendering only the sidebar (it locks the body's scroll while shown, so it must be mounted whenever it is shown).",
    checks: [
      {package: COMMON, file: 'lib/internal.js', contains: ['useNavbarMobileSidebar']},
      {
        package: CLASSIC,
        file: 'lib/theme/Navbar/MobileSidebar/index.js',
        contains: ['useLockBodyScroll(mobileSidebar.shown)', 'if (!mobileSidebar.shouldRender)'],
      },
    ],
  },
  {
    what: "theme-classic's DocSidebar replaced: the desktop sidebar stays mounted on small screens",
    usedIn: ['plugins/mobile-sidebar/theme/DocSidebar/index.tsx'],
    reliesOn:
      "DocSidebar choosing between @theme/DocSidebar/Desktop and /Mobile by window size, and DocRoot's sidebar container being hidden by CSS below the desktop breakpoint.",
    checks: [
      {
        package: CLASSIC,
        file: 'lib/theme/DocSidebar/index.js',
        contains: ["windowSize === 'desktop' || windowSize === 'ssr'"],
      },
      {
        package: CLASSIC,
        file: 'lib/theme/DocRoot/Layout/Sidebar/styles.module.css',
        contains: ['.docSidebarContainer {\n  display: none;\n}'],
      },
    ],
  },
  {
    what: 'Escape closes the mobile sidebar',
    usedIn: ['plugins/mobile-sidebar/client.ts'],
    reliesOn: "theme-classic's class names for the open sidebar, its close button and the hamburger toggle.",
    checks: [
      {package: CLASSIC, file: 'lib/theme/Navbar/Layout/index.js', contains: ['navbar-sidebar--show']},
      {package: CLASSIC, file: 'lib/theme/Navbar/MobileSidebar/Header/index.js', contains: ['navbar-sidebar__close']},
      {package: CLASSIC, file: 'lib/theme/Navbar/MobileSidebar/Toggle/index.js', contains: ['navbar__toggle']},
    ],
  },
  {
    what: "Docusaurus's `styles` cache group narrowed so DocSearch's modal CSS stays lazy",
    usedIn: ['plugins/lazy-stylesheets/index.ts'],
    reliesOn: "core's bundler config merging every CSS module through a cache group named `styles`.",
    checks: [
      {package: CORE, file: 'lib/webpack/base.js', contains: ["name: 'styles'"]},
      {package: '@docsearch/css', file: 'dist/modal.css'},
    ],
  },
  {
    what: 'The docs plugin wrapped for the API reference (one watched file, no page list in global data or version data)',
    usedIn: ['plugins/api-reference/docs-plugin.ts'],
    reliesOn:
      'the docs plugin\'s global data shape (`versions[].docs`, `mainDocId`) and its version route\'s `props.version.docs` map of `{id, title, description, sidebar}`, read by `useDocById` for doc cards only (a doc card in the reference would fail the build with "no version doc found"); if the shape moves, tests/build-output/api-version-data.test.ts fails.',
    checks: [
      {package: '@docusaurus/plugin-content-docs', file: 'lib/globalData.js', contains: ['mainDocId', 'docs:']},
      {
        package: '@docusaurus/plugin-content-docs',
        file: 'lib/routes.js',
        contains: ['version: (0, props_1.toVersionMetadataProp)'],
      },
      {package: '@docusaurus/plugin-content-docs', file: 'lib/props.js', contains: ['description: doc.description']},
      {package: '@docusaurus/theme-classic', file: 'lib/theme/DocCard/index.js', contains: ['useDocById']},
    ],
  },
  {
    what: "Debug pages served again under /debug/… with the debug plugin's components",
    usedIn: ['plugins/debug-aliases/index.ts'],
    reliesOn: "plugin-debug's theme component names (DebugConfig, DebugContent, …).",
    checks: ['Config', 'Content', 'GlobalData', 'SiteMetadata', 'Registry', 'Routes'].map((page) => ({
      package: '@docusaurus/plugin-debug',
      file: `lib/theme/Debug${page}/index.js`,
    })),
  },
  {
    what: 'DocSearch modal: screens filled in through its DOM and its own class names reused',
    usedIn: ['plugins/search/theme/SearchBar/index.tsx'],
    reliesOn:
      "DocSearch's class names for the input, the dropdown, the no-results screen and its suggestion list, the error screen; the search-client shape it calls (`search`, `addAlgoliaAgent`, `transporter`).",
    checks: [
      {
        package: '@docsearch/react',
        file: 'dist/esm/DocSearchModal.js',
        contains: [
          'DocSearch-Input',
          'DocSearch-Dropdown',
          'DocSearch-NoResults',
          'DocSearch-NoResults-Prefill-List',
          'DocSearch-ErrorScreen',
          'DocSearch-Title',
          'DocSearch-Help',
          'DocSearch-Prefill',
          'addAlgoliaAgent',
        ],
      },
    ],
  },
  {
    what: "Core's chunk-asset runtime replaced, its route table made lazy, react-router's path compiling short-cut, and its route registry rewritten (browser: no module paths; server: chunk names, so pages list their chunks)",
    usedIn: [
      'plugins/lean-route-tables/index.ts',
      'plugins/lean-route-tables/registry-loader.cjs',
      'plugins/lean-route-tables/client-routes-loader.cjs',
      'plugins/lean-route-tables/literalPathToRegexp.ts',
      'ssr-template.ts',
    ],
    reliesOn:
      'core adding a plugin named `ChunkAssetPlugin` to the client config for `__webpack_require__.gca` (the build stops if it is gone), route prefetching calling `gca` with chunk names; codegen writing registry entries as `[load, "path", require.resolveWeak("path")]`, whose second item server rendering reports and the page template looks up in the client manifest, keyed by chunk name; and routes as `component: ComponentCreator(path, hash)`, the component read only by preloading and rendering a matched route; react-router 5 compiling route paths with the default export of path-to-regexp 1.x and using only `exec` on the result (tests/unit/literal-path-to-regexp.test.ts compares the two). Each loader stops the build if nothing matches; tests/build-output/route-tables.test.ts and tests/e2e/prefetch.spec.ts notice the rest.',
    checks: [
      {package: CORE, file: 'lib/webpack/client.js', contains: ['new ChunkAssetPlugin_1.default()']},
      {
        package: CORE,
        file: 'lib/webpack/plugins/ChunkAssetPlugin.js',
        contains: ['__webpack_require__.gca', 'class ChunkAssetPlugin'],
      },
      {package: CORE, file: 'lib/client/docusaurus.js', contains: ['__webpack_require__.gca(chunkName)']},
      {
        package: CORE,
        file: 'lib/server/codegen/codegenRoutes.js',
        contains: ['"${modulePath}", require.resolveWeak("${modulePath}")'],
      },
      {package: CORE, file: 'lib/client/exports/ComponentCreator.js', contains: ['modules.push(chunkRegistry[1])']},
      {
        package: CORE,
        file: 'lib/server/codegen/codegenRoutes.js',
        contains: ["`component: ComponentCreator('${routePath}', '${routeHash}')`"],
      },
      {package: CORE, file: 'lib/client/preload.js', contains: ['match.route.component.preload']},
      {
        package: CORE,
        file: 'lib/client/serverEntry.js',
        contains: ['report={(moduleName) => modules.add(moduleName)}'],
      },
      {package: CORE, file: 'lib/ssg/ssgTemplate.js', contains: ['[...manifest.entrypoints, ...Array.from(modules)]']},
      {
        package: 'react-loadable-ssr-addon-v5-slorber',
        file: 'lib/ReactLoadableSSRAddon.js',
        contains: ['return [names[0] || id];'],
      },
    ],
  },
  ...[
    {
      what:
        "Framework start-up code rewritten: two sorts without a collator, a yield before the page's modules, " +
        'the first browser-only render and window size as transitions',
      usedIn: ['plugins/app-startup/patches.ts'],
      patches: STARTUP_PATCHES,
    },
    {
      what: 'Route prefetching asks for each chunk file once, in idle time; links share one viewport observer',
      usedIn: [
        'plugins/idle-prefetch/patches.ts',
        'plugins/idle-prefetch/prefetchOnce.ts',
        'plugins/idle-prefetch/whenInView.ts',
      ],
      patches: PREFETCH_PATCHES,
    },
  ].map(({what, usedIn, patches}) => ({
    what,
    usedIn: [...usedIn, 'lib/framework-patches.ts', 'lib/exact-replace-loader.cjs'],
    reliesOn:
      'the exact snippets the patches replace; if one changes, the build fails naming the file and the snippet.',
    checks: patches.map((patch) => ({
      package: patch.package,
      file: patch.file,
      contains: patch.replacements.map(({from}) => from),
    })),
  })),
  {
    what: "typedoc-plugin-markdown's category router extended",
    usedIn: ['plugins/api-reference/typedoc-plugin.mjs'],
    reliesOn:
      "the plugin's private `dist/router/index.js` (next to its entry) exporting CategoryRouter; the API generation fails loudly if it moves.",
    checks: [
      {package: 'typedoc-plugin-markdown', file: 'dist/router/index.js', contains: ['core-routers.js']},
      {package: 'typedoc-plugin-markdown', file: 'dist/router/core-routers.js', contains: ['CategoryRouter']},
    ],
  },
];
