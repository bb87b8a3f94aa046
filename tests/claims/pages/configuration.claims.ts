import {readFileSync} from 'node:fs';
import path from 'node:path';

import {Code, Rect, Txt, is, makeScene2D} from '@canvas-commons/2d';
import {
  Direction,
  Logger,
  MetaFile,
  Player,
  type ProjectMetadata,
  Renderer,
  bootstrap,
  createSceneMetadata,
  createSettingsMetadata,
  makePlugin,
  makeProject,
  slideTransition,
  useScene,
  waitFor,
  type LogPayload,
  type Plugin,
  type Project,
  type ProjectSettings,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, repositoryRoot} from '../claim';
import {pageExample, runProject, runScene, sampleScene, sceneVariables} from '../harness';
import {buildProject, plainScene} from '../project';
import {runGeometry} from '../stand-in-scenes';
import {inert, inertDom} from '../stand-ins/elements';
import {withGlobals} from '../stand-ins/globals';
import {withPlayerStubs} from '../stand-ins/player';
import {playerElement} from '../stand-ins/player';
import {setSource, withStubs} from './embed-a-project.claims';

const PAGE = 'docs/getting-started/configuration.mdx';

const VERSIONS = {core: '0.3.1', two: null, ui: null, vitePlugin: null};

/** The project the build makes of `config` (bootstrap over makeProject), named `name` as by the Vite plugin. */
function bootstrapped(
  name: string,
  config: Omit<ProjectSettings, 'scenes'> & {scenes?: ProjectSettings['scenes']},
  resolutions?: Map<string, Plugin>,
): Project {
  const scenes = config.scenes ?? [{...plainScene('scene', waitingBody(1)), onReplaced: null} as never];
  return bootstrap(
    name,
    VERSIONS,
    [],
    makeProject({...config, scenes}),
    new MetaFile('project'),
    new MetaFile('settings'),
    config.logger ?? undefined,
    resolutions,
  );
}

function waitingBody(seconds: number) {
  return function* (): ThreadGenerator {
    yield* waitFor(seconds);
  };
}

/** The order in which the renderer's playback plays a project's scenes, by name. */
async function playedOrder(project: Project): Promise<string[]> {
  return withGlobals({document: {createElement: () => inert()}}, async () => {
    const {playback} = new Renderer(project) as unknown as {
      playback: {
        recalculate(): Promise<void>;
        onScenesRecalculated: {current: Array<{name: string; firstFrame: number}>};
      };
    };
    await playback.recalculate();
    return [...playback.onScenesRecalculated.current].sort((a, b) => a.firstFrame - b.firstFrame).map(({name}) => name);
  });
}

/** What a scene reads with `useScene().variables.get('company', 'Unknown company')` in a Player of the project. */
async function companyInPlayer(variables?: Record<string, unknown>): Promise<unknown> {
  let read: unknown = 'not read';
  await withPlayerStubs(async () => {
    const scene = plainScene('intro', function* (): ThreadGenerator {
      read = useScene().variables.get('company', 'Unknown company')();
      yield* waitFor(1);
    });
    const player = new Player(buildProject('project', [scene], variables ? {variables} : {}));
    await player.playback.recalculate();
  });
  return read;
}

/** The text of the page's intro scene once shown, given the variables the Player and Renderer hand its scenes. */
async function introText(variables: Record<string, unknown>): Promise<string> {
  const intro = pageExample(PAGE, 'src/scenes/intro.tsx');
  const {samples} = await sampleScene(
    function* (view) {
      // What the Player's constructor and the Renderer's reload do with the project's variables.
      useScene().variables.updateSignals(variables);
      yield* intro(view);
    },
    (view) => view.findFirst(is(Txt))?.text(),
  );
  return samples.find(({value}) => value !== undefined)!.value!;
}

/** What a scene reads of `company` and `title` in a `<canvas-commons-player>` given `attributes`, loading `project`. */
async function readInElement(attributes: Record<string, string>): Promise<Record<string, unknown>> {
  let read: Record<string, unknown> = {};
  await withStubs(async () => {
    const scene = plainScene('intro', function* (): ThreadGenerator {
      const variables = useScene().variables;
      read = {company: variables.get('company', 'Unknown company')(), title: variables.get('title', 'Untitled')()};
      yield* waitFor(1);
    });
    const project = buildProject('project', [scene], {variables: {company: 'Example Corp', title: 'Hello'}});
    const Element = await playerElement();
    const element = new Element();
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    await setSource(element, project);
    await element.player!.playback.recalculate();
  });
  return read;
}

const coreTypes = () =>
  readFileSync(path.join(repositoryRoot, 'node_modules/@canvas-commons/core/lib/index.d.ts'), 'utf8');

/** The options of ProjectSettings in core's types: scenes required; variables, audio, plugins, the flag optional. */
function projectSettingsFields(): void {
  const types = coreTypes();
  const start = types.indexOf('interface ProjectSettings {');
  const body = types.slice(start, types.indexOf('\n}', start));
  expect(body).toMatch(/\n {2}scenes: FullSceneDescription\[\];/);
  expect(body).toMatch(/\n {2}variables\?: Record<string, unknown>;/);
  expect(body).toMatch(/\n {2}audio\?: string;/);
  expect(body).toMatch(/\n {2}plugins\?: \(Plugin \| string\)\[\];/);
  expect(body).toMatch(/\n {2}experimentalFeatures\?: boolean;/);
}

const claims = [
  {
    quote: 'The function does nothing',
    claim: 'makeProject returns the very object it is given',
    check: () => {
      const settings = {scenes: [], name: 'quarterly-report', variables: {company: 'Example Corp'}};
      expect(makeProject(settings)).toBe(settings);
      expect(makeProject(settings)).toEqual({
        scenes: [],
        name: 'quarterly-report',
        variables: {company: 'Example Corp'},
      });
    },
  },
  {
    quote: '**Required.** The scenes, in the order they play. |',
    claim: 'scenes is the one required option, and the scenes play in the order of the array',
    check: async () => {
      expect(coreTypes()).toMatch(/\n {2}scenes: FullSceneDescription\[\];/);
      const scenes = ['chart', 'intro', 'outro'].map((name) => plainScene(name, waitingBody(1)));
      expect(await playedOrder(buildProject('project', scenes))).toEqual(['chart', 'intro', 'outro']);
    },
  },
  {
    quote: "| `name` | `string` | The project's name, used for example in the names of rendered files.",
    claim: "a name in makeProject becomes the project's name; without one the name given to bootstrap is kept",
    check: () => {
      expect(bootstrapped('project', {name: 'quarterly-report'}).name).toBe('quarterly-report');
      expect(bootstrapped('project', {}).name).toBe('project');
    },
  },
  {
    quote: '| `variables` | `Record<string, unknown>` | Default values of [project variables]',
    claim: 'the variables of makeProject are what scenes read in the player, and the fallback is read without them',
    check: async () => {
      expect(await companyInPlayer({company: 'Example Corp'})).toBe('Example Corp');
      expect(await companyInPlayer()).toBe('Unknown company');
    },
  },
  {
    quote: '| `plugins` | `(Plugin \\| string)[]` | Plugins to load, as objects or as module names.',
    claim: 'plugins may be objects, or module names that the editor resolves to plugins; both end up in the project',
    check: () => {
      const byObject = makePlugin({name: 'by-object'})();
      const byName = makePlugin({name: 'by-name'})();
      const project = bootstrapped(
        'project',
        {plugins: [byObject, 'my-plugin-module']},
        new Map([['my-plugin-module', byName]]),
      );
      expect(project.plugins.map(({name}) => name)).toEqual(['@canvas-commons/core/default', 'by-object', 'by-name']);
    },
  },
  {
    quote: '| `experimentalFeatures` | `boolean` | Enables features that are still experimental. Off by default. |',
    claim: 'experimentalFeatures is false unless set',
    check: () => {
      expect(bootstrapped('project', {}).experimentalFeatures).toBe(false);
      expect(bootstrapped('project', {experimentalFeatures: true}).experimentalFeatures).toBe(true);
    },
  },
  {
    quote: '| `logger` | [`Logger`](/api/core/app/Logger) | A custom logger instance.',
    claim: "a logger given to makeProject is the project's logger",
    check: () => {
      const logger = new Logger();
      expect(bootstrapped('project', {logger}).logger).toBe(logger);
      expect(bootstrapped('project', {}).logger).toBeInstanceOf(Logger);
    },
  },
  {
    quote: '| `audioOffset` | `number` | **Deprecated.** Set the offset in the editor',
    claim: 'audioOffset is marked deprecated, and the audio offset is a setting of the project metadata',
    check: () => {
      expect(coreTypes()).toMatch(/@deprecated[^\n]*Video Settings[^\n]*\n\s*\*\/\n\s*audioOffset\?: number;/);
      const meta = bootstrapped('project', {audio: '/voice.mp3'}).meta as ProjectMetadata;
      expect(meta.shared.audioOffset.name).toBe('audio offset');
    },
  },
  {
    quote: 'A plain import without the suffix gives you only the raw description returned by',
    claim: 'the description of makeScene2D has no name and no reload hook, and a render of it fails',
    check: async () => {
      const raw = makeScene2D(function* () {
        yield* waitFor(1);
      }) as unknown as Record<string, unknown>;
      expect(Object.keys(raw).sort()).toEqual(['config', 'klass', 'meta', 'plugins', 'stack']);
      const dom = inertDom();
      const page = dom.document as {createElement: (tag: string) => unknown};
      const createElement = page.createElement;
      // The stage's canvases are inert; a 2d scene's elements are the harness's inert elements.
      page.createElement = (tag: string) => (tag === 'canvas' ? inert() : createElement(tag));
      await withGlobals(dom, async () => {
        const project = bootstrap(
          'project',
          VERSIONS,
          [],
          makeProject({scenes: [raw as never]}),
          new MetaFile('project'),
          new MetaFile('settings'),
        );
        const errors: LogPayload[] = [];
        project.logger.onLogged.subscribe((payload) => errors.push(payload));
        const renderer = new Renderer(project);
        await renderer.renderFrame({...project.meta.getFullRenderingSettings(), name: 'project'}, 0);
        // The renderer reloads each scene from the hook the Vite plugin adds to a `?scene` import.
        expect(errors.map(({level, message}) => `${level}: ${message}`)).toEqual([
          "error: Cannot read properties of undefined (reading 'current')",
        ]);
      });
    },
  },
  {
    quote:
      'The order of the array is the order of playback. To reorder, drop or repeat parts of a video, rearrange the array;',
    claim: 'the scenes play in array order, and a scene listed twice plays twice',
    check: async () => {
      const intro = plainScene('intro', waitingBody(1));
      const chart = plainScene('chart', waitingBody(1));
      expect(await playedOrder(buildProject('project', [chart, intro]))).toEqual(['chart', 'intro']);
      expect(await playedOrder(buildProject('project', [intro, chart, intro]))).toEqual(['intro', 'chart', 'intro']);
    },
  },
  {
    quote: '[transitions](/docs/transitions) between scenes are defined in the scenes themselves.',
    claim: 'a transition is started by the incoming scene, and gives that scene a transition in',
    check: async () => {
      const run = await runProject([
        function* () {
          yield* waitFor(1);
        },
        function* () {
          yield* slideTransition(Direction.Left, 0.5);
          yield* waitFor(1);
        },
      ]);
      const [first, second] = run.scenes.map(({transitionFrames}) => transitionFrames);
      expect(first).toBe(0);
      // Half a second at 60 fps, within one frame.
      expect(Math.abs(second - 30)).toBeLessThanOrEqual(1);
    },
  },
  {
    quote: 'Outside code, such as a page embedding the project with the',
    claim: "a host's setVariables replaces the values a scene reads, without changing the scene",
    check: async () => {
      let getter: (() => unknown) | null = null;
      await withPlayerStubs(async () => {
        const scene = plainScene('intro', function* (): ThreadGenerator {
          getter = useScene().variables.get('company', 'Unknown company');
          yield* waitFor(1);
        });
        const player = new Player(buildProject('project', [scene], {variables: {company: 'Example Corp'}}));
        await player.playback.recalculate();
        expect(getter!()).toBe('Example Corp');
        player.setVariables({company: 'Other Corp'});
        expect(getter!()).toBe('Other Corp');
      });
    },
  },
  {
    quote: '`().variables.get(name, fallback)`, which returns a signal-like getter:',
    claim: 'variables.get returns a function whose value follows the variable',
    check: () => {
      const {variables} = sceneVariables();
      variables.updateSignals({company: 'Example Corp'});
      const company = variables.get('company', 'Unknown company');
      expect(typeof company).toBe('function');
      expect(company()).toBe('Example Corp');
      variables.updateSignals({company: 'Other Corp'});
      expect(company()).toBe('Other Corp');
    },
  },
  {
    quote: 'With the project above, the text reads "Welcome to Example Corp".',
    claim: "with the project's variables, the example's text reads Welcome to Example Corp",
    check: async () => {
      expect(await introText({company: 'Example Corp', accent: '#4fc1ff'})).toBe('Welcome to Example Corp');
      expect(await introText({})).toBe('Welcome to Unknown company');
    },
  },
  {
    quote: 'The fallback is used only when the project does not',
    claim: 'get gives the fallback for a variable the project lacks or sets to null or undefined, else the value',
    check: () => {
      const {variables} = sceneVariables();
      variables.updateSignals({company: 'Example Corp', empty: '', zero: 0, none: null, missing: undefined});
      expect(variables.get('company', 'fallback')()).toBe('Example Corp');
      expect(variables.get('empty', 'fallback')()).toBe('');
      expect(variables.get('zero', 7)()).toBe(0);
      expect(variables.get('none', 'fallback')()).toBe('fallback');
      expect(variables.get('missing', 'fallback')()).toBe('fallback');
      expect(variables.get('other', 'fallback')()).toBe('fallback');
    },
  },
  {
    quote: 'In version 0.3.1 the `<canvas-commons-player>` element does not',
    claim:
      "in the player element, scenes read the fallback of each variable the attribute leaves out, not makeProject's",
    check: async () => {
      expect(await readInElement({})).toEqual({company: 'Unknown company', title: 'Untitled'});
      expect(await readInElement({variables: '{"title":"Bonjour"}'})).toEqual({
        company: 'Unknown company',
        title: 'Bonjour',
      });
      // The editor's Player, by contrast, gives scenes the project's values.
      expect(await companyInPlayer({company: 'Example Corp'})).toBe('Example Corp');
    },
  },
  {
    quote: 'this includes shaders on nodes and the draw hooks of the `Code` node.',
    claim: 'without the flag, shaders on a node and custom Code draw hooks are dropped with an error naming the flag',
    check: async () => {
      let shaders: unknown[] = ['not read'];
      const run = await runScene(function* (view) {
        const rect = new Rect({size: 100, shaders: 'void main() {}'});
        view.add(rect);
        shaders = rect.shaders();
        yield;
      });
      expect(shaders).toEqual([]);
      const errors = run.logs.filter(({level}) => level === 'error');
      expect(errors.map(({message}) => message)).toEqual(['Node uses experimental shaders.']);
      expect(errors[0].remarks).toContain('experimentalFeatures');
      let hooksKept = true;
      const custom = {token: () => {}};
      const codeRun = await runGeometry(function* (view) {
        const node = new Code({code: 'const a = 1;', drawHooks: custom});
        view.add(node);
        hooksKept = node.drawHooks() === custom;
        yield;
      });
      expect(hooksKept).toBe(false);
      const codeErrors = codeRun.logs.filter(({level}) => level === 'error');
      expect(codeErrors.map(({message}) => message)).toEqual(['Code uses experimental draw hooks.']);
      expect(codeErrors[0].remarks).toContain('experimentalFeatures');
    },
  },
  {
    quote: 'Set `experimentalFeatures: true` to opt in. The flag applies to the whole project.',
    claim: 'the flag of the project is given to every scene of the renderer and the player',
    check: async () => {
      for (const flag of [true, false]) {
        const scenes = ['a', 'b'].map((name) => plainScene(name, waitingBody(1)));
        const project = buildProject('project', scenes, {experimentalFeatures: flag});
        await withPlayerStubs(async () => {
          const renderer = new Renderer(project) as unknown as {
            playback: {onScenesRecalculated: {current: Array<{experimentalFeatures: boolean}>}};
          };
          const player = new Player(project);
          for (const playback of [renderer.playback, player.playback]) {
            expect(playback.onScenesRecalculated.current.map((scene) => scene.experimentalFeatures)).toEqual([
              flag,
              flag,
            ]);
          }
        });
      }
    },
  },
  {
    quote: "every scene made with `makeScene2D` adds `'@canvas-commons/2d/editor'`, the",
    claim: "makeScene2D's description lists the '@canvas-commons/2d/editor' plugin",
    check: () => {
      const description = makeScene2D(function* () {
        yield;
      });
      expect(description.plugins).toEqual(['@canvas-commons/2d/editor']);
    },
  },
  {
    quote: 'Plugins from the project and from all',
    claim: 'plugins of the project and of every scene are merged, each name once',
    check: () => {
      const editor = makePlugin({name: '@canvas-commons/2d/editor'})();
      const mine = makePlugin({name: 'mine'})();
      const scene = {...plainScene('a', waitingBody(1)), plugins: ['@canvas-commons/2d/editor'], onReplaced: null};
      const other = {...plainScene('b', waitingBody(1)), plugins: ['@canvas-commons/2d/editor', mine]};
      const project = bootstrapped(
        'project',
        {plugins: [mine], scenes: [scene, other] as never},
        new Map([['@canvas-commons/2d/editor', editor]]),
      );
      expect(project.plugins.map(({name}) => name)).toEqual([
        '@canvas-commons/core/default',
        'mine',
        '@canvas-commons/2d/editor',
      ]);
    },
  },
  {
    quote:
      'A plugin is an object with a `name` and optional hooks, such as `project`, `player`, `renderer`, `presenter`,',
    claim: 'the Plugin type has a required name and optional project, player, renderer, presenter, settings, exporters',
    check: () => {
      const types = coreTypes();
      const start = types.indexOf('interface Plugin {');
      const body = types.slice(start, types.indexOf('\n}', start));
      expect(body).toMatch(/\n {2}name: string;/);
      for (const hook of ['project', 'player', 'renderer', 'presenter', 'settings', 'exporters']) {
        expect(body).toMatch(new RegExp(`\\n {2}${hook}\\?\\(`));
      }
    },
  },
  {
    quote: 'This small plugin logs a message when the project is set up:',
    claim: "a plugin's project hook runs when the project is set up, and the example's message names the project",
    check: () => {
      const logger = new Logger();
      const messages: string[] = [];
      logger.onLogged.subscribe(({message, level}) => messages.push(`${level}: ${message}`));
      const hello = makePlugin({
        name: 'hello-plugin',
        project(project) {
          project.logger.info(`Project "${project.name}" loaded.`);
        },
      });
      bootstrapped('quarterly-report', {plugins: [hello()], logger});
      expect(messages).toEqual(['info: Project "quarterly-report" loaded.']);
    },
  },
  {
    quote: 'Note the call: `makePlugin` returns a function that creates the plugin, so you pass `hello()`.',
    claim: 'makePlugin returns a function that returns the plugin',
    check: () => {
      const plugin = {name: 'hello-plugin'};
      const hello = makePlugin(plugin);
      expect(typeof hello).toBe('function');
      expect(hello()).toBe(plugin);
    },
  },
  {
    quote:
      "**The project's `.meta` file** holds everything in the *Video Settings* tab: the background, range, resolution and",
    claim: "the project's metadata holds the General, Preview and Rendering settings the page lists",
    check: () => {
      const meta = bootstrapped('project', {}).meta as ProjectMetadata;
      const stored = JSON.parse(JSON.stringify(meta.serialize())) as Record<string, Record<string, unknown>>;
      expect(Object.keys(stored.shared)).toEqual(['background', 'range', 'size', 'audioOffset']);
      expect(Object.keys(stored.preview)).toEqual(['fps', 'resolutionScale']);
      expect(Object.keys(stored.rendering)).toEqual(['fps', 'resolutionScale', 'colorSpace', 'exporter']);
      expect(Object.keys(stored.rendering.exporter as object)).toEqual(['name', 'options']);
    },
  },
  {
    quote:
      "**Each scene's `.meta` file** holds the scene's [time events](/docs/time-events) and the seed of its random",
    claim: "a scene's metadata holds its time events and its seed (and a version)",
    check: () => {
      const meta = createSceneMetadata();
      expect(Object.keys(meta.serialize() as object)).toEqual(['version', 'timeEvents', 'seed']);
      expect(typeof meta.seed.get()).toBe('number');
    },
  },
  {
    quote: '**Application settings** apply to the editor itself rather than to one project: the accent colour of the',
    claim:
      'the application settings are the accent colour, the legacy font, the coordinates, and the new-project defaults',
    check: () => {
      const settings = createSettingsMetadata();
      const stored = settings.serialize() as unknown as Record<string, Record<string, unknown>>;
      expect(Object.keys(stored)).toEqual(['version', 'appearance', 'defaults']);
      expect(Object.keys(stored.appearance)).toEqual(['color', 'font', 'coordinates']);
      expect(Object.keys(stored.defaults)).toEqual(['background', 'size']);
      expect(settings.appearance.font.description).toContain('JetBrains Mono');
    },
  },
  {
    quote: '`variables.get()` returns a signal, so the text changes when a player or the editor sets a new value.',
    claim: 'the getter the solution passes as text follows new values the player sets',
    check: async () => {
      let getter: (() => unknown) | null = null;
      await withPlayerStubs(async () => {
        const scene = plainScene('example', function* (): ThreadGenerator {
          getter = useScene().variables.get('title', 'Untitled');
          yield* waitFor(1);
        });
        const player = new Player(buildProject('project', [scene], {variables: {title: 'Hello'}}));
        await player.playback.recalculate();
        expect(getter!()).toBe('Hello');
        player.setVariables({title: 'Bonjour'});
        expect(getter!()).toBe('Bonjour');
      });
    },
  },
];

const summary = [
  {
    quote: 'Using such a feature without the flag logs an',
    claim: 'without the flag, shaders and custom Code draw hooks are dropped, with an error that names the flag',
    check: checkOf(claims, 'this includes shaders on nodes and the draw hooks of the `Code` node.'),
  },
  {
    quote: '`variables` sets default values that scenes can read.',
    claim: 'scenes read the variables of makeProject (in the editor and renders), or their fallback without them',
    check: checkOf(claims, '| `variables` | `Record<string, unknown>` | Default values of [project variables]'),
  },
  {
    quote:
      '| `src/project.ts` | What the project **is**: its scenes, default variables, audio track, plugins, feature flags. |',
    claim: 'ProjectSettings holds the scenes, variables, audio, plugins and experimentalFeatures',
    check: projectSettingsFields,
  },
  {
    quote:
      '| `.meta` files | How the project is **rendered and timed**: resolution, frame rates, exporter, time events. |',
    claim: 'resolution, frame rates and exporter are project metadata, time events scene metadata',
    check: async () => {
      await checkOf(
        claims,
        "**The project's `.meta` file** holds everything in the *Video Settings* tab: the background, range, resolution and",
      )();
      await checkOf(
        claims,
        "**Each scene's `.meta` file** holds the scene's [time events](/docs/time-events) and the seed of its random",
      )();
    },
  },
  {
    quote:
      '- a **plugin object**, usually created with [`makePlugin`](/api/core/plugin/makePlugin), for plugins that run with the',
    claim: 'a plugin object from makePlugin is included in the project',
    check: checkOf(claims, '| `plugins` | `(Plugin \\| string)[]` | Plugins to load, as objects or as module names.'),
  },
  {
    quote:
      '- `src/project.ts` says what the project is, in code: scenes, default variables, audio, plugins, feature flags.',
    claim: 'recap: ProjectSettings holds the scenes, variables, audio, plugins and experimentalFeatures',
    check: projectSettingsFields,
  },
  {
    quote: '- The `.meta` files hold what you set in the editor (resolution, frame rates, time events): commit them.',
    claim: 'recap: resolution and frame rates are project metadata, time events scene metadata',
    check: async () => {
      await checkOf(
        claims,
        "**The project's `.meta` file** holds everything in the *Video Settings* tab: the background, range, resolution and",
      )();
      await checkOf(
        claims,
        "**Each scene's `.meta` file** holds the scene's [time events](/docs/time-events) and the seed of its random",
      )();
    },
  },
];

export default defineClaims(PAGE, [...claims, ...summary], {
  unclaimed: [
    {
      quote: '| `vite.config.ts` | How the project is **served and built**',
      reason: 'about the Vite configuration, which the Vite plugin (not installed here) reads',
    },
    {
      quote: 'The third is data the editor writes for you; commit it too, so that',
      reason: 'the .meta files are written and read by the Vite plugin and the editor',
    },
    {
      quote: '| `audio` | `string` | URL of an audio track that plays along with the whole animation.',
      reason: 'playing audio needs a browser and audio hardware',
    },
    {
      quote:
        'Each entry of `scenes` is a scene file imported with the `?scene` suffix. The suffix makes the Vite plugin build a',
      reason: 'the ?scene imports are compiled by the Vite plugin, not installed here',
    },
    {
      quote: 'Some features of Canvas Commons are still experimental: their API may change or disappear',
      reason: 'a statement about future versions',
    },
    {
      quote: 'The editor imports that module and calls its default export to get the plugin. This',
      reason: 'the editor imports the module through the Vite dev server (the resolved plugin being used is checked)',
    },
    {
      quote: '`src/project.ts` default-exports the result of',
      reason: 'the Vite plugin imports the project file, and it is not installed here',
    },
    {
      quote: 'It is registered in `vite.config.ts`, which a generated project contains',
      reason: 'about the project generator and the Vite configuration',
    },
    {
      quote: 'The `project` option points it at a',
      reason: 'an option of the Vite plugin, not installed here',
    },
    {
      quote: 'The editor, the hot reloading and the `?scene` imports are provided by the Vite plugin from the',
      reason: 'about the Vite plugin, not installed here',
    },
    {
      quote: 'Called without arguments, the plugin looks for the project in `src/project.ts`.',
      reason: 'about the Vite plugin, not installed here',
    },
    {
      quote: 'Other Vite plugins go into the same `plugins` array.',
      reason: 'about the Vite configuration and the FFmpeg package, not installed here',
    },
    {
      quote:
        'Settings you change in the editor are not written into your code. The Vite plugin saves them in `.meta` files',
      reason: 'the .meta files are saved and read back by the Vite plugin and the editor',
    },
    {
      quote: 'Because the `.meta` files are written by the editor, you rarely edit them by hand.',
      reason: 'the .meta files on disk are read by the Vite plugin',
    },
    {
      quote: '- `vite.config.ts` says how it is served and built; exporters such as FFmpeg are Vite plugins too.',
      reason: 'about the Vite configuration and the FFmpeg package, not installed here',
    },
  ],
});
