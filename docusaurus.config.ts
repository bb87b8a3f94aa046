import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {
  ANNOUNCEMENT,
  COPYRIGHT_YEAR,
  CUSTOM_FIELDS,
  EDITOR_EXAMPLES,
  SITE_BASE_URL,
  SITE_EDIT_BASE_URL,
  SITE_TAGLINE,
  SITE_TITLE,
  SITE_URL,
} from './src/constants';
import apiReferencePlugin from './plugins/api-reference';
import apiDocsPlugin from './plugins/api-reference/docs-plugin';
import {API_DOCS_DIR} from './plugins/api-reference/packages';
import announcementBarResetPlugin from './plugins/announcement-bar-reset';
import colorModeGuardPlugin from './plugins/color-mode-guard';
import debugAliasesPlugin from './plugins/debug-aliases';
import {darkCodeTheme, lightCodeTheme} from './src/prismThemes';
import codeHighlightPlugin from './plugins/code-highlight';
import lazyStylesheetsPlugin from './plugins/lazy-stylesheets';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import remarkCodeTokens from './plugins/code-highlight/remark';
import typeAwareCodePlugin, {typeAwareDecorator} from './plugins/type-aware-code';
import llmsTxtPlugin from './plugins/llms-txt';
import mobileSidebarEscapePlugin from './plugins/mobile-sidebar-escape';
import socialCardsPlugin from './plugins/social-cards';
import livePreviewPlugin from './plugins/live-preview';
import localSearchPlugin from './plugins/local-search';
import {searchConfigFromEnv} from './src/search/config';
import {SSR_TEMPLATE} from './ssr-template';

/** Hosted DocSearch when DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME are set at build time; local index otherwise. */
const search = searchConfigFromEnv(process.env);

/** Prism languages beyond prism-react-renderer's own, for the theme and the build-time highlighter. */
const prismAdditionalLanguages = ['glsl'];
/**
 * Every Markdown source gets its code blocks tokenized at build time (plugins/code-highlight), and the
 * library names of the guides' complete examples linked to the reference (plugins/type-aware-code).
 */
const remarkPlugins = [
  [remarkCodeTokens, {additionalLanguages: prismAdditionalLanguages, decorate: typeAwareDecorator(__dirname)}],
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

  customFields: {...CUSTOM_FIELDS, editorExamples: [...EDITOR_EXAMPLES], search},

  presets: [
    [
      'classic',
      {
        docs: {
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
        },
        blog: {
          showReadingTime: true,
          feedOptions: {type: 'all', copyright: `Copyright © ${COPYRIGHT_YEAR} ${SITE_TITLE}.`},
          editUrl: SITE_EDIT_BASE_URL,
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins,
        },
        pages: {remarkPlugins},
        sitemap: {},
        debug: true,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  // Docusaurus's template, with the app booting after the first paint (see the file).
  ssrTemplate: SSR_TEMPLATE,

  themes: ['@docusaurus/theme-mermaid'],

  plugins: [
    codeHighlightPlugin,
    lazyStylesheetsPlugin,
    idlePrefetchPlugin,
    apiReferencePlugin,
    typeAwareCodePlugin,
    [
      // The docs plugin, watching only the generator's stamp file (see the plugin).
      apiDocsPlugin,
      {
        id: 'api',
        path: API_DOCS_DIR,
        routeBasePath: 'api',
        sidebarPath: './sidebars-api.ts',
        // Generated pages: their text lives in the library's TSDoc, not in this repository.
        editUrl: undefined,
        showLastUpdateAuthor: false,
        showLastUpdateTime: false,
        remarkPlugins,
      },
    ],
    debugAliasesPlugin,
    colorModeGuardPlugin,
    llmsTxtPlugin,
    socialCardsPlugin,
    mobileSidebarEscapePlugin,
    announcementBarResetPlugin,
    livePreviewPlugin,
    localSearchPlugin({enabled: search.mode === 'local'}),
  ],

  themeConfig: {
    // Fallback card; each page gets its section's card from src/theme/SiteMetadata (plugins/social-cards).
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'typescript, animation, canvas, video, library'}],
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
        {to: '/api/core', label: 'API', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        // Right side order (src/theme/Navbar/Content): search, colour-mode toggle, then these badges.
        {type: 'search', position: 'right'},
        // Custom item types from src/theme/NavbarItem/ComponentTypes.tsx; also listed in the mobile sidebar.
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
      // One Light / One Dark with token colours raised to WCAG AA contrast (src/prismThemes.ts).
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: prismAdditionalLanguages,
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
};

export default config;
