import {expect, vi} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import plugins, {makeScene2DAddsTheEditorPlugin, twoDEditorPluginSource} from './plugins.claims';
import {boot} from './plugins-runtime.claims';

const PAGE = 'docs/advanced/plugins/editor.mdx';

const claims: Claim[] = [
  {
    quote: 'The scene graph tab and the node inspector you see in every',
    claim:
      "makeScene2D lists '@canvas-commons/2d/editor', an editor plugin with the scene graph tab and the node inspector",
    check: makeScene2DAddsTheEditorPlugin,
  },
  {
    quote:
      'When the editor starts, it imports every string in `plugins` through the Vite development server and calls the',
    claim: "the editor's bootstrap imports each string plugin from the dev server's /@id/ path",
    check: async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const {logs} = await boot(['my-editor-plugin', 'other-editor-plugin'], {editor: true});
        // In Node there is no dev server, so each import fails; the failures name what was imported.
        expect(logs.map(({message}) => message).sort()).toEqual([
          expect.stringContaining('Failed to load plugin "my-editor-plugin"'),
          expect.stringContaining('Failed to load plugin "other-editor-plugin"'),
        ]);
        expect(logs.map(({message}) => message).join(' ')).toContain('/@id/my-editor-plugin');
      } finally {
        errors.mockRestore();
      }
    },
  },
  {
    quote: 'Outside the editor, strings are skipped.',
    claim: "a build's bootstrap leaves string plugins out without trying to load them",
    check: checkOf(plugins.claims, 'a **string** is a module specifier that only the editor loads, at startup.'),
  },
  {
    quote: "The 2D plugin uses the key `@canvas-commons/2d/node-inspector` with a node's key as the payload.",
    claim:
      "the 2d editor plugin's inspector key is '@canvas-commons/2d/node-inspector', and it selects a node with its key as payload",
    check: () => {
      const source = twoDEditorPluginSource();
      expect(source).toContain("const NodeInspectorKey = '@canvas-commons/2d/node-inspector';");
      expect(source).toMatch(/inspection\.value = \{ key: NodeInspectorKey, payload: nodeKey \}/);
      expect(source).toMatch(/scene\.value\?\.getNode\(payload\)/);
    },
  },
];

const EDITOR = 'needs the editor (@canvas-commons/editor), which is not installed here; read in its 0.3.1 source';

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote: 'version 0.3.1 of the editor package ships without type declarations for its exports',
      reason: 'about the published editor package, which is not installed here',
    },
    {quote: 'The editor is written with [Preact](https://www.npmjs.com/package/preact)', reason: EDITOR},
    {quote: 'An editor plugin is created with `makeEditorPlugin`, which, like', reason: EDITOR},
    {quote: '| `tabs` | list of `{name, tabComponent, paneComponent}` |', reason: EDITOR},
    {quote: '| `inspectors` | list of `{key, component}` |', reason: EDITOR},
    {quote: '| `previewOverlay` | `{drawHook, component}` |', reason: EDITOR},
    {quote: '| `presenterOverlay` | `{drawHook}` |', reason: EDITOR},
    {quote: '| `provider` | a component receiving `children` |', reason: EDITOR},
    {quote: '| `shortcuts` | list of shortcut sets from `makeShortcuts` |', reason: EDITOR},
    {quote: 'An editor plugin is also a [runtime plugin](/docs/plugins/runtime): it can use the', reason: EDITOR},
    {quote: 'For plugins whose name does not start with `@canvas-commons`, the editor treats', reason: EDITOR},
    {
      quote: 'the plugin still loads, but the editor logs an error listing the experimental hooks it uses',
      reason: EDITOR,
    },
    {
      quote: 'Your production build therefore',
      reason: 'about what Vite puts in a build; needs Vite and the Vite plugin',
    },
    {
      quote: 'The string is a module specifier, resolved like an import of a package',
      reason: 'resolved by the Vite dev server, which is not run here',
    },
    {quote: 'The editor prefixes the name with the plugin', reason: EDITOR},
    {quote: '`tabComponent` renders the button in the sidebar.', reason: EDITOR},
    {quote: '`paneComponent` renders the panel that opens when the button is active.', reason: EDITOR},
    {quote: 'Inside components, `useApplication()` returns the editor', reason: EDITOR},
    {quote: 'Hooks such as `useScenes()`, `useCurrentScene()`, `useCurrentFrame()`,', reason: EDITOR},
    {quote: '`previewOverlay.drawHook` is a Preact hook, called while the preview renders', reason: EDITOR},
    {quote: 'editor calls that function with the 2D context of a transparent canvas', reason: EDITOR},
    {quote: 'The overlay is redrawn whenever the returned function changes', reason: EDITOR},
    {quote: '`previewOverlay.component` wraps the preview area.', reason: EDITOR},
    {quote: '`presenterOverlay.drawHook` works the same way on top of presentation mode.', reason: EDITOR},
    {quote: 'The editor keeps one current inspection, a signal holding', reason: EDITOR},
    {quote: 'happens when you click the inspect button of a log message', reason: EDITOR},
    {quote: 'the editor shares one page with all plugins', reason: EDITOR},
  ],
});
