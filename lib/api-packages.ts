/** The library packages documented in the API reference, in generation order (2d links into core). */
export interface ApiPackage {
  pkg: 'core' | '2d';
  /** Entry point, relative to the site folder. */
  entryPoint: string;
  /** Names shown in the package index's import line. */
  importExample: string;
}

export const API_DOCS_DIR = 'api-docs';
/** The id of the docs plugin instance that serves the reference (its pages' route context names it). */
export const API_DOCS_PLUGIN_ID = 'api';
/** Written in API_DOCS_DIR once a generation is complete; the dev server watches it (see docs-plugin.ts). */
export const API_GENERATED_STAMP = '.generated';

export const API_PACKAGES: readonly ApiPackage[] = [
  {
    pkg: 'core',
    entryPoint: 'node_modules/@canvas-commons/core/lib/index.d.ts',
    importExample: 'all, createRef, tween, Vector2',
  },
  {
    pkg: '2d',
    entryPoint: 'node_modules/@canvas-commons/2d/src/lib/index.ts',
    importExample: 'makeScene2D, Circle, Rect, Txt',
  },
];
