import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';

import searchPlugin from '../../plugins/search/index';
import {describeDevIndex} from '../../plugins/search/devIndex';
import {writeIndex, serializeIndex} from '../../plugins/search/build-index';
import {searchErrorTexts} from '../../plugins/search/client/config';
import {SEARCH} from '../../plugins/search/constants';

const outDirs: string[] = [];
function tempOutDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-dev-'));
  outDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of outDirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  vi.unstubAllEnvs();
});

type ConfigureWebpack = (config: {mode: string}, isServer: boolean) => unknown;
function configureWebpackOf(outDir: string, buildLocalIndex = true): ConfigureWebpack {
  const plugin = searchPlugin({buildLocalIndex})({outDir, siteConfig: {baseUrl: '/docs-site/', title: 'T'}} as never);
  return plugin.configureWebpack as unknown as ConfigureWebpack;
}

describe('search on the dev server', () => {
  it("serves the last build's index folder at the index's address, and leaves /search to the search page", () => {
    const outDir = tempOutDir();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const result = configureWebpackOf(outDir)({mode: 'development'}, false);
    expect(result).toEqual({
      devServer: {
        static: [
          {
            directory: path.join(outDir, SEARCH.outputDir),
            publicPath: `/docs-site/${SEARCH.outputDir}`,
            // Without these, the folder would answer /search with a listing, a redirect or the built page.
            serveIndex: false,
            staticOptions: {index: false, redirect: false},
            watch: false,
          },
        ],
      },
    });
  });

  it('changes nothing in a production build, on the server bundle or in hosted mode', () => {
    const outDir = tempOutDir();
    expect(configureWebpackOf(outDir)({mode: 'production'}, false)).toBeUndefined();
    expect(configureWebpackOf(outDir)({mode: 'development'}, true)).toBeUndefined();
    expect(configureWebpackOf(outDir, false)({mode: 'development'}, false)).toBeUndefined();
  });

  it('says at start which index it searches, or how to get one', () => {
    const outDir = tempOutDir();
    expect(describeDevIndex(outDir)).toMatch(/No search index in .* yet.*`npm run build`/);

    fs.mkdirSync(path.join(outDir, SEARCH.outputDir));
    fs.writeFileSync(path.join(outDir, SEARCH.manifestPath), '{"v":1,"index":"search/index.0.json"}');
    expect(describeDevIndex(outDir)).toMatch(/older version of the site.*`npm run build`/);

    fs.writeFileSync(path.join(outDir, SEARCH.manifestPath), '{not json');
    expect(describeDevIndex(outDir)).toMatch(/No search index/);

    writeIndex(outDir, SEARCH.outputDir, SEARCH.manifestPath, serializeIndex([], SEARCH.maxContentChars));
    expect(describeDevIndex(outDir)).toMatch(
      /searches the index of the build in .* \(0 pages, \d{4}-\d\d-\d\d \d\d:\d\d UTC\)/,
    );
  });

  it('tells a contributor how to get an index when a local search fails on the dev server', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(searchErrorTexts('local').help).toContain('npm run build');
    // Hosted search can fail for the network, on the dev server too.
    expect(searchErrorTexts('hosted')).toEqual({title: SEARCH.texts.errorTitle, help: SEARCH.texts.errorHelp});
    vi.stubEnv('NODE_ENV', 'production');
    expect(searchErrorTexts('local')).toEqual({title: SEARCH.texts.errorTitle, help: SEARCH.texts.errorHelp});
  });
});
