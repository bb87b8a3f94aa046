import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

import {makeScene2D} from '@canvas-commons/2d';
import {makePlugin, type Plugin} from '@canvas-commons/core';
import {expect, vi} from 'vitest';

import {defineClaims, type Claim} from '../claim';
import {boot, recording} from './plugins-runtime.claims';

const PAGE = 'docs/advanced/plugins/index.mdx';

/** The compiled editor plugin of the 2d package, the module `@canvas-commons/2d/editor` names, as text. */
export function twoDEditorPluginSource(): string {
  const file = createRequire(import.meta.url).resolve('@canvas-commons/2d/editor');
  return readFileSync(file, 'utf8');
}

/**
 * `makeScene2D` lists `@canvas-commons/2d/editor`, and that module (installed with the 2d package) is an editor
 * plugin with one tab, the scene graph, and one inspector, the node inspector. The editor package itself is not
 * installed, so the module is read, not run.
 */
export function makeScene2DAddsTheEditorPlugin(): void {
  expect(makeScene2D(function* () {}).plugins).toEqual(['@canvas-commons/2d/editor']);
  const source = twoDEditorPluginSource();
  const plugin = /makeEditorPlugin\(\(\) => \{\s*return \{([\s\S]*?)\};\s*\}\);/.exec(source)?.[1];
  if (!plugin) throw new Error('the 2d editor module no longer makes its plugin with makeEditorPlugin');
  expect(plugin).toMatch(/tabs: \[SceneGraphTabConfig\]/);
  expect(plugin).toMatch(/inspectors: \[NodeInspectorConfig\]/);
  expect(source).toMatch(/jsx\(Tab, \{[^}]*title: "Scene Graph"/);
  expect(source).toMatch(/const NodeInspectorConfig = \{\s*key: NodeInspectorKey,/);
  expect(source).toMatch(/jsxs?\(Pane, \{ title: "Node Inspector"/);
}

/**
 * The editor loads a string of `plugins` at startup (editorBootstrap imports it from the dev server; in Node that
 * import fails, and the failure it logs shows it was tried), while a build's bootstrap skips it without a word.
 */
export async function stringsOnlyLoadInTheEditor(): Promise<void> {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const built = await boot(['my-editor-plugin']);
    expect(built.project.plugins.map((plugin) => plugin.name)).toEqual(['@canvas-commons/core/default']);
    expect(built.logs).toEqual([]);
    const editor = await boot(['my-editor-plugin'], {editor: true});
    expect(editor.logs.map(({message}) => message)).toEqual([
      expect.stringContaining('Failed to load plugin "my-editor-plugin"'),
    ]);
    expect(errors.mock.calls.length).toBeGreaterThan(0);
  } finally {
    errors.mockRestore();
  }
}

const claims: Claim[] = [
  {
    quote: 'is bundled with the project and active',
    claim:
      'a plugin object is part of the project, hooks called, both in a build (bootstrap, which the players run) and in the editor (editorBootstrap)',
    check: async () => {
      for (const editor of [false, true]) {
        const calls: Array<{plugin: string; hook: string; arg: unknown}> = [];
        const plugin = recording('my-plugin', calls);
        const {project} = await boot([makePlugin(plugin)()], {editor});
        expect(project.plugins).toContain(plugin);
        expect(calls.map(({hook}) => hook)).toEqual(['settings', 'exporters', 'project']);
      }
    },
  },
  {
    quote: 'a **string** is a module specifier that only the editor loads, at startup.',
    claim: 'a string plugin is imported by the editor bootstrap only; a build skips it',
    check: stringsOnlyLoadInTheEditor,
  },
  {
    quote: 'Every scene created with [`makeScene2D`](/api/2d/scenes/makeScene2D) adds the',
    claim:
      "makeScene2D's scenes list '@canvas-commons/2d/editor', a plugin with the scene graph tab and the node inspector",
    check: makeScene2DAddsTheEditorPlugin,
  },
  {
    quote: 'If two plugins share a name, only the first one is used',
    claim: 'of two plugins with one name, only the first is in the project and has its hooks called',
    check: async () => {
      const calls: Array<{plugin: string; hook: string; arg: unknown}> = [];
      const first: Plugin = {...recording('shared', calls)};
      const second: Plugin = {
        name: 'shared',
        project: () => void calls.push({plugin: 'second', hook: 'project', arg: 0}),
      };
      const {project} = await boot([first, second]);
      expect(project.plugins.filter((plugin) => plugin.name === 'shared')).toEqual([first]);
      expect(calls.some(({plugin}) => plugin === 'second')).toBe(false);
    },
  },
];

const EDITOR = 'the editor (@canvas-commons/editor) is not installed here; read in its 0.3.1 source';
const VITE = 'about the Vite plugin and Vite, which are not installed here; read in the 0.3.1 source';

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote: '| [Runtime plugin](/docs/plugins/runtime) | the browser, next to your scenes |',
      reason: 'where the hooks run is the subject of the runtime plugins page, whose claims check them in Node',
    },
    {quote: '| [Vite plugin](/docs/plugins/node) | Node.js, inside Vite |', reason: VITE},
    {quote: '| [Editor plugin](/docs/plugins/editor) | the browser, inside the editor |', reason: EDITOR},
    {quote: 'An editor plugin is also a runtime plugin (it can use the same hooks)', reason: EDITOR},
    {quote: 'Vite plugins are not listed in the project file', reason: VITE},
    {
      quote:
        'Several editor plugin features (tabs, overlays, inspectors, shortcuts and providers) count as experimental',
      reason: EDITOR,
    },
  ],
});
