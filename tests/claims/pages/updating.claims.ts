import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import * as twoD from '@canvas-commons/2d';
import {Icon, Img, Node, Rect, SVG, makeScene2D, type Txt} from '@canvas-commons/2d';
import * as core from '@canvas-commons/core';
import {SignalContext, createSceneMetadata, loop, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims} from '../claim';
import {jsx} from '../reading';
import {runScene, pageExample} from '../harness';
import {buildProject, plainScene} from '../project';
import {failedImageLog, runGeometry} from '../stand-in-scenes';
import {mediaFile} from '../stand-ins/media';
import projectVariables from './project-variables.claims';

const PAGE = 'docs/migration/updating.mdx';
const require = createRequire(import.meta.url);
const INSTALLED = ['@canvas-commons/core', '@canvas-commons/2d', '@canvas-commons/player'];

/** The package.json of an installed package. */
function manifest(name: string): Record<string, unknown> & {
  version: string;
  exports: Record<string, unknown>;
  engines: Record<string, string>;
  dependencies?: Record<string, string>;
} {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as never;
}

/** The folder of an installed package. */
function folder(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** Whether Node's resolver finds `specifier` (with the packages' exports maps). */
function resolves(specifier: string): boolean {
  try {
    require.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

/** Deep paths of Motion Canvas projects and of earlier releases, which the exports maps no longer allow. */
const DEEP_PATHS = [
  '@canvas-commons/core/scenes',
  '@canvas-commons/core/lib/tweening',
  '@canvas-commons/core/lib/index.js',
  '@canvas-commons/2d/components',
  '@canvas-commons/2d/lib/components',
  '@canvas-commons/2d/lib/index.js',
];

export default defineClaims(
  PAGE,
  [
    {
      quote: 'packages are released together with matching version numbers (core, 2d, editor and player',
      claim: 'the installed core, 2d and player are all 0.3.1 (the editor is not installed here)',
      check: () => {
        expect(INSTALLED.map((name) => manifest(name).version)).toEqual(['0.3.1', '0.3.1', '0.3.1']);
      },
    },
    {
      quote: 'They also depend on each other: `@canvas-commons/2d` and the editor are built',
      claim: '2d depends on the core at its own version (the editor is not installed here)',
      check: () => {
        const two = manifest('@canvas-commons/2d');
        expect(two.dependencies?.['@canvas-commons/core']).toBe(`^${two.version}`);
        // The core it runs with is that version.
        expect(manifest('@canvas-commons/core').version).toBe(two.version);
      },
    },
    {
      quote:
        'Version 0.3.1 requires Node.js 20.19 or newer; check the `engines` field of the packages when you update, and',
      claim: 'the engines field of core, 2d and player asks for Node.js >=20.19.0',
      check: () => {
        for (const name of INSTALLED) expect(manifest(name).engines.node, name).toBe('>=20.19.0');
      },
    },
    {
      quote: 'Each package now declares its public files in an `exports` map, and everything is imported',
      claim:
        'core and 2d export their root and only the listed subpaths; deep paths do not resolve; only core and 2d ship tsconfig.project.json',
      check: () => {
        expect(Object.keys(manifest('@canvas-commons/core').exports).sort()).toEqual(
          ['.', './package.json', './project', './shaders/*', './tsconfig.project.json'].sort(),
        );
        expect(Object.keys(manifest('@canvas-commons/2d').exports).sort()).toEqual(
          ['.', './editor', './jsx-dev-runtime', './jsx-runtime', './package.json', './tsconfig.project.json'].sort(),
        );
        expect(Object.keys(manifest('@canvas-commons/player').exports).sort()).toEqual(['.', './package.json']);
        for (const specifier of DEEP_PATHS) expect(resolves(specifier), specifier).toBe(false);
        for (const specifier of [
          '@canvas-commons/core',
          '@canvas-commons/2d',
          '@canvas-commons/2d/jsx-runtime',
          '@canvas-commons/2d/jsx-dev-runtime',
          '@canvas-commons/core/shaders/common.glsl',
          '@canvas-commons/core/tsconfig.project.json',
          '@canvas-commons/2d/tsconfig.project.json',
          '@canvas-commons/player/package.json',
        ]) {
          expect(resolves(specifier), specifier).toBe(true);
        }
        expect(resolves('@canvas-commons/player/tsconfig.project.json')).toBe(false);
        expect(twoD.Circle).toBeDefined();
      },
    },
    {
      quote: 'The `remarks` of a [`LogPayload`](/api/core/app/LogPayload) are now markdown source, no longer',
      claim:
        "core's remarks are markdown (backticks, no HTML tags); the 2D package's Failed to load an image remarks hold HTML tags",
      check: async () => {
        const run = await runScene(function* () {
          yield* loop(() => waitFor(0.1));
        });
        const remarks = run.logs.map((log) => log.remarks ?? '').join('\n');
        expect(remarks).toContain('`');
        expect(remarks).not.toMatch(/<\/?[a-z]+[^>]*>/);
        expect((await failedImageLog(mediaFile('missing.png'))).remarks).toMatch(/<code>/);
      },
    },
    {
      quote:
        'Canvas Commons keeps the programming model of Motion Canvas: scenes are generator functions, nodes are created with',
      claim: 'a scene is made from a generator function, JSX creates nodes, and node properties are signals',
      check: async () => {
        const description = makeScene2D(function* () {
          yield;
        });
        expect(Object.getPrototypeOf(description.config).constructor.name).toBe('GeneratorFunction');
        let isNode = false;
        let isSignal = false;
        await runScene(function* (view) {
          const circle = jsx<Node>(twoD.Circle, {size: 100});
          view.add(circle);
          isNode = circle instanceof Node;
          isSignal = (circle as unknown as {x: {context: unknown}}).x.context instanceof SignalContext;
          yield;
        });
        expect(isNode).toBe(true);
        expect(isSignal).toBe(true);
      },
    },
    {
      quote:
        '2. **Rewrite the imports.** Replace `@motion-canvas/` with `@canvas-commons/` in every file under `src/`, with',
      claim:
        'deep imports do not resolve; their names come from the root of core and 2d; jsx-runtime and shaders resolve',
      check: () => {
        for (const specifier of DEEP_PATHS) expect(resolves(specifier), specifier).toBe(false);
        for (const name of ['tween', 'easeInOutCubic', 'createSignal', 'all', 'waitFor', 'Vector2']) {
          expect(name in core, name).toBe(true);
        }
        for (const name of ['Circle', 'Rect', 'Txt', 'Layout', 'Line', 'makeScene2D'])
          expect(name in twoD, name).toBe(true);
        expect(resolves('@canvas-commons/2d/jsx-runtime')).toBe(true);
        expect(resolves('@canvas-commons/core/shaders/common.glsl')).toBe(true);
      },
    },
    {
      quote: 'It sets JSX to come from `@canvas-commons/2d`.',
      claim: "2d's tsconfig.project.json sets jsxImportSource to @canvas-commons/2d and extends the core's",
      check: () => {
        const config = JSON.parse(
          readFileSync(require.resolve('@canvas-commons/2d/tsconfig.project.json'), 'utf8'),
        ) as {
          extends: string;
          compilerOptions: Record<string, string>;
        };
        expect(config.compilerOptions.jsxImportSource).toBe('@canvas-commons/2d');
        expect(config.compilerOptions.jsx).toBe('react-jsx');
        expect(config.extends).toBe('@canvas-commons/core/tsconfig.project.json');
      },
    },
    {
      quote: 'These types describe the `?scene`, `?img` and `.glsl` imports.',
      claim: "the core's project types declare the *?scene, *?img and *.glsl modules",
      check: () => {
        const types = readFileSync(path.join(folder('@canvas-commons/core'), 'project.d.ts'), 'utf8');
        for (const pattern of ['*?scene', '*?img', '*.glsl']) expect(types).toContain(`declare module '${pattern}'`);
        expect((manifest('@canvas-commons/core').exports['./project'] as {types: string}).types).toBe('./project.d.ts');
      },
    },
    {
      quote:
        '6. **Update shader includes and the player element.** If you wrote [shaders](/docs/shaders), change their include',
      claim:
        '@canvas-commons/core/shaders/common.glsl resolves to a GLSL file, and @canvas-commons/player registers <canvas-commons-player>',
      check: async () => {
        const shader = readFileSync(require.resolve('@canvas-commons/core/shaders/common.glsl'), 'utf8');
        expect(shader).toMatch(/uniform\s+\w+\s+\w+;/);
        await checkOf(projectVariables.claims, 'custom element, which plays a built')();
      },
    },
    {
      quote: 'They store time events, scene seeds and project',
      claim: 'a scene meta holds timeEvents and seed; a project meta holds shared and rendering settings',
      check: () => {
        const scene = createSceneMetadata();
        expect(Object.keys(scene.get())).toEqual(expect.arrayContaining(['timeEvents', 'seed']));
        const project = buildProject('updating', [plainScene('scene', function* () {})]);
        expect(Object.keys(project.meta.get())).toEqual(expect.arrayContaining(['shared', 'rendering']));
        expect(Object.keys(project.meta.get().shared as object)).toEqual(
          expect.arrayContaining(['background', 'range', 'size']),
        );
      },
    },
    {
      quote:
        'of layout nodes is called `anchor` (with `anchorX` and `anchorY`) in Canvas Commons, so `offset={[-1, -1]}`',
      claim: 'layout nodes have anchor, set also through anchorX and anchorY props, and no offset',
      check: async () => {
        let result: unknown[] = [];
        await runGeometry(function* (view) {
          const box = new Rect({anchorX: -1, anchorY: 0.5} as never);
          view.add(box);
          result = [box.anchor().toArray(), 'offset' in box, 'anchor' in box];
          yield;
        });
        expect(result).toEqual([[-1, 0.5], false, true]);
      },
    },
    {
      quote:
        'When the scene plays, the text starts at the top-left corner of the frame, because its own top-left corner is placed',
      claim:
        'the example text has anchor (-1, -1) at (-900, -480), in the top-left corner of the 1920×1080 frame; such an anchor puts the top-left corner at the position',
      check: async () => {
        const scene = pageExample(PAGE, 'src/scenes/corner.tsx');
        const found: unknown[] = [];
        await runGeometry(function* (view) {
          const body = scene(view);
          body.next();
          const text = view.children()[0] as Txt;
          found.push(text.anchor().toArray(), text.position().toArray());
          const box = new Rect({position: [-900, -480], anchor: [-1, -1], size: [300, 80]});
          view.add(box);
          found.push(box.topLeft().toArray());
          yield;
        });
        expect(found).toEqual([
          [-1, -1],
          [-900, -480],
          [-900, -480],
        ]);
        // Within 60 px of the frame's top-left corner, (-960, -540) in a 1920×1080 view.
        const [x, y] = found[1] as [number, number];
        expect(x - -960).toBeLessThanOrEqual(60);
        expect(y - -540).toBeLessThanOrEqual(60);
      },
    },
    {
      quote: 'The older code component of Motion Canvas is not part of Canvas Commons. Use',
      claim: '2d exports no CodeBlock; Code has a code signal that tweens',
      check: async () => {
        expect('CodeBlock' in twoD).toBe(false);
        let tweened = '';
        await runGeometry(function* (view) {
          const code = new twoD.Code({code: 'a'});
          view.add(code);
          yield* code.code('b', 0.2);
          tweened = code.code().fragments.join('');
        });
        expect(tweened).toBe('b');
      },
    },
    {
      quote: 'now extends [`SVG`](/api/2d/components/SVG) instead',
      claim:
        'Icon extends SVG, not Img; it has icon and color, and none of src, alpha, smoothing, getColorAtPoint, getPixelColor',
      check: () => {
        expect(Icon.prototype).toBeInstanceOf(SVG);
        expect(Icon.prototype).not.toBeInstanceOf(Img);
        const icon = Object.keys(twoD.getPropertiesOf(Icon.prototype));
        const img = Object.keys(twoD.getPropertiesOf(Img.prototype));
        expect(icon).toEqual(expect.arrayContaining(['icon', 'color']));
        for (const name of ['src', 'alpha', 'smoothing']) {
          expect(img, `${name} on Img`).toContain(name);
          expect(icon, name).not.toContain(name);
        }
        for (const name of ['getColorAtPoint', 'getPixelColor']) {
          expect(name in Img.prototype, `${name} on Img`).toBe(true);
          expect(name in Icon.prototype, name).toBe(false);
        }
      },
    },
    {
      quote: 'is built on chroma.js 3. If your own code imports `chroma-js` or',
      claim: 'the core depends on chroma-js 3 and the installed chroma-js is 3.x',
      check: () => {
        expect(manifest('@canvas-commons/core').dependencies?.['chroma-js']).toMatch(/^\^3\./);
        const coreRequire = createRequire(require.resolve('@canvas-commons/core'));
        const entry = coreRequire.resolve('chroma-js');
        const root = entry.slice(0, entry.lastIndexOf(`${path.sep}chroma-js${path.sep}`) + '/chroma-js'.length);
        const chroma = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {version: string};
        expect(chroma.version).toMatch(/^3\./);
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: '`CHANGELOG.md` describing what changed in every release.',
        reason: 'the changelogs live in the repository, not in the installed packages',
      },
      {
        quote: 'Mixing versions can',
        reason: 'needs two installed versions of the core side by side',
      },
      {
        quote: 'Every line of the output should show the same version.',
        reason: 'about the output of npm ls, which is not run here',
      },
      {
        quote: 'Restart the development server (`npm start`), so that Vite picks up the new packages.',
        reason: 'about the Vite dev server, which needs the CLI',
      },
      {
        quote: 'Renamed or removed APIs show up as errors with the file and',
        reason: 'about running the type checker on a project',
      },
      {
        quote:
          'Open the editor and watch the console tab: deprecation warnings and errors about experimental features appear',
        reason: "about the editor's user interface, which is not installed here",
      },
      {
        quote: 'going back is a matter of restoring',
        reason: 'about npm and version control, not the library',
      },
      {
        quote: '| 0.3.1 | The Vite plugin pre-bundles a dependency',
        reason: 'about the Vite plugin, which is not installed here',
      },
      {
        quote: '| 0.3.0 | The Vite plugin makes Vite use one copy of Preact',
        reason: 'about the Vite plugin and the editor, which are not installed here',
      },
      {
        quote: '| 0.2.2 | A spacing fix in the editor',
        reason: 'about the editor and the project generator, which are not installed here',
      },
      {
        quote: '| 0.2.1 | `npm init @canvas-commons` works again',
        reason: 'about the project generator (npm init), which is not installed here',
      },
      {
        quote: '**The editor package.** `@canvas-commons/ui` is now `@canvas-commons/editor`',
        reason: 'about the editor package, which is not installed here',
      },
      {
        quote: '**Node.js and Vite.** The packages need Node.js 20.19 or newer.',
        reason:
          'the Vite ranges are those of the Vite plugin and the template, not installed; the Node.js range is checked above',
      },
      {
        quote: 'Most scene code moves over unchanged apart from its imports.',
        reason: 'a comparison with Motion Canvas, which is not installed here',
      },
      {
        quote: 'Note that the editor package has a new name, not just a new scope.',
        reason: 'about the editor package, which is not installed here',
      },
      {
        quote: 'Canvas Commons 0.3.1 uses Vite 8 in its project template and',
        reason: 'about the project template, which is not installed here',
      },
      {
        quote: '(the new template calls it',
        reason: 'about the project template, which is not installed here',
      },
      {
        quote: 'Import the Canvas Commons Vite plugin instead of the Motion Canvas one.',
        reason: 'about the Vite plugin, which is not installed here',
      },
      {
        quote: 'The development server stays on port 9000, as',
        reason: 'about the Vite plugin and its dev server, which need the CLI',
      },
      {
        quote: 'The type checker lists every place that needs a change.',
        reason: 'about running the type checker on a Motion Canvas project',
      },
      {
        quote:
          'Third-party Motion Canvas plugins import `@motion-canvas/*` packages and will not work with Canvas Commons as they',
        reason: 'about other packages and a second installed core',
      },
    ],
  },
);
