import {describe, expect, it} from 'vitest';

import {buildFiles, readEntryChunk} from './support';

/**
 * Every page's first visit loads the app's route tables (main and runtime chunks);
 * plugins/lean-route-tables keeps them free of what only the server or the bundler needs.
 */
describe('the route tables every page loads', () => {
  const scripts = buildFiles().filter((file) => file.startsWith('assets/js/') && file.endsWith('.js'));
  const main = readEntryChunk('main');
  const runtime = readEntryChunk('runtime~main');

  it('are found', () => {
    expect(main.length, 'main chunk').toBeGreaterThan(0);
    expect(runtime.length, 'runtime chunk').toBeGreaterThan(0);
  });

  it('name no site module paths (only the server reads them)', () => {
    // Booleans, not the chunk: a failure would otherwise print 500 KB.
    expect(main.includes('"@site/'), '@site/ paths in main').toBe(false);
    expect(main.includes('"@generated/'), '@generated/ paths in main').toBe(false);
  });

  it('create each route component when the route is first used, not at boot', () => {
    const routes = (main.match(/"\/[^"]*-\w{3}":\{"__comp"/g) ?? []).length;
    const lazy = (main.match(/get component\(\)\{return /g) ?? []).length;
    expect(routes, 'routes in the chunk-name table').toBeGreaterThan(600);
    expect(lazy, 'routes whose component is a getter').toBeGreaterThanOrEqual(routes);
  });

  it('look chunk files up by name, without a name map', () => {
    // The prefetch lookup goes straight to the file-name function (keeping its answers): no table in front of it.
    const directLookup = /\.gca=function\((\w)\)\{return (\w)\[\1\]\|\|\(\2\[\1\]=\w\.p\+\w\.u\(\1\)\)\}/.test(runtime);
    expect(directLookup, 'gca returns (remembered) publicPath + u(chunk) with no map').toBe(true);
    // Named chunk ids: a route chunk's file is called by its chunk name.
    const routeChunk = /"content":"(\w{8})"/.exec(main)?.[1];
    expect(routeChunk, 'a route content chunk name in main').toBeDefined();
    expect(scripts.some((file) => file.startsWith(`assets/js/${routeChunk}.`))).toBe(true);
  });
});
