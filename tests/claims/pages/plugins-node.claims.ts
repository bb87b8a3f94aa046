import {expect} from 'vitest';

import {defineClaims, type Claim} from '../claim';
import {typeErrors} from './plugins-runtime.claims';

const PAGE = 'docs/advanced/plugins/node.mdx';

/** A module of a project's `src/`, with the project declarations the template references. */
function projectModule(body: string): string {
  return `/// <reference types="@canvas-commons/core/project" />\n${body}\n`;
}

/**
 * The import `specifier` has the declared type `type`: its default export can be used as one, and it is not `any`
 * (it cannot be used as a number, which `type` is not).
 */
function declaredAs(specifier: string, type: string): void {
  const imported = `import value from '${specifier}';\n`;
  expect(
    typeErrors(
      projectModule(
        `${imported}export const typed: ${type} = value;\nexport const back: typeof value = null as unknown as ${type};`,
      ),
    ),
  ).toEqual([]);
  expect(typeErrors(projectModule(`${imported}export const wrong: number = value;`))).not.toEqual([]);
}

const claims: Claim[] = [
  {
    quote: '| a scene file with the `?scene` suffix, such as `./scenes/example?scene` | a scene description for',
    claim: 'a ?scene import is declared as a full scene description, which makeProject takes in scenes',
    check: () => {
      declaredAs('./scenes/example?scene', "import('@canvas-commons/core').FullSceneDescription");
      expect(
        typeErrors(
          projectModule(
            "import {makeProject} from '@canvas-commons/core';\nimport example from './scenes/example?scene';\n" +
              'export default makeProject({scenes: [example]});',
          ),
        ),
      ).toEqual([]);
    },
  },
  {
    quote: '| an image with the `?img` suffix | a promise of a loaded `HTMLImageElement` |',
    claim: 'a ?img import is declared as Promise<HTMLImageElement>',
    check: () => declaredAs('./images/photo.png?img', 'Promise<HTMLImageElement>'),
  },
  {
    quote: '| a path with the `?anim` suffix | a promise of a list of loaded `HTMLImageElement`s |',
    claim: 'an ?anim import is declared as Promise<HTMLImageElement[]>',
    check: () => declaredAs('./frames/walk?anim', 'Promise<HTMLImageElement[]>'),
  },
  {
    quote: '| a `.csv` file | `unknown` |',
    claim: 'a .csv import is declared as unknown',
    check: () => {
      // unknown takes any value but can be used as nothing else.
      expect(
        typeErrors(
          projectModule(
            "import data from './data/table.csv';\nexport const typed: unknown = data;\nexport const back: typeof data = 42 as unknown;",
          ),
        ),
      ).toEqual([]);
      expect(
        typeErrors(projectModule("import data from './data/table.csv';\nexport const wrong: string = data;")),
      ).not.toEqual([]);
    },
  },
];

const VITE =
  'about Vite and the Vite plugin (@canvas-commons/vite-plugin), which are not installed here; read in the 0.3.1 source';

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {quote: 'is served by the Vite development server, and `vite build` bundles your project.', reason: VITE},
    {
      quote:
        'Projects created with `npm init @canvas-commons` (the `@canvas-commons/create` package) get a `vite.config.ts` like',
      reason: 'about the project generator (@canvas-commons/create), not installed here; read in its 0.3.1 source',
    },
    {
      quote: "The plugin's default export is a function that returns the plugin (an array of Vite plugins).",
      reason: VITE,
    },
    {quote: 'TypeScript projects can leave it out, and the JavaScript template passes', reason: VITE},
    {quote: 'In version 0.3.1 the plugin handles', reason: VITE},
    {
      quote: '| a `.glsl` file | the shader source as a string, with `#include` lines resolved',
      reason: "the #include resolution is the Vite plugin's transform; the shaders page covers it",
    },
    {
      quote:
        'The plugin also stores editor data, such as time events and scene seeds, in `.meta` files next to your scenes.',
      reason: VITE,
    },
    {
      quote: 'A plugin is an object with a `name` and hooks from the Vite and',
      reason: 'the Vite and Rollup plugin APIs; needs Vite',
    },
    {
      quote: 'Node.js, so they can use the file system and any npm package',
      reason: 'the Vite and Rollup plugin APIs; needs Vite',
    },
    {
      quote: '`define` replaces the names with the given JavaScript expressions',
      reason: "Vite's define option; needs a Vite build",
    },
    {
      quote: 'The `config` hook runs once when the development server starts',
      reason: "Vite's config hook; needs a Vite server",
    },
    {
      quote: 'below shows a small caption in the bottom-left corner',
      reason: 'the example reads constants only a Vite build defines',
    },
    {
      quote: 'meant for the browser and are type-checked with the browser settings',
      reason: "about the template's tsconfig.json, which is not installed here",
    },
    {
      quote: 'The `configureServer` hook receives the development server; its',
      reason: 'the Vite plugin API; needs a Vite server',
    },
    {
      quote: 'With `resolveId` and `load`, an import such as `virtual:photo-list` can return code',
      reason: 'the Vite plugin API; needs Vite',
    },
    {quote: 'The `transform` hook rewrites modules as they are loaded', reason: 'the Vite plugin API; needs Vite'},
    {
      quote: '`handleHotUpdate` decides which modules to reload when a file changes on disk.',
      reason: 'the Vite plugin API; needs a Vite server',
    },
  ],
});
