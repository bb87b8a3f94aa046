import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {chunkAssetRuntimeCode, renamedChunks} from '../../plugins/lean-route-tables/chunk-asset-plugin';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
type RegistryLoader = (this: {getOptions(): {bundle: 'client' | 'server'}}, source: string) => string;
const registryLoader = require(path.join(root, 'plugins/lean-route-tables/registry-loader.cjs')) as RegistryLoader;
const forBundle = (bundle: 'client' | 'server') => (source: string) =>
  registryLoader.call({getOptions: () => ({bundle})}, source);
const withoutModulePaths = forBundle('client');

/** One registry entry in the shape core's codegen writes (see lib/framework-internals.ts). */
const entry = (name: string, modulePath: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

describe('registry-loader', () => {
  it('drops the module path of every entry and keeps its loader and weak id', () => {
    const source = `export default {\n${entry('242cf08c', '@site/api-docs/2d/components/Rect.md')}\n${entry('0058b4c6', '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json')}\n};\n`;
    const lean = withoutModulePaths(source);
    expect(lean).toBe(
      `export default {\n` +
        `  "242cf08c": [() => import(/* webpackChunkName: "242cf08c" */ "@site/api-docs/2d/components/Rect.md"), "", require.resolveWeak("@site/api-docs/2d/components/Rect.md")],\n` +
        `  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],\n` +
        `};\n`,
    );
  });

  it('names the chunk instead of the module on the server, where the page template looks chunks up by name', () => {
    const lean = forBundle('server')(entry('242cf08c', '@site/api-docs/2d/components/Rect.md'));
    expect(lean).toBe(
      `  "242cf08c": [() => import(/* webpackChunkName: "242cf08c" */ "@site/api-docs/2d/components/Rect.md"), "242cf08c", require.resolveWeak("@site/api-docs/2d/components/Rect.md")],`,
    );
  });

  it('handles escaped quotes in a path', () => {
    expect(withoutModulePaths(entry('a', '@site/docs/say \\"hi\\".md'))).toContain(`), "", require.resolveWeak(`);
  });

  it('leaves an empty registry alone', () => {
    expect(withoutModulePaths('export default {\n};\n')).toBe('export default {\n};\n');
  });

  it('fails the build when the entries no longer look the way it expects', () => {
    expect(() => withoutModulePaths(`export default {"a": [load, require.resolveWeak("x"), "x"]};`)).toThrowError(
      /format of Docusaurus registry\.js changed/,
    );
  });
});

describe('the chunk-asset lookup', () => {
  it('maps only the chunks whose name is not their id', () => {
    expect(renamedChunks({'242cf08c': '242cf08c', 17: 'preview-core', styles: 'styles'})).toEqual({
      'preview-core': '17',
    });
  });

  it('has no lookup table when every chunk is named by its id', () => {
    const code = chunkAssetRuntimeCode({}, '__webpack_require__.p', '__webpack_require__.u');
    expect(code).not.toContain('chunkId = ');
    const gca = new Function('__webpack_require__', `${code} return __webpack_require__.gca;`)({
      p: '/',
      u: (id: string) => `assets/js/${id}.abc.js`,
    }) as (name: string) => string;
    expect(gca('242cf08c')).toBe('/assets/js/242cf08c.abc.js');
  });

  it("builds each chunk's URL once (the file-name function rebuilds its hash table on every call)", () => {
    const code = chunkAssetRuntimeCode({}, '__webpack_require__.p', '__webpack_require__.u');
    const asked: string[] = [];
    const gca = new Function('__webpack_require__', `${code} return __webpack_require__.gca;`)({
      p: '/',
      u: (id: string) => (asked.push(id), `assets/js/${id}.js`),
    }) as (name: string) => string;
    expect([gca('styles'), gca('styles'), gca('main')]).toEqual([
      '/assets/js/styles.js',
      '/assets/js/styles.js',
      '/assets/js/main.js',
    ]);
    expect(asked).toEqual(['styles', 'main']);
  });

  it('looks up the id of a renamed chunk', () => {
    const code = chunkAssetRuntimeCode({'preview-core': '17'}, '__webpack_require__.p', '__webpack_require__.u');
    const gca = new Function('__webpack_require__', `${code} return __webpack_require__.gca;`)({
      p: '/',
      u: (id: string) => `assets/js/${id}.js`,
    }) as (name: string) => string;
    expect([gca('preview-core'), gca('242cf08c')]).toEqual(['/assets/js/17.js', '/assets/js/242cf08c.js']);
  });
});

type RoutesLoader = (this: {getOptions(): {lazyRouteComponent: string}}, source: string) => string;
const lazyRouteComponents = require(
  path.join(root, 'plugins/lean-route-tables/client-routes-loader.cjs'),
) as RoutesLoader;
const routesLoaderContext = {getOptions: () => ({lazyRouteComponent: '/site/lazyRouteComponent.ts'})};

describe('client-routes-loader', () => {
  // The shape core's codegen writes (see lib/framework-internals.ts), nested routes and the catch-all included.
  const routes = [
    `import React from 'react';`,
    `import ComponentCreator from '@docusaurus/ComponentCreator';`,
    ``,
    `export default [`,
    `  {`,
    `    path: '/api',`,
    `    component: ComponentCreator('/api', 'fa4'),`,
    `    routes: [`,
    `      {`,
    `        path: '/api/2d/components/Rect',`,
    `        component: ComponentCreator('/api/2d/components/Rect', '929'),`,
    `        exact: true,`,
    `        sidebar: "api"`,
    `      }`,
    `    ]`,
    `  },`,
    `  {`,
    `    path: '*',`,
    `    component: ComponentCreator('*'),`,
    `  },`,
    `];`,
  ].join('\n');

  it('turns every component into a getter that creates it on first use', () => {
    const lazy = lazyRouteComponents.call(routesLoaderContext, routes);
    expect(lazy.split('\n')[0]).toBe(`import lazyRouteComponent from "/site/lazyRouteComponent.ts";`);
    expect(lazy).not.toContain('ComponentCreator(');
    expect(lazy).toContain(`get component() { return lazyRouteComponent('/api', 'fa4'); },`);
    expect(lazy).toContain(`get component() { return lazyRouteComponent('/api/2d/components/Rect', '929'); },`);
    expect(lazy).toContain(`get component() { return lazyRouteComponent('*'); },`);
  });

  it('fails the build when the routes no longer look the way it expects', () => {
    expect(() =>
      lazyRouteComponents.call(routesLoaderContext, 'export default [{path: "/", component: C("/")}];'),
    ).toThrowError(/format of Docusaurus routes\.js changed/);
    expect(() =>
      lazyRouteComponents.call(routesLoaderContext, `[{component: ComponentCreator('/a', 'b')}, ComponentCreator(x)]`),
    ).toThrowError(/format of Docusaurus routes\.js changed/);
  });
});
