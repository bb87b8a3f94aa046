import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type createExpress from 'express';
import {afterEach, describe, expect, it, vi} from 'vitest';

import searchPlugin from '../../plugins/search/index';
import {devIndexDir, devIndexOptions} from '../../plugins/search/devIndex';
import {extractPage, type ExtractOptions} from '../../plugins/search/extract';
import {SourceIndexer, sourcePageHtml, type SourcePage} from '../../plugins/search/sourceIndex';
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
function configureWebpackOf(siteDir: string, buildLocalIndex = true): ConfigureWebpack {
  const plugin = searchPlugin({buildLocalIndex})({siteDir, siteConfig: {baseUrl: '/docs-site/', title: 'T'}} as never);
  return plugin.configureWebpack as unknown as ConfigureWebpack;
}

describe('search on the dev server', () => {
  it("serves the dev index's folder at the index's address, and leaves /search to the search page", () => {
    const siteDir = tempOutDir();
    const result = configureWebpackOf(siteDir)({mode: 'development'}, false);
    expect(result).toEqual({
      devServer: {
        static: [
          {
            directory: path.join(devIndexDir(siteDir), SEARCH.outputDir),
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

  it('tells a contributor the index is on its way when a local search fails on the dev server', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(searchErrorTexts('local').help).toContain('from their sources');
    // Hosted search can fail for the network, on the dev server too.
    expect(searchErrorTexts('hosted')).toEqual({title: SEARCH.texts.errorTitle, help: SEARCH.texts.errorHelp});
    vi.stubEnv('NODE_ENV', 'production');
    expect(searchErrorTexts('local')).toEqual({title: SEARCH.texts.errorTitle, help: SEARCH.texts.errorHelp});
  });
});

describe('the dev index, read from the sources', () => {
  const OPTIONS: ExtractOptions = {
    siteTitle: 'Site',
    labels: {guides: 'Guides', api: 'API', blog: 'Blog'},
    boilerplateHeadings: [],
  };
  const GUIDE = `---
title: Probe guide
keywords: [first word, second word]
---

import Tabs from '@theme/Tabs';

The opening paragraph says what the page is.

## Custom id {#chosen-anchor}

Text under the first heading, with a [link](./other.mdx) and \`code\`.

:::tip A tip

Words inside an admonition.

:::

### A sub-heading

| Prop | Default |
| --- | --- |
| radius | 0 |

<div class="api-facts">Hidden facts</div>

## Custom id

A second heading with the same text gets a numbered slug.
`;

  function sourcePage(file: string): SourcePage {
    return {
      kind: 'guides',
      pluginId: 'default',
      url: '/docs/probe',
      file,
      title: 'Probe guide',
      description: 'The probe.',
      keywords: ['first word', 'second word'],
    };
  }

  it('gives the records, anchors, keywords and text the build gives', () => {
    const page = extractPage(sourcePageHtml(sourcePage('probe.mdx'), GUIDE, 'Site'), '/docs/probe', OPTIONS);
    expect(page?.title).toBe('Probe guide');
    expect(page?.lvl0).toBe('Guides');
    expect(page?.records.map(({level, anchor, lvl2, lvl3}) => ({level, anchor, lvl2, lvl3}))).toEqual([
      {level: 1, anchor: null, lvl2: null, lvl3: null},
      {level: 2, anchor: 'chosen-anchor', lvl2: 'Custom id', lvl3: null},
      {level: 3, anchor: 'a-sub-heading', lvl2: 'Custom id', lvl3: 'A sub-heading'},
      {level: 2, anchor: 'custom-id', lvl2: 'Custom id', lvl3: null},
    ]);
    const [lead, first, sub] = page!.records;
    expect(lead!.keywords).toEqual(['first word', 'second word']);
    expect(lead!.content).toContain('The opening paragraph says what the page is.');
    expect(first!.content).toContain('Words inside an admonition.');
    expect(sub!.content).toContain('radius — 0');
    // Imports and the API's fact block are never text.
    expect(JSON.stringify(page)).not.toContain('@theme/Tabs');
    expect(sub!.content).not.toContain('Hidden facts');
  });

  it('reads a page again only when its file changed, and keeps what it read for the next start', async () => {
    const dir = tempOutDir();
    const file = path.join(dir, 'probe.mdx');
    const cacheFile = path.join(dir, 'cache', 'pages.json');
    fs.writeFileSync(file, GUIDE);
    const first = new SourceIndexer('Site', OPTIONS, cacheFile);
    expect(first.isFresh([sourcePage(file)])).toBe(false);
    expect((await first.extract([sourcePage(file)]))[0]?.records).toHaveLength(4);
    expect(first.isFresh([sourcePage(file)])).toBe(true);
    // A new process (the next `npm start`) starts from the kept pages.
    expect(new SourceIndexer('Site', OPTIONS, cacheFile).isFresh([sourcePage(file)])).toBe(true);
    fs.writeFileSync(file, GUIDE.replace('## Custom id\n\nA second', '## Renamed\n\nA second'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(first.isFresh([sourcePage(file)])).toBe(false);
    expect((await first.extract([sourcePage(file)]))[0]?.records.at(-1)?.lvl2).toBe('Renamed');
  });

  it('leaves out a page that does not parse, and says which', async () => {
    const dir = tempOutDir();
    const file = path.join(dir, 'broken.mdx');
    fs.writeFileSync(file, '# Broken\n\n<div>never closed\n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await new SourceIndexer('Site', OPTIONS).extract([sourcePage(file)])).toEqual([]);
    expect(warn.mock.calls[0]?.[0]).toMatch(/broken\.mdx left out of the dev index/);
  });
});
