/**
 * The dev server renders no HTML ahead of time, so it cannot build a search index of its own. It serves the index
 * of the last production build instead, from that build's folder, at the address the modal and /search read: the
 * search works while writing, with what the site said at that build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';

import {SEARCH} from './constants';
import {INDEX_FORMAT_VERSION, type SearchManifest} from './client/schema';

/**
 * What webpack-dev-server adds for the index: one more static folder (its `static` option merges as a list). `/search`
 * is the search page's route, so the folder must not answer it with a listing, a redirect or the built page.
 */
export interface DevIndexOptions {
  devServer: {
    static: Array<{
      directory: string;
      publicPath: string;
      serveIndex: false;
      staticOptions: {index: false; redirect: false};
      watch: false;
    }>;
  };
}

export function devIndexOptions(outDir: string, baseUrl: string): DevIndexOptions {
  return {
    devServer: {
      static: [
        {
          directory: path.join(outDir, SEARCH.outputDir),
          publicPath: normalizeUrl([baseUrl, SEARCH.outputDir]),
          serveIndex: false,
          staticOptions: {index: false, redirect: false},
          watch: false,
        },
      ],
    },
  };
}

/** One line for the dev server's start: which index its search uses, or how to get one. */
export function describeDevIndex(outDir: string): string {
  const manifestFile = path.join(outDir, SEARCH.manifestPath);
  const build = path.relative(process.cwd(), outDir) || '.';
  const howToMake = 'run `npm run build` once (in another terminal) and search again';
  let manifest: Partial<SearchManifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Partial<SearchManifest>;
  } catch {
    return `[search] No search index in ${build}/ yet: the dev server searches the last production build's; ${howToMake}.`;
  }
  if (manifest.v !== INDEX_FORMAT_VERSION || typeof manifest.index !== 'string' || typeof manifest.pages !== 'number') {
    return `[search] The search index in ${build}/ is from an older version of the site; ${howToMake}.`;
  }
  const builtAt = fs.statSync(manifestFile).mtime.toISOString().slice(0, 16).replace('T', ' ');
  return (
    `[search] The dev server searches the index of the build in ${build}/ (${manifest.pages} pages, ${builtAt} UTC); ` +
    '`npm run build` refreshes it.'
  );
}
