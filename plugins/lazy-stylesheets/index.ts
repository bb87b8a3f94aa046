import type {Plugin} from '@docusaurus/types';

/**
 * Stylesheets the site only ever loads with `import()`, when their feature opens.
 * Docusaurus merges every CSS module into the one render-blocking stylesheet of
 * every page (so route CSS is there on the first paint); these are left in their
 * own chunks instead, which load together with their code.
 */
const LAZY_STYLESHEETS: readonly RegExp[] = [
  // The search modal (plugins/search/theme/SearchBar imports it with the modal code): 4.8 KB gzip.
  /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/,
];

/** The bundler's module, as much of it as the test reads (webpack and Rspack alike). */
interface BundledModule {
  resource?: string;
  nameForCondition?: () => string | null | undefined;
}

export function isLazyStylesheet(module: BundledModule): boolean {
  const name = module.resource ?? module.nameForCondition?.() ?? '';
  return LAZY_STYLESHEETS.some((pattern) => pattern.test(name));
}

export default function lazyStylesheetsPlugin(): Plugin {
  return {
    name: 'lazy-stylesheets',
    configureWebpack() {
      // Merged into Docusaurus's own `styles` cache group, which takes every CSS module.
      return {
        optimization: {
          splitChunks: {cacheGroups: {styles: {test: (module: BundledModule) => !isLazyStylesheet(module)}}},
        },
      };
    },
  };
}
