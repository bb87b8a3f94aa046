/**
 * Every place the site relies on something its frameworks do not promise: private
 * imports, DOM class names it queries or reuses, and behaviour it rewrites. A framework
 * update can break any of them without a type error, so each entry says what it relies
 * on, and tests/unit/framework-internals.test.ts checks the installed packages still
 * have it. Copies and re-implementations record the SHA-256 of the original they were
 * taken from, so an upstream change to it fails a test instead of passing unnoticed.
 * UPGRADING.md says what to re-check by hand.
 *
 * This module imports nothing of the site: tests cross-check it against the plugins.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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

/**
 * How a rewrite reaches into the framework:
 * - `snippet`: an exact text replacement in an installed file (the build fails when the text is gone);
 * - `regex`: a pattern rewrite of generated code or a template (the build fails when nothing matches);
 * - `bundler`: a module, plugin or cache group of the bundler swapped for ours;
 * - `copy`: a framework component or hook copied or re-implemented in our theme;
 * - `wrapped-plugin`: a framework plugin called from ours, its output changed;
 * - `global`: a browser global or event the framework uses, intercepted before it sees it.
 */
export type RewriteKind = 'snippet' | 'regex' | 'bundler' | 'copy' | 'wrapped-plugin' | 'global';

/** One place where the site rewrites what a framework does. */
export interface Rewrite {
  kind: RewriteKind;
  /** For a snippet rewrite, how many replacements it makes in `original` (each one a place); 1 otherwise. */
  places?: number;
  /** For copies and re-implementations: our file taken from `original`. */
  ours?: string;
  /** The installed file it rewrites, copies or stands in for. */
  original: {package: string; file: string};
  /**
   * For copies and re-implementations: the SHA-256 (hex) of `original` as it was when ours was taken from it.
   * When it differs, re-read the new original, carry its changes into ours, then record the new hash.
   */
  sha256?: string;
  /** What it gains, as measured (`npm run bench -- --ab`), or why the site cannot do without it. */
  gain: string;
}

export interface FrameworkInternal {
  /** What we do with it, in a few words. */
  what: string;
  /** Our files that depend on it. */
  usedIn: readonly string[];
  /** What breaks, and how it shows, if it changes. */
  reliesOn: string;
  checks: readonly PackageFileCheck[];
  rewrites?: readonly Rewrite[];
  /** Module specifiers into a package's unexported files, as written in `usedIn` (file → specifiers). */
  privateImports?: Readonly<Record<string, readonly string[]>>;
}

const CLASSIC = '@docusaurus/theme-classic';
const COMMON = '@docusaurus/theme-common';
const CORE = '@docusaurus/core';
const DOCS = '@docusaurus/plugin-content-docs';
const BLOG = '@docusaurus/plugin-content-blog';
const DEBUG = '@docusaurus/plugin-debug';
const LIBRARY_2D = '@canvas-commons/2d';
const LIBRARY_CORE = '@canvas-commons/core';

/** Both docs plugin wrappers rewrite the version route's map of pages (`props.version.docs`), made here. */
const VERSION_DATA_CHECKS: readonly PackageFileCheck[] = [
  {package: DOCS, file: 'lib/routes.js', contains: ['version: (0, props_1.toVersionMetadataProp)']},
  {package: DOCS, file: 'lib/props.js', contains: ['description: doc.description']},
];

/** The gain of a rewrite the site needs for a feature, not for speed: nothing to A/B. */
const NEEDED = 'needed for a feature, not for speed';
const NEEDED_FOR_STARTUP =
  'needed for the compile hint, which the measured app-start gain depends on (README, "A cheaper app start").';
const PREFETCH_GAIN =
  'Lighthouse performance Rect 97 / 93 and /docs/tweening 95 / 92 with / without, beyond the spread (UPGRADING.md, "The idle prefetching")';

/** What a snippet patch relies on: its snippets, which the build and a unit test check. */
const SNIPPET_RELIANCE =
  'the exact snippets the patches replace; if one changes, the build fails naming the file and the snippet ' +
  '(tests/unit/framework-internals.test.ts checks them against the installed files too).';

/**
 * The library's own bundles, rewritten for the live previews. A library upgrade can break these as a framework
 * upgrade can break the rest, so they are listed, checked and counted the same way.
 */
const LIBRARY_INTERNALS: readonly FrameworkInternal[] = [
  {
    what: "The library's bundles rewritten for the live previews (three Rspack loaders and the `canvas-commons-2d-lite$` alias)",
    usedIn: [
      'plugins/live-preview/index.ts',
      'plugins/live-preview/without-mathjax-loader.cjs',
      'plugins/live-preview/without-codemirror-loader.cjs',
      'plugins/live-preview/import-meta-url-loader.cjs',
    ],
    reliesOn:
      '2d\'s bundle importing MathJax as `import {…} from "mathjax-full/…";` lines and CodeMirror as one `import { ' +
      'HighlightStyle } from "@codemirror/language";` line, and core\'s bundle reading `import.meta.url`. Each loader ' +
      'stops the build when nothing matches (tests/unit/hardening.test.ts); tests/e2e/previews.spec.ts plays previews.',
    checks: [
      {
        package: LIBRARY_2D,
        file: 'lib/index.js',
        contains: ['from "mathjax-full/', 'import { HighlightStyle } from "@codemirror/language";'],
      },
      {package: LIBRARY_CORE, file: 'lib/index.js', contains: ['import.meta.url']},
    ],
    rewrites: [
      {
        kind: 'regex',
        ours: 'plugins/live-preview/without-mathjax-loader.cjs',
        original: {package: LIBRARY_2D, file: 'lib/index.js'},
        gain: 'bytes: MathJax, about 600 KB gzip, loads only for a preview that uses `Latex`.',
      },
      {
        kind: 'bundler',
        ours: 'plugins/live-preview/index.ts',
        original: {package: LIBRARY_2D, file: 'lib/index.js'},
        gain:
          'bytes: the `canvas-commons-2d-lite$` alias gives previews without `Latex` the bundle without MathJax (600 KB gzip). ' +
          "It cannot go: `@canvas-commons/2d?lite` fails to build (Rspack looks the query up in 2d's exports map).",
      },
      {
        kind: 'regex',
        ours: 'plugins/live-preview/without-codemirror-loader.cjs',
        original: {package: LIBRARY_2D, file: 'lib/index.js'},
        gain: "bytes: CodeMirror's view and state, about 140 KB gzip, load only with the editor.",
      },
      {
        kind: 'regex',
        ours: 'plugins/live-preview/import-meta-url-loader.cjs',
        original: {package: LIBRARY_CORE, file: 'lib/index.js'},
        gain: "needed for a feature, not for speed: the build machine's folders stay out of the preview chunks.",
      },
    ],
  },
];

/**
 * Files inside a package's build folder that the package's own documentation tells its users to import: public,
 * so not private imports. `@docsearch/css` has no `exports` map and documents its split stylesheets by path.
 */
export const DOCUMENTED_PACKAGE_FILES: readonly {specifier: string; documentedAt: string}[] = [
  {specifier: '@docsearch/css/dist/_variables.css', documentedAt: 'https://docsearch.algolia.com/docs/v3/styling'},
  {
    specifier: '@docsearch/css/dist/button.css',
    documentedAt: 'https://docsearch.algolia.com/docs/packages/css/bundle-exports',
  },
  {
    specifier: '@docsearch/css/dist/modal.css',
    documentedAt: 'https://docsearch.algolia.com/docs/packages/css/bundle-exports',
  },
];

export const FRAMEWORK_INTERNALS: readonly FrameworkInternal[] = [
  {
    what: 'Debug pages from the debug plugin wrapped (site-relative paths on the content page)',
    rewrites: [{kind: 'wrapped-plugin', original: {package: DEBUG, file: 'lib/index.js'}, gain: NEEDED}],
    usedIn: ['plugins/debug-aliases/index.ts'],
    reliesOn:
      "plugin-debug's `getThemePath()` answering a path relative to the folder of its entry module (as Docusaurus resolves it), which our plugin resolves from that folder; if it answers otherwise, the build cannot find @theme/DebugConfig and friends.",
    checks: [
      {package: '@docusaurus/plugin-debug', file: 'lib/theme/DebugContent/index.js'},
      {package: '@docusaurus/plugin-debug', file: 'lib/index.js', contains: ['getThemePath()', "'../lib/theme'"]},
    ],
  },
  {
    what: 'Blog plugin wrapped so the feeds get self links after its postBuild',
    rewrites: [{kind: 'wrapped-plugin', original: {package: BLOG, file: 'lib/index.js'}, gain: NEEDED}],
    usedIn: ['plugins/blog-feeds/index.ts'],
    reliesOn:
      "plugin-content-blog writing rss.xml, atom.xml and feed.json in its own postBuild (with the feed library's formatting: `<channel>`, `<feed …>`); tests/build-output/metadata.test.ts notices if the self links go missing.",
    checks: [
      {package: '@docusaurus/plugin-content-blog', file: 'lib/feed.js', contains: ['rss.xml', 'atom.xml', 'feed.json']},
    ],
  },
  {
    what: 'Taps before hydration replayed once `<html data-has-hydrated="true">`',
    rewrites: [
      {kind: 'global', original: {package: CORE, file: 'lib/client/hasHydratedDataAttribute.js'}, gain: NEEDED},
    ],
    usedIn: ['plugins/early-taps/index.ts'],
    reliesOn:
      'core setting `data-has-hydrated` on <html> (false in the server HTML, true after hydration); if it stops, early taps are held and never replayed (tests/e2e/faults.spec.ts notices).',
    checks: [{package: CORE, file: 'lib/client/hasHydratedDataAttribute.js', contains: ['data-has-hydrated']}],
  },
  {
    what: 'Blocks with magic comments left to the browser by the build-time highlighter',
    usedIn: ['plugins/code-highlight/magicComments.ts', 'plugins/code-highlight/remark.ts'],
    reliesOn:
      "theme-common's code-block metadata marking lines with the class of each `themeConfig.prism.magicComments` entry (set from our MAGIC_COMMENTS, read by CodeBlock/Content/String); if it stops, highlighted lines lose their class (tests/e2e/code-blocks.spec.ts notices).",
    checks: [{package: COMMON, file: 'lib/utils/codeBlockUtils.js', contains: ['magicComments', 'className']}],
  },
  {
    what: "The site's own page template, through the public `ssrTemplate` option, booting the app after the first paint",
    usedIn: ['ssr-template.ts', 'plugins/app-startup/bootScript.ts', 'tests/unit/ssr-template.test.ts'],
    reliesOn:
      'the values Docusaurus gives a page template (`it.scripts`, `it.headTags`, …), the head tags (where the boot script is defined) coming before the scripts; tests/unit/ssr-template.test.ts ' +
      "fails when core's own template reads a value ours does not. Measured when it was a rewrite of core's template " +
      '(`npm run bench -- --ab <with> <without> --lighthouse 2`): Lighthouse LCP Rect 2,100 / 6,200 ms, ' +
      '/docs/tweening 2,250 / 4,750 ms, / 1,800 / 3,550 ms with / without, beyond the spread.',
    checks: [
      // Core renders the configured template with the page's values; its own template, which the test reads as text
      // to compare the values it reads with ours, stays next to it.
      {package: CORE, file: 'lib/ssg/ssgTemplate.js', contains: ['return ssgTemplate(data);', 'compileSSGTemplate']},
      {package: CORE, file: 'lib/ssg/ssgTemplate.html.js', contains: ['it.appHtml']},
    ],
  },
  {
    what: "theme-classic's Prism client module aliased away (Prism loads on demand instead)",
    rewrites: [
      {
        kind: 'bundler',
        original: {package: CLASSIC, file: 'lib/prism-include-languages.js'},
        gain: "bytes: prism-react-renderer's Prism (33.6 KB gzip as shipped, unminified) is not in main.js; pages load it only for a block without build-time tokens.",
      },
    ],
    usedIn: ['plugins/code-highlight/index.ts', 'plugins/code-highlight/theme/CodeBlock/Content/loadPrism.ts'],
    reliesOn:
      "theme-classic's `getClientModules()` answering a module named `prism-include-languages` (the alias is keyed by its resolved path; the build stops if no such module is listed), and `@theme/prism-include-languages` existing; if the module changes, Prism is back in every page bundle (tests/e2e/code-blocks.spec.ts notices).",
    checks: [
      {package: CLASSIC, file: 'lib/index.js', contains: ["'./prism-include-languages'"]},
      {package: CLASSIC, file: 'lib/prism-include-languages.js'},
      {package: CLASSIC, file: 'lib/theme/prism-include-languages.js'},
    ],
  },
  {
    what: 'CodeBlock entry and Content replaced (no remount, colours from a stylesheet, no Prism on the page)',
    rewrites: [
      {
        kind: 'copy',
        ours: 'plugins/code-highlight/theme/CodeBlock/index.tsx',
        original: {package: CLASSIC, file: 'lib/theme/CodeBlock/index.js'},
        sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
        gain: 'needed: without it, a code name the reader hovers or has focused is detached on hydration (UPGRADING.md, "The CodeBlock entry")',
      },
      {
        kind: 'copy',
        ours: 'plugins/code-highlight/theme/CodeBlock/Content/index.tsx',
        original: {package: CLASSIC, file: 'lib/theme/CodeBlock/Content/index.js'},
        sha256: '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
        gain: 'needed for build-time highlighting: pages run no Prism (UPGRADING.md, "CodeBlock/Content")',
      },
    ],
    privateImports: {
      'plugins/code-highlight/theme/CodeBlock/Content/index.tsx': ['@docusaurus/theme-common/internal'],
    },
    usedIn: ['plugins/code-highlight/theme/CodeBlock'],
    reliesOn:
      "theme-classic's CodeBlock split into Content/Element, Content/String, Line and Buttons, whose Content stylesheet ours mirrors (its own file, so the page's blocks are laid out as the theme lays them out). Our Content reads the block's metadata and word-wrap ref from the context theme-classic's String provides; it keeps its token lines when String renders again with new but equal metadata (its word-wrap state lives there). The drift test says when an original changes.",
    checks: [
      {package: CLASSIC, file: 'lib/theme/CodeBlock/Content/Element.js'},
      {
        package: CLASSIC,
        file: 'lib/theme/CodeBlock/Content/String.js',
        contains: ['CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}'],
      },
      {package: CLASSIC, file: 'lib/theme/CodeBlock/Line/index.js'},
      // The layout our Content's stylesheet mirrors: if it changes, carry the change over.
      {
        package: CLASSIC,
        file: 'lib/theme/CodeBlock/Content/styles.module.css',
        contains: ['min-width: 100%;', 'float: left;', 'display: table;', 'padding: var(--ifm-pre-padding) 0;'],
      },
      // theme-classic's Container sets the server's Prism theme inline on this class; the stylesheet overrides it.
      {package: COMMON, file: 'lib/utils/ThemeClassNames.js', contains: ["codeBlock: 'theme-code-block'"]},
    ],
  },
  {
    what: "A test counts React's renders through the hook React reports commits to for its DevTools",
    usedIn: ['tests/e2e/support/reactRenders.ts'],
    reliesOn:
      "react-dom's production build calling `__REACT_DEVTOOLS_GLOBAL_HOOK__.inject` and `onCommitFiberRoot`, and its " +
      "fibers' `tag`, `flags` (1 = did work), `alternate`, `child` and `sibling`; if they change, the code-block test " +
      'of a word-wrap toggle counts no renders and fails.',
    checks: [
      {
        package: 'react-dom',
        file: 'cjs/react-dom-client.production.js',
        contains: ['injectedHook.onCommitFiberRoot', 'supportsFiber', 'workInProgress.flags |= 1;'],
      },
    ],
  },
  {
    what: 'Private hooks from theme-common/internal',
    privateImports: {
      'plugins/mobile-sidebar/theme/Navbar/MobileSidebar/index.tsx': ['@docusaurus/theme-common/internal'],
    },
    usedIn: [
      'plugins/code-highlight/theme/CodeBlock/Content/index.tsx',
      'plugins/mobile-sidebar/theme/Navbar/MobileSidebar/index.tsx',
    ],
    reliesOn: '`@docusaurus/theme-common/internal`, which Docusaurus may change in any minor release.',
    checks: [
      {
        package: COMMON,
        file: 'lib/internal.d.ts',
        contains: ['useCodeBlockContext', 'useNavbarMobileSidebar'],
      },
    ],
  },
  {
    what: "The dev server serves a search index read from the sources (a static folder added through configureWebpack's `devServer`)",
    usedIn: ['plugins/search/index.ts', 'plugins/search/devIndex.ts'],
    reliesOn:
      "core's `start` merging a plugin's `devServer` into webpack-dev-server's options (a comment there invites plugins to); if it stops, the dev server's search shows its error screen, which says how to get an index, and production is unaffected.",
    checks: [{package: CORE, file: 'lib/commands/start/webpack.js', contains: ['config.devServer']}],
  },
  {
    what: "Search filtered by theme-common's public contextual-search hook (locale, `default` and the docs version tags)",
    usedIn: ['plugins/search/client/hooks.ts'],
    reliesOn:
      "`useContextualSearchFilters` from `@docusaurus/theme-common`, public in 3.x but marked there for removal in 4.0 (the docs plugin's `useDocsContextualSearchTags` plus the `default` tag would replace it).",
    checks: [
      {
        package: COMMON,
        file: 'lib/index.js',
        contains: ['export function useContextualSearchFilters', 'DEFAULT_SEARCH_TAG'],
      },
    ],
  },
  {
    what: 'Plugin theme components wrapping theme-classic through `@theme-init`',
    usedIn: [
      'plugins/code-highlight/theme/CodeBlock/Buttons',
      'plugins/mobile-sidebar/theme/Navbar/MobileSidebar/index.tsx',
      'plugins/navbar-badges/theme/NavbarItem/ComponentTypes.tsx',
      'plugins/navbar-badges/theme/Navbar/Content/index.tsx',
      'plugins/navbar-badges/theme/Navbar/ColorModeToggle/index.tsx',
      'plugins/live-preview/theme/MDXComponents/Pre/index.tsx',
    ],
    reliesOn:
      "`@theme-init/X` naming the first theme that provides X: theme-classic's, as long as core's fallback theme does not provide X too.",
    checks: [
      {package: CLASSIC, file: 'lib/theme/CodeBlock/Buttons/index.js'},
      {package: CLASSIC, file: 'lib/theme/Navbar/MobileSidebar/index.js'},
      {package: CLASSIC, file: 'lib/theme/NavbarItem/ComponentTypes.js'},
      {package: CLASSIC, file: 'lib/theme/Navbar/Content/index.js'},
      {package: CLASSIC, file: 'lib/theme/Navbar/ColorModeToggle/index.js'},
      // MDX renders a fence as this <pre> around one code element with the fence's code and meta string.
      {package: CLASSIC, file: 'lib/theme/MDXComponents/Pre.js', contains: ['<>{props.children}</>']},
      {package: CLASSIC, file: 'lib/theme/MDXComponents/Code.js', contains: ['<CodeBlock {...props} />']},
      {package: CORE, file: 'lib/client/theme-fallback/MDXComponents', absent: true},
      {package: CORE, file: 'lib/client/theme-fallback/CodeBlock', absent: true},
      {package: CORE, file: 'lib/client/theme-fallback/Navbar', absent: true},
      {package: CORE, file: 'lib/client/theme-fallback/NavbarItem', absent: true},
    ],
  },
  {
    what: "The API reference's page component (the docs option `docItemComponent`) rendering theme-classic's DocItem with its content wrapped",
    usedIn: ['plugins/api-reference/theme/ApiDocItem/index.tsx', 'plugins/api-reference/docs-plugin.ts'],
    reliesOn:
      "theme-classic's DocItem rendering `props.content` as the page's MDX component and reading the page's data from " +
      'its static fields (`metadata`, `frontMatter`, `toc`…), which the wrapper copies; if it reads another, the ' +
      'member filter e2e tests and the build fail.',
    checks: [
      {
        package: CLASSIC,
        file: 'lib/theme/DocItem/index.js',
        contains: ['const MDXComponent = props.content;', '<DocProvider content={props.content}>'],
      },
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
    what: "The colour-mode toggle placed among the navbar's items, before the badges (Navbar/Content and Navbar/ColorModeToggle wrapped)",
    usedIn: [
      'plugins/navbar-badges/theme/Navbar/Content/index.tsx',
      'plugins/navbar-badges/theme/Navbar/ColorModeToggle/index.tsx',
      'plugins/navbar-badges/theme/NavbarItem/ComponentTypes.tsx',
    ],
    reliesOn:
      "theme-classic's navbar content rendering `@theme/Navbar/ColorModeToggle` after the right-hand items, and its mobile sidebar header rendering it outside the navbar content; if that moves, the toggle shows twice or not at all (tests/e2e/theme.spec.ts notices).",
    checks: [
      {
        package: CLASSIC,
        file: 'lib/theme/Navbar/Content/index.js',
        contains: ["import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle'"],
      },
      {package: CLASSIC, file: 'lib/theme/Navbar/Layout/index.js', contains: ['<NavbarMobileSidebar />']},
      {package: CLASSIC, file: 'lib/theme/Navbar/MobileSidebar/Header/index.js', contains: ['<NavbarColorModeToggle']},
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
    what: 'The docs plugin wrapped for the API reference (one watched file, no page list in global data or version data)',
    rewrites: [
      {
        kind: 'wrapped-plugin',
        original: {package: DOCS, file: 'lib/index.js'},
        gain: 'needed: one reload per `npm run api` in the dev server; and bytes: 15 KB gzip less on a first visit (UPGRADING.md, "The API docs instance")',
      },
    ],
    usedIn: ['plugins/api-reference/docs-plugin.ts'],
    reliesOn:
      'the docs plugin\'s global data shape (`versions[].docs`, `mainDocId`) and its version route\'s `props.version.docs` map of `{id, title, description, sidebar}`, read by `useDocById` for doc cards only (a doc card in the reference would fail the build with "no version doc found"); if the shape moves, tests/build-output/version-data.test.ts fails.',
    checks: [
      {package: '@docusaurus/plugin-content-docs', file: 'lib/globalData.js', contains: ['mainDocId', 'docs:']},
      ...VERSION_DATA_CHECKS,
      {package: '@docusaurus/theme-classic', file: 'lib/theme/DocCard/index.js', contains: ['useDocById']},
    ],
  },
  {
    what: "The docs plugin wrapped for the guides (each page's description only on the category pages whose cards show it)",
    rewrites: [
      {
        kind: 'wrapped-plugin',
        original: {package: DOCS, file: 'lib/index.js'},
        gain: 'bytes: 3.3 KB gzip less on the first visit of every guide (/docs/tweening 241.7 → 238.5 KB against its 240 KB budget; the version data 5.6 → 2.3 KB). Two A/B runs (`npm run bench -- --ab`, without / with) read busy time, long tasks and Lighthouse within the spread on /docs/tweening (Lighthouse 79 / 76, then 81 / 85)',
      },
    ],
    usedIn: [
      'plugins/doc-cards/index.ts',
      'plugins/doc-cards/theme/DocCategoryGeneratedIndexPage/index.tsx',
      'plugins/doc-cards/theme/DocCard/index.tsx',
    ],
    reliesOn:
      "the docs plugin's version route (`props.version` with `docs` and `docsSidebars`) with its pages nested under it, a category page's route props holding `categoryGeneratedIndex`, and theme-classic's DocCard preferring the sidebar item's `description` to `useDocById`'s; if any moves, the cards lose their descriptions and tests/build-output/version-data.test.ts fails.",
    checks: [
      ...VERSION_DATA_CHECKS,
      {package: DOCS, file: 'lib/routes.js', contains: ['categoryGeneratedIndex,']},
      {package: CLASSIC, file: 'lib/theme/DocCard/index.js', contains: ['item.description ?? doc?.description']},
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
    usedIn: [
      'plugins/search/theme/SearchBar/index.tsx',
      'plugins/search/theme/SearchBar/IndexFailureScreen.tsx',
      'plugins/search/theme/SearchBar/QuerySuggestions.tsx',
      'plugins/search/theme/SearchBar/useModalSearchClient.ts',
    ],
    reliesOn:
      "DocSearch's class names for the input, the dropdown, the no-results screen and its suggestion list, the error screen; the search-client shape it calls (`search`, `addAlgoliaAgent`, `transporter`).",
    checks: [
      ...DOCUMENTED_PACKAGE_FILES.map(({specifier}) => ({
        package: '@docsearch/css',
        file: specifier.slice('@docsearch/css/'.length),
      })),
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
    what: "Core's chunk-asset runtime replaced, its route table made lazy and its route registry rewritten (browser: no module paths; server: chunk names, so pages list their chunks)",
    rewrites: [
      {
        kind: 'bundler',
        ours: 'plugins/lean-route-tables/chunk-asset-plugin.ts',
        original: {package: CORE, file: 'lib/webpack/plugins/ChunkAssetPlugin.js'},
        sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
        gain: 'bytes, with named chunk ids: runtime~main 20.5 → 12.9 KB gzip on every page.',
      },
      {
        kind: 'regex',
        ours: 'plugins/lean-route-tables/registry-loader.cjs',
        original: {package: CORE, file: 'lib/server/codegen/codegenRoutes.js'},
        gain: "bytes: 13 KB gzip less main.js on every page (the browser's registry without module paths); on the server, pages list their own chunks.",
      },
      {
        // client-routes-loader.cjs rewrites the generated routes.js (each route's `component: ComponentCreator(…)`
        // made a getter); codegenRoutes.js writes it.
        kind: 'regex',
        ours: 'plugins/lean-route-tables/client-routes-loader.cjs',
        original: {package: CORE, file: 'lib/server/codegen/codegenRoutes.js'},
        gain: 'long tasks on / 533 / 629 ms with / without, beyond the spread, twice; costs 2.1 KB gzip of main.js (UPGRADING.md, "The routes getter")',
      },
    ],
    usedIn: [
      'plugins/lean-route-tables/index.ts',
      'plugins/lean-route-tables/registry-loader.cjs',
      'plugins/lean-route-tables/client-routes-loader.cjs',
      'ssr-template.ts',
    ],
    reliesOn:
      'core adding a plugin named `ChunkAssetPlugin` to the client config for `__webpack_require__.gca` (the build stops if it is gone), route prefetching calling `gca` with chunk names; codegen writing registry entries as `[load, "path", require.resolveWeak("path")]`, whose second item server rendering reports and the page template looks up in the client manifest, keyed by chunk name; and routes as `component: ComponentCreator(path, hash)`, the component read only by preloading and rendering a matched route. Each loader stops the build if nothing matches; tests/build-output/route-tables.test.ts and tests/e2e/prefetch.spec.ts notice the rest.',
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
  {
    what: "Framework start-up code rewritten: a yield before the page's modules",
    usedIn: ['plugins/app-startup/patches.ts', 'lib/framework-patches.ts', 'lib/exact-replace-loader.cjs'],
    reliesOn: SNIPPET_RELIANCE,
    checks: [],
    rewrites: [
      {
        kind: 'snippet',
        places: 1,
        original: {package: CORE, file: 'lib/client/clientEntry.js'},
        gain: 'main-thread busy time or long tasks beyond the spread on one page in each of 4 runs (Rect busy 1,902 / 2,054 ms in the second) (UPGRADING.md, "The client-entry yield")',
      },
    ],
  },
  {
    what: 'Route prefetching queued in idle time by wrapping `window.docusaurus.prefetch` when core assigns it',
    usedIn: ['plugins/idle-prefetch/client.ts'],
    reliesOn:
      'core assigning `window.docusaurus` once, after the client modules load, and Link calling ' +
      '`window.docusaurus.prefetch`; if it is assigned differently, prefetching is no longer queued (tests/e2e/prefetch.spec.ts).',
    checks: [{package: CORE, file: 'lib/client/clientEntry.js', contains: ['window.docusaurus = docusaurus']}],
    rewrites: [{kind: 'global', original: {package: CORE, file: 'lib/client/clientEntry.js'}, gain: PREFETCH_GAIN}],
  },
  {
    what: "A compile hint written into core's `runtime~main` and `main` chunks after minification (a BannerPlugin)",
    usedIn: ['plugins/app-startup/index.ts'],
    reliesOn:
      "the bundler's BannerPlugin and its `PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE` stage (after minification, which drops " +
      "comments, and before the content hashes); core's client entry chunks being named `runtime~main` and `main` " +
      '(tests/build-output/app-startup.test.ts reads the hint at the top of both).',
    checks: [
      {
        package: CORE,
        file: 'lib/webpack/client.js',
        contains: ["entry: path_1.default.resolve(__dirname, '../client/clientEntry.js')", 'runtimeChunk: true'],
      },
    ],
    rewrites: [
      {
        kind: 'bundler',
        original: {package: CORE, file: 'lib/webpack/client.js'},
        gain: NEEDED_FOR_STARTUP,
      },
    ],
  },
  {
    what:
      "Theme-classic's stored colour mode and announcement-bar state cleared by inline head scripts before its own " +
      'scripts read them, and a corrupt colour mode from another tab dropped before its storage listener sees it',
    usedIn: ['plugins/head-guards/index.ts', 'plugins/head-guards/modes.ts'],
    reliesOn:
      "theme-common's storage key names (`theme`, `docusaurus.announcement.id`, `docusaurus.announcement.dismiss`; " +
      'the namespace and the storage come from the plugin context, as theme-common applies them), its inline ' +
      'colour-mode script reading the mode in the head after ours, and its storage listener subscribing after ours; ' +
      'tests/e2e/faults.spec.ts notices.',
    checks: [
      {package: COMMON, file: 'lib/contexts/colorMode.js', contains: ["'theme'"]},
      {package: COMMON, file: 'lib/contexts/announcementBar.js', contains: ['docusaurus.announcement.id']},
    ],
    rewrites: [
      {kind: 'global', original: {package: COMMON, file: 'lib/contexts/colorMode.js'}, gain: NEEDED},
      {kind: 'global', original: {package: COMMON, file: 'lib/contexts/announcementBar.js'}, gain: NEEDED},
    ],
  },
  {
    what: 'A malformed URL made decodable with `history.replaceState` before the router decodes it',
    usedIn: ['plugins/malformed-urls/client.ts'],
    reliesOn:
      'client modules running before the router reads `location` and decodes the path (a `%` not followed by two hex ' +
      'digits throws in `decodeURI`); tests/e2e/faults.spec.ts opens such URLs.',
    checks: [{package: CORE, file: 'lib/client/clientEntry.js', contains: ['BrowserRouter']}],
    rewrites: [{kind: 'global', original: {package: CORE, file: 'lib/client/clientEntry.js'}, gain: NEEDED}],
  },
  {
    what: "Code tokens that name an API item rendered as links (theme-classic's Line/Token replaced)",
    usedIn: ['plugins/type-aware-code/theme/CodeBlock/Line/Token/index.tsx'],
    reliesOn: "theme-classic's Line/Token rendering a bare `<span {...props}>`; re-read it when its hash changes.",
    checks: [],
    rewrites: [
      {
        kind: 'copy',
        ours: 'plugins/type-aware-code/theme/CodeBlock/Line/Token/index.tsx',
        original: {package: CLASSIC, file: 'lib/theme/CodeBlock/Line/Token/index.js'},
        sha256: '4e10e6f7181cd3aa8a98cc745d8867e2bfb9abcab1d879198c544ccefdc42e63',
        gain: NEEDED,
      },
    ],
  },
  {
    what: "sucrase's parser imported from its build folder (live previews tokenize user code), its types declared locally",
    usedIn: ['plugins/live-preview/theme/LivePreview/compile.ts', 'plugins/live-preview/live-preview-modules.d.ts'],
    reliesOn:
      "sucrase's `dist/esm/parser` layout (the build fails if it moves), its `parse` giving tokens with `type`, `start`, `end` and `isType`, and the token kinds live-preview-modules.d.ts declares (by name; their values are read from sucrase at run time). tests/unit/live-preview.test.ts runs the rewrites on sucrase's real tokens.",
    checks: [
      {package: 'sucrase', file: 'dist/esm/parser/index.js', contains: ['export function parse(']},
      {package: 'sucrase', file: 'dist/esm/parser/tokenizer/index.js', contains: ['this.isType = state.isType']},
      {
        package: 'sucrase',
        file: 'dist/esm/parser/tokenizer/types.js',
        contains: [
          'at',
          'braceBarL',
          'braceBarR',
          'braceL',
          'braceR',
          'bracketL',
          'bracketR',
          'dollarBraceL',
          'dot',
          'lessThan',
          'name',
          'parenL',
          'parenR',
          'semi',
          'star',
          'string',
          '_class',
          '_for',
          '_while',
        ].map((kind) => `TokenType["${kind}"]`),
      },
    ],
    privateImports: {
      'plugins/live-preview/theme/LivePreview/compile.ts': [
        'sucrase/dist/esm/parser/index.js',
        'sucrase/dist/esm/parser/tokenizer/types.js',
      ],
    },
  },
  {
    what: "typedoc-plugin-markdown's category router extended",
    // Its `dist/router/index.js`, found next to the package's entry.
    privateImports: {'plugins/api-reference/typedoc-plugin.mjs': ['new URL(./router/index.js, markdownEntry)']},
    usedIn: ['plugins/api-reference/typedoc-plugin.mjs'],
    reliesOn:
      "the plugin's private `dist/router/index.js` (next to its entry) exporting CategoryRouter; the API generation fails loudly if it moves.",
    checks: [
      {package: 'typedoc-plugin-markdown', file: 'dist/router/index.js', contains: ['core-routers.js']},
      {package: 'typedoc-plugin-markdown', file: 'dist/router/core-routers.js', contains: ['CategoryRouter']},
    ],
  },
  // The library's rewritten bundles count as installed code too.
  ...LIBRARY_INTERNALS,
];

/** Every rewrite place, in registry order. */
export const REWRITES: readonly Rewrite[] = FRAMEWORK_INTERNALS.flatMap((internal) => internal.rewrites ?? []);

/** How many places the site rewrites framework code: a snippet rewrite counts once per replacement. */
export function countRewritePlaces(internals: readonly FrameworkInternal[] = FRAMEWORK_INTERNALS): number {
  return internals
    .flatMap((internal) => internal.rewrites ?? [])
    .reduce((sum, rewrite) => sum + (rewrite.places ?? 1), 0);
}

/** How many imports reach into a package's unexported files (one per file and specifier). */
export function countPrivateImports(internals: readonly FrameworkInternal[] = FRAMEWORK_INTERNALS): number {
  return internals.reduce(
    (sum, internal) => sum + Object.values(internal.privateImports ?? {}).reduce((n, specs) => n + specs.length, 0),
    0,
  );
}

export function sha256Of(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * The copies whose original no longer has the recorded hash, each as a sentence naming our file and the
 * original. `nodeModules` is the folder the packages are installed in.
 */
export function driftedCopies(
  nodeModules: string,
  internals: readonly FrameworkInternal[] = FRAMEWORK_INTERNALS,
): string[] {
  const drifted: string[] = [];
  for (const internal of internals) {
    for (const rewrite of internal.rewrites ?? []) {
      if (rewrite.sha256 === undefined) continue;
      const original = path.join(nodeModules, rewrite.original.package, rewrite.original.file);
      const ours = rewrite.ours ?? internal.usedIn.join(', ');
      if (!fs.existsSync(original)) {
        drifted.push(`${ours}: its original ${rewrite.original.package}/${rewrite.original.file} is gone`);
        continue;
      }
      const actual = sha256Of(original);
      if (actual !== rewrite.sha256)
        drifted.push(
          `${ours}: its original ${rewrite.original.package}/${rewrite.original.file} changed ` +
            `(recorded sha256 ${rewrite.sha256}, installed ${actual}); re-read it, carry the change over, record the new hash`,
        );
    }
  }
  return drifted;
}
