import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type createExpress from 'express';
import {afterEach, describe, expect, it, vi} from 'vitest';

import searchPlugin from '../../plugins/search/index';
import {describeDevIndex, devIndexOptions} from '../../plugins/search/devIndex';
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

  it("answers the index's files from the folder, and /search with the app, through the dev server's own static middleware", async () => {
    const outDir = tempOutDir();
    writeIndex(outDir, SEARCH.outputDir, SEARCH.manifestPath, serializeIndex([], SEARCH.maxContentChars));
    // The build's own /search page sits in the same folder: the dev server must not answer with it.
    fs.writeFileSync(path.join(outDir, SEARCH.outputDir, 'index.html'), 'the built page');
    const [folder] = devIndexOptions(outDir, '/').devServer.static;
    // The express webpack-dev-server mounts each static folder with (its own copy, as `npm start` runs it).
    const express = createRequire(require.resolve('webpack-dev-server'))('express') as typeof createExpress;
    const app = express();
    app.use(folder.publicPath, express.static(folder.directory, folder.staticOptions));
    // What the dev server does with every other path: the app's HTML.
    app.use((_request, response) => void response.type('html').send('the app'));
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = async (pathname: string) => {
        const response = await fetch(origin + pathname, {redirect: 'manual'});
        return `${response.status} ${await response.text()}`;
      };
      expect(await answer('/search')).toBe('200 the app');
      expect(await answer('/search/')).toBe('200 the app');
      expect(await answer('/search?q=tween')).toBe('200 the app');
      expect(await answer(`/${SEARCH.manifestPath}`)).toMatch(/^200 \{"v":2,"index":"search\/index\.[0-9a-f]+\.json"/);
    } finally {
      server.close();
    }
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
