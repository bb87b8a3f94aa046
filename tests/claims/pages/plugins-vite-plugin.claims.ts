import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

import {expect} from 'vitest';

import {defineClaims, type Claim} from '../claim';

const PAGE = 'docs/advanced/plugins/vite-plugin.mdx';

/**
 * Every sentence of this page is about @canvas-commons/vite-plugin (and the ffmpeg package), run by Vite in Node.js;
 * neither is installed here, so none can run. They were read against the 0.3.1 source of those packages.
 */
const VITE = 'about the Vite plugin, which is not installed here (needs Vite); read in its 0.3.1 source';
const SERVER =
  'needs a running Vite development server with the Vite plugin, which is not installed here; read in its 0.3.1 source';
const BUILD = 'needs a Vite build with the Vite plugin, which is not installed here; read in its 0.3.1 source';
const FFMPEG = 'about @canvas-commons/ffmpeg and the Vite server, not installed here; read in their 0.3.1 source';

/**
 * The sub-folders of a render are chosen in the core, which sends them with each frame to the Vite plugin (only when
 * Vite's hot-module API is there, so the sending cannot run in Node); the plugin joins them to the output folder. The
 * core's shipped code is read for the folders it names.
 */
const claims: Claim[] = [
  {
    quote: 'goes into a folder named after the project (one more level per scene',
    claim:
      'the image sequence is sent with sub-folder [project] or [project, scene] when grouped by scene; a still with [still, project]',
    check: () => {
      const core = readFileSync(createRequire(import.meta.url).resolve('@canvas-commons/core'), 'utf8');
      expect(core).toContain('this.projectName = settings.name;');
      expect(core).toContain('subDirectories: this.groupByScene ? [this.projectName, sceneName] : [this.projectName]');
      expect(core).toContain('subDirectories: ["still", this.project.name]');
    },
  },
];

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {quote: '`@canvas-commons/vite-plugin` turns a Vite project into a Canvas Commons project', reason: VITE},
    {
      quote: 'The package needs Node.js 20.19 or newer and Vite 4, 5, 7 or 8',
      reason: "the vite plugin's package.json, not installed here",
    },
    {
      quote:
        'The default export is a function that takes one optional object of options and returns an **array** of Vite plugins.',
      reason: VITE,
    },
    {quote: 'Vite flattens nested arrays', reason: 'Vite behaviour; Vite is not run here'},
    {quote: "| `project` | `string \\| string[]` | `'./src/project.ts'` |", reason: VITE},
    {quote: "| `output` | `string` | `'./output'` |", reason: VITE},
    {quote: '| `bufferedAssets` | `RegExp \\| false` | `/^$/` |', reason: VITE},
    {quote: "| `editor` | `string` | `'@canvas-commons/editor'` |", reason: VITE},
    {quote: '| `proxy` | `boolean \\| CorsProxyPluginConfig` | off |', reason: VITE},
    {quote: '| `buildForEditor` | `boolean` | `false` |', reason: VITE},
    {quote: 'A path is resolved from the folder Vite runs in.', reason: VITE},
    {quote: "An entry that is a glob pattern, such as `'./src/projects/*.ts'`, is", reason: VITE},
    {quote: 'its **name** is the `name` field of its `.meta` file', reason: VITE},
    {quote: 'its **address** is the path without the extension', reason: SERVER},
    {quote: 'With one project, the root address opens the editor on it.', reason: SERVER},
    {quote: 'A production build (`vite build`) gets one entry point per project.', reason: BUILD},
    {quote: 'Resolved from the folder Vite runs in.', reason: SERVER},
    {quote: 'Missing folders are created.', reason: SERVER},
    {quote: 'action opens this folder in the system', reason: SERVER},
    {quote: 'A regular expression tested against the URL of every request to the development server.', reason: SERVER},
    {quote: 'The default, `/^$/`, only matches an empty URL', reason: SERVER},
    {quote: '`false` turns the check off altogether.', reason: SERVER},
    {quote: "A module specifier, resolved with Node.js's resolution from the folder Vite runs in.", reason: VITE},
    {quote: 'must export two functions: `editor(project)`', reason: VITE},
    {quote: 'Off unless set. `true`, or an object of options, adds a route', reason: SERVER},
    {quote: 'The server fetches it (following', reason: SERVER},
    {quote: '`GET` requests are answered.', reason: SERVER},
    {quote: "| `allowedMimeTypes` | `['image/*', 'video/*']` |", reason: SERVER},
    {quote: '| `allowListHosts` | `[]` |', reason: SERVER},
    {quote: 'A remote answer without a `Content-Type` or a `Content-Length` header is refused.', reason: SERVER},
    {quote: 'environment variables for the browser code: `VITE_MC_PROXY_ENABLED`', reason: VITE},
    {quote: 'Normally `vite build` bundles the projects to run on their own', reason: BUILD},
    {quote: 'With `buildForEditor: true`, the built', reason: BUILD},
    {quote: '| `server.port` | `9000`', reason: VITE},
    {quote: "| `build.target` | `'es2020'`", reason: VITE},
    {quote: "| `build.assetsDir` | `'./'`", reason: VITE},
    {quote: '| `build.rollupOptions.input` | one entry per project |', reason: VITE},
    {quote: '| `oxc.jsx` | the automatic runtime from `@canvas-commons/2d`', reason: VITE},
    {quote: "It also adjusts Vite's dependency pre-bundling", reason: VITE},
    {quote: 'Next to each project file, `<name>.meta` is created', reason: SERVER},
    {quote: "The editor's settings that apply to every project, in your home folder.", reason: SERVER},
    {quote: 'the plugin waits one second', reason: SERVER},
    {quote: 'Such a plugin is an ordinary Vite plugin object with one', reason: VITE},
    {quote: 'the type `Plugin` (a Vite plugin with that member) and `isPlugin(value)`', reason: VITE},
    {quote: '| `entryPoint` | yes |', reason: VITE},
    {quote: '| `runtimeConfig()` | no |', reason: VITE},
    {quote: '| `config(config)` | no |', reason: VITE},
    {quote: '- `projects`: one entry per project, with `name`, `fileName`', reason: VITE},
    {quote: '- `output`: the absolute path of the output folder.', reason: VITE},
    {quote: 'The Canvas Commons plugin looks for these members when Vite has resolved its configuration', reason: VITE},
    {quote: 'It calls each `config` hook in', reason: VITE},
    {quote: "In 0.3.1, the plugin's own parts", reason: VITE},
    {quote: '`plugins` returns a Vite plugin whose `[PLUGIN_OPTIONS]` has:', reason: FFMPEG},
    {quote: "- `entryPoint: '@canvas-commons/ffmpeg/client'`", reason: FFMPEG},
    {quote: '- a `config` hook that only stores the configuration', reason: FFMPEG},
    {quote: "The same object also has Vite's own `configureServer` hook.", reason: FFMPEG},
    {quote: 'This is why video export works under', reason: FFMPEG},
  ],
});
