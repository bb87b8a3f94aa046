import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {
  ANNOUNCEMENT,
  BLOG_DESCRIPTION,
  COPYRIGHT_YEAR,
  CUSTOM_FIELDS,
  SITE_BASE_URL,
  SITE_EDIT_BASE_URL,
  SITE_KEYWORDS,
  SITE_TAGLINE,
  SITE_TITLE,
  SITE_URL,
} from './src/site';
import apiReferencePlugin from './plugins/api-reference';
import apiDocsPlugin from './plugins/api-reference/docs-plugin';
import guidesDocsPlugin from './plugins/doc-cards';
import rehypeCompactMarkup from './plugins/api-reference/rehype-compact-markup';
import {API_DOCS_DIR, API_DOCS_PLUGIN_ID} from './lib/api-packages';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import blogPlugin, {createFeedItems} from './plugins/blog-feeds';
import codeHighlightPlugin, {
  codeHighlightRemarkPlugin,
  darkCodeTheme,
  lightCodeTheme,
  MAGIC_COMMENTS,
  PRISM_ADDITIONAL_LANGUAGES,
} from './plugins/code-highlight';
import appStartupPlugin from './plugins/app-startup';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import debugAliasesPlugin from './plugins/debug-aliases';
import earlyTapsPlugin from './plugins/early-taps';
import headGuardsPlugin from './plugins/head-guards';
import leanRouteTablesPlugin from './plugins/lean-route-tables';
import malformedUrlsPlugin from './plugins/malformed-urls';
import livePreviewPlugin from './plugins/live-preview';
import llmsTxtPlugin from './plugins/llms-txt';
import mobileSidebarPlugin from './plugins/mobile-sidebar';
import navbarBadgesPlugin from './plugins/navbar-badges';
import searchPlugin from './plugins/search';
import {searchConfigFromEnv} from './plugins/search/client/config';
import socialCardsPlugin from './plugins/social-cards';
import typeAwareCodePlugin, {typeAwareDecorator} from './plugins/type-aware-code';
import timingCurvesPlugin from './plugins/timing-curves';
import {SSR_TEMPLATE} from './ssr-template';

/** Hosted DocSearch when DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME are set at build time; local index otherwise. */
const search = searchConfigFromEnv(process.env);

/**
 * Every Markdown source gets its code blocks tokenized at build time (plugins/code-highlight), and the
 * library names of the guides' complete examples linked to the reference (plugins/type-aware-code).
 */
const remarkPlugins = [
  [codeHighlightRemarkPlugin[0], {...codeHighlightRemarkPlugin[1], decorate: typeAwareDecorator()}],
];

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  url: SITE_URL,
  baseUrl: SITE_BASE_URL,
  favicon: 'img/favicon.svg',
  organizationName: 'canvas-commons',
  projectName: 'canvas-commons',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  baseUrlIssueBanner: true,

  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {
    faster: true,
    // `faster` needs this flag on 3.10; the whole of `v4` would break `<!-- truncate -->` in .md posts.
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },

  markdown: {
    // Guides are MDX; the generated API pages are plain CommonMark `.md`.
    format: 'detect',
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  customFields: {...CUSTOM_FIELDS, search},

  presets: [
    [
      'classic',
      {
        // The guides' docs plugin is registered below, wrapped (plugins/doc-cards).
        docs: false,
        // The blog plugin is registered below, wrapped (plugins/blog-feeds).
        blog: false,
        pages: {remarkPlugins},
        sitemap: {},
        // The debug pages come from plugins/debug-aliases (site-relative paths, and `/debug/…` aliases).
        debug: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  // Docusaurus's template, with the app booting after the first paint (see the file).
  ssrTemplate: SSR_TEMPLATE,

  themes: ['@docusaurus/theme-mermaid'],

  plugins: [
    codeHighlightPlugin,
    leanRouteTablesPlugin,
    appStartupPlugin,
    idlePrefetchPlugin,
    apiReferencePlugin,
    typeAwareCodePlugin,
    timingCurvesPlugin,
    [
      // The guides: their pages' descriptions ship only to the category pages that show them (see the plugin).
      guidesDocsPlugin,
      {
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        showLastUpdateAuthor: true,
        showLastUpdateTime: true,
        editUrl: SITE_EDIT_BASE_URL,
        lastVersion: 'current',
        versions: {current: {label: 'Next'}},
        exclude: ['**/_*.{md,mdx}', '**/_*/**'],
        admonitions: {keywords: ['experimental'], extendDefaults: true},
        remarkPlugins,
      } satisfies DocsOptions,
    ],
    [
      // The docs plugin, watching only the generator's stamp file (see the plugin).
      apiDocsPlugin,
      {
        id: API_DOCS_PLUGIN_ID,
        path: API_DOCS_DIR,
        routeBasePath: 'api',
        sidebarPath: './sidebars-api.ts',
        // Generated pages: their text lives in the library's TSDoc, not in this repository.
        editUrl: undefined,
        showLastUpdateAuthor: false,
        showLastUpdateTime: false,
        remarkPlugins,
        rehypePlugins: [rehypeCompactMarkup],
      },
    ],
    debugAliasesPlugin,
    headGuardsPlugin,
    earlyTapsPlugin,
    malformedUrlsPlugin,
    [
      // Docusaurus's blog plugin; its feeds also link to themselves (see the plugin).
      blogPlugin,
      {
        showReadingTime: true,
        blogDescription: BLOG_DESCRIPTION,
        // Items get their publication date, the feeds a link to themselves (plugins/blog-feeds).
        feedOptions: {type: 'all', copyright: `Copyright © ${COPYRIGHT_YEAR} ${SITE_TITLE}.`, createFeedItems},
        editUrl: SITE_EDIT_BASE_URL,
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        remarkPlugins,
      } satisfies BlogOptions,
    ],
    llmsTxtPlugin,
    socialCardsPlugin,
    mobileSidebarPlugin,
    navbarBadgesPlugin,
    livePreviewPlugin,
    searchPlugin({buildLocalIndex: search.mode === 'local'}),
  ],

  themeConfig: {
    // Fallback card; each page gets its section's card from plugins/social-cards.
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: SITE_KEYWORDS}],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: `Canvas Commons is public: <a href="${ANNOUNCEMENT.postPath}">read the release notes</a>.`,
      isCloseable: true,
      // Set per colour mode in src/css/custom.css (inline styles would otherwise fix one colour for both).
      backgroundColor: 'var(--site-announcement-bar-background)',
      textColor: 'var(--site-announcement-bar-color)',
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    navbar: {
      title: SITE_TITLE,
      logo: {alt: `${SITE_TITLE} logo`, src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        // Active on every API page (both packages), not only under /api/core.
        {to: '/api/core', label: 'API', position: 'left', activeBasePath: 'api'},
        {to: '/blog', label: 'Blog', position: 'left'},
        // Right side, in this order: search, colour-mode toggle, the badges. The custom item types come from
        // plugins/navbar-badges; the badges are also listed in the mobile sidebar.
        {type: 'search', position: 'right'},
        {type: 'custom-colorModeToggle', position: 'right'},
        {type: 'custom-discordBadge', position: 'right'},
        {type: 'custom-githubBadge', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'Docs', to: '/docs/'},
            {label: 'API', to: '/api/core'},
          ],
        },
        {title: 'Community', items: [{label: 'Discord', href: CUSTOM_FIELDS.discordUrl}]},
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'GitHub', href: CUSTOM_FIELDS.githubUrl},
          ],
        },
      ],
      copyright: `Copyright © ${COPYRIGHT_YEAR} ${SITE_TITLE}. Built with Docusaurus.`,
    },
    prism: {
      // One Light / One Dark with token colours raised to WCAG AA contrast (plugins/code-highlight/prismThemes.ts).
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: PRISM_ADDITIONAL_LANGUAGES,
      // The build-time highlighter leaves blocks with these to the browser (plugins/code-highlight/magicComments.ts).
      magicComments: MAGIC_COMMENTS,
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
};

export default config;
