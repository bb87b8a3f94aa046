import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {ChunkNames} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import type {FrameworkPatch} from '../../lib/framework-patches';
import {PREFETCH_PATCHES} from '../../plugins/idle-prefetch/patches';
import prefetchOnce from '../../plugins/idle-prefetch/prefetchOnce';
import {SITE_PATCHES} from '../../scripts/lib/framework-patches';
import chunkNamesByRoute from '../../plugins/idle-prefetch/chunkNamesByRoute';
// Core's own tree flattening, which the prefetch code is given.
import flat from '../../node_modules/@docusaurus/core/lib/client/flat.js';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
type Replacements = {from: string; to: string}[];
type Loader = (this: {getOptions(): {replacements: Replacements}; resourcePath: string}, source: string) => string;
const loader = require(path.join(root, 'lib/exact-replace-loader.cjs')) as Loader;
const run = (source: string, replacements: Replacements) =>
  loader.call({getOptions: () => ({replacements}), resourcePath: '/x/file.js'}, source);

describe('exact-replace-loader', () => {
  it('replaces every occurrence of each snippet', () => {
    expect(run('a(1); b; a(1);', [{from: 'a(1)', to: 'c'}])).toBe('c; b; c;');
  });

  it('fails the build, naming the file and the snippet, when a snippet is gone', () => {
    expect(() => run('a(2);', [{from: 'a(1)', to: 'c'}])).toThrow('/x/file.js no longer contains `a(1)`');
  });
});

describe('the framework patches', () => {
  const patched = (patch: FrameworkPatch) => {
    const file = path.join(root, 'node_modules', patch.package, patch.file);
    return run(fs.readFileSync(file, 'utf8'), [...patch.replacements]);
  };

  it('apply to the installed framework files', () => {
    for (const patch of SITE_PATCHES) {
      expect(() => patched(patch), `${patch.package}/${patch.file}`).not.toThrow();
    }
  });
});

describe('prefetchOnce', () => {
  it('asks for each file once and hands later callers the first request', async () => {
    const asked: string[] = [];
    const prefetch = prefetchOnce(
      async (url) => {
        asked.push(url);
      },
      (task) => task(),
    );
    const first = prefetch('/assets/js/a.js');
    expect(prefetch('/assets/js/a.js')).toBe(first);
    await Promise.all([first, prefetch('/assets/js/b.js'), prefetch('/assets/js/a.js')]);
    expect(asked).toEqual(['/assets/js/a.js', '/assets/js/b.js']);
  });

  it('adds each link as a piece of idle work, not while the page is being matched', async () => {
    const queued: Array<() => void> = [];
    const asked: string[] = [];
    const prefetch = prefetchOnce(
      async (url) => {
        asked.push(url);
      },
      (task) => queued.push(task),
    );
    const done = Promise.all([prefetch('/assets/js/a.js'), prefetch('/assets/js/b.js')]);
    expect(asked).toEqual([]);
    expect(queued).toHaveLength(2);
    for (const task of queued) task();
    await done;
    expect(asked).toEqual(['/assets/js/a.js', '/assets/js/b.js']);
  });

  it('imports the one-time helper into the prefetch module it patches', () => {
    const [patch] = PREFETCH_PATCHES;
    const source = fs.readFileSync(path.join(root, 'node_modules', patch.package, patch.file), 'utf8');
    const rewritten = run(source, [...patch.replacements]);
    expect(rewritten).toContain(path.join(root, 'plugins/idle-prefetch/prefetchOnce.ts'));
    expect(rewritten).toMatch(/const prefetchHelper = prefetchOnce\(prefetchEachTime\);/);
    expect(rewritten).toContain('const getChunkNamesToLoad = chunkNamesByRoute(routesChunkNames, flat);');
    expect(rewritten).not.toContain('Object.entries(routesChunkNames)');
  });
});

describe('chunkNamesByRoute', () => {
  // Core's own scan, the behaviour the index must keep (see CORE_CHUNK_NAMES_SCAN).
  const coreScan = (routesChunkNames: Record<string, ChunkNames>, routePath: string) =>
    Object.entries(routesChunkNames)
      .filter(([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === routePath)
      .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));
  const routesChunkNames: Record<string, ChunkNames> = {
    '/api-1f2': {__comp: 'a94703ab', __context: {plugin: 'aba21aa0'}},
    '/api-3c4': {__comp: '5e95c892', __props: '0058b4c6'},
    '/api/2d/components/Rect-9b1': {__comp: '17896441', content: '242cf08c'},
    '/docs/filters-and-effects-77e': {__comp: '17896441', content: 'c7857035'},
    '/blog-a0a': {__comp: 'acecf23e', items: [{content: 'b1'}, {content: 'b2'}], sidebar: 'c9'},
  };

  it('finds the same chunks, in the same order, as core scanning every route', () => {
    const lookUp = chunkNamesByRoute(routesChunkNames, flat);
    for (const routePath of ['/api', '/api/2d/components/Rect', '/docs/filters-and-effects', '/blog', '/nowhere', '']) {
      expect(lookUp(routePath), routePath).toEqual(coreScan(routesChunkNames, routePath));
    }
    expect(lookUp('/api')).toEqual(['a94703ab', 'aba21aa0', '5e95c892', '0058b4c6']);
  });
});
