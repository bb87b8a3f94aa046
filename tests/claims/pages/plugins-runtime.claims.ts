import {makeScene2D} from '@canvas-commons/2d';
import {
  BoolMetaField,
  DefaultPlugin,
  ImageExporter,
  MetaFile,
  ObjectMetaField,
  Player,
  Presenter,
  Renderer,
  RendererResult,
  ValueDispatcher,
  Vector2,
  bootstrap,
  editorBootstrap,
  makePlugin,
  makeProject,
  waitFor,
  type Exporter,
  type ExporterClass,
  type LogPayload,
  type Plugin,
  type Project,
  type ProjectSettings,
  type RendererSettings,
} from '@canvas-commons/core';
import {resolveObjectURL} from 'node:buffer';
import path from 'node:path';

import ts from 'typescript';
import {expect, vi} from 'vitest';

import {checkOf, defineClaims, repositoryRoot, type Claim} from '../claim';
import {evaluateExample, pageCodeBlocks} from '../harness';
import {plainScene, scene2D, type SceneDescription} from '../project';
import {inert} from '../stand-ins/elements';
import {withGlobals} from '../stand-ins/globals';
import {withPlayerStubs} from '../stand-ins/player';

const PAGE = 'docs/advanced/plugins/runtime.mdx';

/** Declaration files, parsed once for all the type checks below. */
const parsedDeclarations = new Map<string, ts.SourceFile>();

/**
 * The TypeScript errors of `source`, a module type-checked (strict) against the installed library's declarations, as
 * a project's `src/` file would be.
 */
export function typeErrors(source: string): string[] {
  const fileName = path.join(repositoryRoot, 'tests', 'claims', '__plugin-types.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const {getSourceFile, fileExists, readFile} = host;
  host.getSourceFile = (name, language, ...rest) => {
    if (name === fileName) return ts.createSourceFile(name, source, language);
    let parsed = parsedDeclarations.get(name);
    if (!parsed) {
      parsed = getSourceFile.call(host, name, language, ...rest);
      if (parsed) parsedDeclarations.set(name, parsed);
    }
    return parsed;
  };
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? source : readFile.call(host, name));
  const program = ts.createProgram([fileName], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(fileName))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const VERSIONS = {core: '0.3.1', two: null, ui: null, vitePlugin: null};

/** A plain scene that lasts `seconds`. */
export function sceneOf(name: string, seconds = 0.5): SceneDescription {
  return plainScene(name, function* () {
    yield* waitFor(seconds);
  });
}

interface Boot {
  project: Project;
  logs: LogPayload[];
}

/**
 * A project set up as the project module the Vite plugin generates does it: `bootstrap` (a build) or `editorBootstrap`
 * (the editor), over `makeProject` with the given plugins, scenes, and plugins from Vite entry points.
 */
export async function boot(
  plugins: ProjectSettings['plugins'],
  {
    editor = false,
    scenes = [sceneOf('scene')],
    fromVite = [],
    settings = {},
  }: {
    editor?: boolean;
    scenes?: SceneDescription[];
    fromVite?: Plugin[];
    settings?: Partial<ProjectSettings>;
  } = {},
): Promise<Boot> {
  const withReload = scenes.map((scene) => ({...scene, onReplaced: new ValueDispatcher(scene)}));
  const config = makeProject({...settings, scenes: withReload as never, plugins});
  const logs: LogPayload[] = [];
  // The logger is the project's own one, created by bootstrap; we read it once the project is there.
  const start = editor ? editorBootstrap : bootstrap;
  const project = await start('plugins', VERSIONS, fromVite, config, new MetaFile('project'), new MetaFile('settings'));
  project.logger.onLogged.subscribe((payload) => logs.push(payload));
  logs.push(...(project.logger as unknown as {history: LogPayload[]}).history);
  return {project, logs};
}

/** A plugin named `name` that records each hook call (and what it was called with) in `calls`. */
export function recording(name: string, calls: Array<{plugin: string; hook: string; arg: unknown}>): Plugin {
  const note = (hook: string) => (arg: unknown) => {
    calls.push({plugin: name, hook, arg});
  };
  return {
    name,
    settings: note('settings'),
    project: note('project'),
    exporters: (project) => {
      calls.push({plugin: name, hook: 'exporters', arg: project});
      return [];
    },
    player: note('player'),
    renderer: note('renderer'),
    presenter: note('presenter'),
  };
}

/** What the renderer's stand-in stage did: how many pictures it drew, and when. */
interface StageRecord {
  renders: number;
  events: string[];
}

/**
 * Renders `project` with the real Renderer (its stage replaced by a stand-in that draws nothing), with the rendering
 * settings of the project's meta as the editor passes them, and the exporter `exporter` (an id) with `options`.
 * `during` runs once the render has started (to abort it, say).
 */
async function render(
  project: Project,
  {
    exporter,
    options,
    configure,
    beforeRender,
    during,
    globals = {},
  }: {
    globals?: Record<string, unknown>;
    exporter?: string;
    options?: unknown;
    configure?: (renderer: Renderer) => void;
    beforeRender?: (renderer: Renderer) => void;
    during?: (renderer: Renderer) => void;
  } = {},
): Promise<{renderer: Renderer; stage: StageRecord; canvas: object; result: RendererResult; wallMs: number}> {
  return withGlobals({document: {createElement: () => inert()}, ...globals}, async () => {
    const renderer = new Renderer(project);
    configure?.(renderer);
    const stage: StageRecord = {renders: 0, events: []};
    const canvas = {kind: 'the stage canvas'};
    (renderer as unknown as {stage: unknown}).stage = {
      configure: () => {},
      render: async () => {
        stage.renders++;
        stage.events.push('draw');
      },
      finalBuffer: canvas,
      context: null,
    };
    if (exporter) project.meta.rendering.exporter.set({name: exporter, options: options ?? {}});
    beforeRender?.(renderer);
    let result = NaN as RendererResult;
    renderer.onFinished.subscribe((value) => (result = value));
    const started = performance.now();
    const rendering = renderer.render({...project.meta.getFullRenderingSettings(), name: project.name});
    during?.(renderer);
    await rendering;
    return {renderer, stage, canvas, result, wallMs: performance.now() - started};
  });
}

/** An exporter class (and what was done with it) that records its calls in `calls`. */
function recordingExporter(
  id: string,
  calls: Array<{call: string; args: unknown[]}>,
  behaviour: Partial<Exporter> = {},
): ExporterClass {
  class RecordingExporter implements Exporter {
    public static readonly id = id;
    public static readonly displayName = `Recorder ${id}`;
    public static meta(project: Project) {
      calls.push({call: 'meta', args: [project]});
      return new ObjectMetaField('Recorder', {flag: new BoolMetaField('flag', false)});
    }
    public static async create(project: Project, settings: RendererSettings) {
      calls.push({call: 'create', args: [project, settings]});
      return new RecordingExporter();
    }
    public async configuration() {
      calls.push({call: 'configuration', args: []});
      return behaviour.configuration ? behaviour.configuration() : undefined;
    }
    public async start(...args: unknown[]) {
      calls.push({call: 'start', args});
      if (behaviour.start) await behaviour.start(...(args as Parameters<NonNullable<Exporter['start']>>));
    }
    public async handleFrame(...args: unknown[]) {
      calls.push({call: 'handleFrame', args});
      if (behaviour.handleFrame) {
        await behaviour.handleFrame(...(args as Parameters<Exporter['handleFrame']>));
      }
    }
    public async stop(...args: unknown[]) {
      calls.push({call: 'stop', args});
    }
  }
  return RecordingExporter;
}

function pluginWithExporter(exporter: ExporterClass): Plugin {
  return {name: `test/${exporter.id}`, exporters: () => [exporter]};
}

/** The names of the calls, in order, with consecutive handleFrame calls counted: `handleFrame×30`. */
function callSequence(calls: Array<{call: string}>): string[] {
  const sequence: string[] = [];
  let frames = 0;
  for (const {call} of calls) {
    if (call === 'meta') continue;
    if (call === 'handleFrame') {
      frames++;
      continue;
    }
    if (frames) sequence.push(`handleFrame×${frames}`);
    frames = 0;
    sequence.push(call);
  }
  if (frames) sequence.push(`handleFrame×${frames}`);
  return sequence;
}

/**
 * The page's `src/project.ts` that contains `marker`, evaluated with its scene import replaced: its `makeProject`
 * settings.
 */
function pageProject(marker: string): ProjectSettings {
  const code = pageCodeBlocks(PAGE, 'src/project.ts').find((block) => block.includes(marker));
  if (!code) throw new Error(`no project file with ${marker}`);
  const runnable = code.replace("import example from './scenes/example?scene';", 'const example = null;');
  if (runnable === code) throw new Error('the example no longer imports its scene as expected');
  return evaluateExample(runnable).default as ProjectSettings;
}

/** The render-timing plugin of the page, as the project file registers it. */
function renderTimingPlugin(): Plugin {
  const plugins = pageProject('renderTiming').plugins as Plugin[];
  const plugin = plugins.find((candidate) => candidate.name === 'my-project/render-timing');
  if (!plugin) throw new Error('the example no longer registers the render-timing plugin');
  return plugin;
}

/** The factory the render-timing example passes to makePlugin, taken from its plugin. */
function renderTimingPluginFactory(): () => Plugin {
  return () => renderTimingPlugin();
}

/** The scene-timing example's plugin factory (the file's default export). */
function sceneTimingFactory(): () => Plugin {
  const code = pageCodeBlocks(PAGE, 'src/plugins/sceneTiming.ts')[0];
  if (!code) throw new Error('no sceneTiming example');
  return evaluateExample(code).default as () => Plugin;
}

/**
 * Renders a project of two scenes (0.5 s and 0.25 s at the project's 60 fps) with the page's scene-timing exporter,
 * with a stand-in for the download link; returns what it downloaded (parsed), where the scenes start, and the logs.
 */
async function sceneTimingRender(includeFrames: boolean, abort = false) {
  const {project} = await boot([sceneTimingFactory()()], {scenes: [sceneOf('intro', 0.5), sceneOf('outro', 0.25)]});
  const downloads: Array<{name: string; json: {fps: number; scenes: Array<Record<string, unknown>>}}> = [];
  const pending: Array<Promise<void>> = [];
  const link = {
    href: '',
    download: '',
    click() {
      const blob = resolveObjectURL(this.href);
      if (!blob) throw new Error('the link does not point to a blob');
      const name = this.download;
      pending.push(blob.text().then((text) => void downloads.push({name, json: JSON.parse(text)})));
    },
  };
  const {renderer, result} = await render(project, {
    exporter: 'my-project/scene-timing',
    options: {includeFrames},
    globals: {document: {createElement: (tag: string) => (tag === 'a' ? link : inert())}},
    configure: (renderer) => {
      if (abort) renderer.onFrameChanged.subscribe((frame) => frame === 10 && renderer.abort());
    },
  });
  await Promise.all(pending);
  const scenes = (
    renderer as unknown as {
      playback: {onScenesRecalculated: {current: Array<{name: string; firstFrame: number; lastFrame: number}>}};
    }
  ).playback.onScenesRecalculated.current;
  const messages = (project.logger as unknown as {history: LogPayload[]}).history.map(({message}) => message);
  return {project, downloads, messages, result, scenes};
}

/** The messages logged by the page's render-timing plugin: with the preview player, then around renders. */
async function renderTimingMessages() {
  const plugin = renderTimingPlugin();
  const {project} = await boot([plugin], {scenes: [sceneOf('a', 0.5), sceneOf('b', 1)]});
  const history = (project.logger as unknown as {history: LogPayload[]}).history;
  const player: {atSubscribe: string[]; afterFirst: string[]; afterSecond: string[]} = {
    atSubscribe: [],
    afterFirst: [],
    afterSecond: [],
  };
  await withPlayerStubs(async () => {
    // As the editor does: a player with the preview settings, then each plugin's player hook.
    const preview = new Player(project, project.meta.getFullPreviewSettings());
    plugin.player!(preview);
    player.atSubscribe = history.map(({message}) => message);
    // The player's own update step and recalculation request (private), which its animation-frame loop calls.
    const internals = preview as unknown as {prepare(): Promise<unknown>; requestRecalculation(): void};
    const prepare = () => internals.prepare();
    await prepare();
    player.afterFirst = history.map(({message}) => message);
    internals.requestRecalculation();
    await prepare();
    player.afterSecond = history.map(({message}) => message);
  });
  const renders: Array<{payload: LogPayload; wallMs: number}> = [];
  const failing = recordingExporter('test/failing', [], {
    handleFrame: async (_canvas, frame) => {
      if (frame === 5) throw new Error('disk full');
    },
  });
  for (const mode of ['success', 'abort', 'error'] as const) {
    const {project: rendered} = await boot([plugin, pluginWithExporter(failing)], {scenes: [sceneOf('a', 0.5)]});
    const logged = (rendered.logger as unknown as {history: LogPayload[]}).history;
    const {wallMs} = await render(rendered, {
      exporter: mode === 'error' ? 'test/failing' : undefined,
      configure: (renderer) => {
        plugin.renderer!(renderer);
        if (mode === 'abort') renderer.onFrameChanged.subscribe((frame) => frame === 10 && renderer.abort());
      },
    });
    const payload = logged.find(({message}) => message.startsWith('Render '));
    if (!payload) throw new Error(`no render message after the ${mode} render`);
    renders.push({payload, wallMs});
  }
  return {player, renders};
}

const TYPE_PREAMBLE = `import {makePlugin, makeProject, type Plugin, type RendererSettings} from '@canvas-commons/core';\n`;

const claims: Claim[] = [
  {
    quote: 'Only `name` is required;',
    claim: 'a Plugin needs only a name: an object with just a name type-checks, one without a name does not',
    check: () => {
      expect(typeErrors(`${TYPE_PREAMBLE}const plugin: Plugin = {name: 'only-a-name'};\nexport {plugin};`)).toEqual([]);
      expect(typeErrors(`${TYPE_PREAMBLE}const plugin: Plugin = {project() {}};\nexport {plugin};`)).not.toEqual([]);
    },
  },
  {
    quote: '| `name` | | A unique name. Plugins with a name that is already registered are ignored. |',
    claim: 'a plugin whose name is already registered is left out and none of its hooks run',
    check: async () => {
      const calls: Array<{plugin: string; hook: string; arg: unknown}> = [];
      const first = recording('same-name', calls);
      const second = {
        ...recording('same-name', calls),
        project: () => void calls.push({plugin: 'second', hook: 'project', arg: null}),
      };
      const {project} = await boot([first, second]);
      expect(project.plugins).toContain(first);
      expect(project.plugins).not.toContain(second);
      expect(calls.filter(({plugin}) => plugin === 'second')).toEqual([]);
      expect(calls.filter(({hook}) => hook === 'project')).toHaveLength(1);
    },
  },
  {
    quote:
      '| `settings(settings)` | the [`ProjectSettings`](/api/core/app/ProjectSettings) | Before the project is created.',
    claim: 'settings receives the makeProject settings, before any other hook and before the project exists',
    check: async () => {
      const calls: Array<{plugin: string; hook: string; arg: unknown}> = [];
      const scene = sceneOf('scene');
      const {project} = await boot([recording('a', calls)], {scenes: [scene]});
      expect(calls[0]!.hook).toBe('settings');
      const settings = calls[0]!.arg as ProjectSettings & {meta?: unknown};
      expect(settings).not.toBe(project);
      expect(settings.meta).toBeUndefined();
      expect(settings.scenes.map((description) => description.name)).toEqual(['scene']);
      expect(settings.plugins).toHaveLength(1);
    },
  },
  {
    quote: '| `project(project)` | the [`Project`](/api/core/app/Project) | Right after the project is created. |',
    claim:
      'project receives the finished project (the one bootstrap returns, with its meta and plugins), as the last hook',
    check: async () => {
      const calls: Array<{plugin: string; hook: string; arg: unknown}> = [];
      const {project} = await boot([recording('a', calls)]);
      const projectCalls = calls.filter(({hook}) => hook === 'project');
      expect(projectCalls).toHaveLength(1);
      expect(projectCalls[0]!.arg).toBe(project);
      expect(calls.at(-1)!.hook).toBe('project');
      expect(project.meta).toBeDefined();
    },
  },
  {
    quote: "| `exporters(project)` | the project | When the project's rendering settings are built.",
    claim:
      'exporters is called once with the project while its rendering meta is built, and its classes become the exporter choices',
    check: async () => {
      const calls: Array<{plugin: string; hook: string; arg: unknown}> = [];
      const exporter = recordingExporter('test/exporter-hook', []);
      const plugin = {
        ...recording('a', calls),
        exporters: (project: Project) => {
          calls.push({plugin: 'a', hook: 'exporters', arg: project});
          // The rendering settings are being built: the project exists, its meta does not yet.
          expect(project.meta).toBeUndefined();
          return [exporter];
        },
      };
      const {project} = await boot([plugin]);
      const exporterCalls = calls.filter(({hook}) => hook === 'exporters');
      expect(exporterCalls).toHaveLength(1);
      expect(exporterCalls[0]!.arg).toBe(project);
      expect(project.meta.rendering.exporter.exporters).toContain(exporter);
    },
  },
  {
    quote:
      '- `settings`, `project` and `exporters` are called by the core whenever a project is set up, in the editor and in a',
    claim: 'bootstrap (a built project) and editorBootstrap (the editor) both call settings, exporters and project',
    check: async () => {
      for (const editor of [false, true]) {
        const calls: Array<{plugin: string; hook: string; arg: unknown}> = [];
        await boot([recording('a', calls)], {editor});
        expect(calls.map(({hook}) => hook)).toEqual(['settings', 'exporters', 'project']);
      }
    },
  },
  {
    quote:
      '- `player`, `renderer` and `presenter` are called by the editor. The embeddable `<canvas-commons-player>` element',
    claim:
      "core's Player, Renderer and Presenter, and the player element, never call the player, renderer or presenter hooks",
    check: async () => {
      const calls: Array<{plugin: string; hook: string; arg: unknown}> = [];
      const {project} = await boot([recording('a', calls)]);
      await withPlayerStubs(async () => {
        const player = new Player(project);
        await player.playback.recalculate();
        new Renderer(project);
        new Presenter(project);
        await import('@canvas-commons/player');
        const {definedElement, loadProject} = await import('../stand-ins/player');
        const Element = definedElement('canvas-commons-player') as new () => {
          updateSource(source: string): Promise<void>;
          player: Player | null;
        };
        const element = new Element();
        await loadProject(element, project);
        expect(element.player).toBeInstanceOf(Player);
      });
      expect(calls.map(({hook}) => hook)).toEqual(['settings', 'exporters', 'project']);
    },
  },
  {
    quote:
      'In version 0.3.1 the core calls `settings` for every plugin but does not apply the returned object to the project.',
    claim: 'every plugin gets settings, but what it returns is not in the project',
    check: async () => {
      const seen: string[] = [];
      const changer = (name: string): Plugin => ({
        name,
        settings: (settings) => {
          seen.push(name);
          return {...settings, experimentalFeatures: true, variables: {from: name}};
        },
      });
      const {project} = await boot([changer('one'), changer('two')]);
      expect(seen).toEqual(['one', 'two']);
      expect(project.experimentalFeatures).toBe(false);
      expect(project.variables).toBeUndefined();
    },
  },
  {
    quote: 'takes a plugin object, or a function that returns one, and gives back a',
    claim: 'makePlugin of an object gives a parameterless function returning that object; of a function, that function',
    check: () => {
      const plugin = {name: 'x'};
      const factory = makePlugin(plugin);
      expect(typeof factory).toBe('function');
      expect(factory.length).toBe(0);
      expect(factory()).toBe(plugin);
      let runs = 0;
      const made = makePlugin(() => ({name: `y${++runs}`}));
      expect(made.length).toBe(0);
      expect(made()).toEqual({name: 'y1'});
      expect(made()).toEqual({name: 'y2'});
    },
  },
  {
    quote: 'Export that factory, call it when registering the plugin, and the',
    claim: 'calling the factory in the plugins list puts the plugin object in the project',
    check: async () => {
      let received: Project | null = null;
      const hello = makePlugin({name: 'my-project/hello', project: (project) => void (received = project)});
      const {project} = await boot([hello()]);
      expect(project.plugins.map((plugin) => plugin.name)).toEqual([
        '@canvas-commons/core/default',
        'my-project/hello',
      ]);
      expect(received).toBe(project);
    },
  },
  {
    quote: 'The factory that `makePlugin` returns takes no arguments, so it has no room for options.',
    claim: 'the factory declares no parameters and returns the same plugin whatever it is passed',
    check: () => {
      const plugin = {name: 'x'};
      const factory = makePlugin(plugin) as (...args: unknown[]) => Plugin;
      expect(factory.length).toBe(0);
      expect(factory({message: 'ignored'})).toBe(plugin);
      expect(typeErrors(`${TYPE_PREAMBLE}const f = makePlugin({name: 'x'});\nf({message: 'm'});\n`)).not.toEqual([]);
    },
  },
  {
    quote:
      '`(options) => makePlugin({...})` returns the factory, not a plugin, and `plugins: [hello(options)]` then puts a',
    claim: 'a wrapper around makePlugin returns a function, which is what lands in the plugins list',
    check: () => {
      const hello = (options: {message: string}) => makePlugin({name: 'hello', project: () => void options});
      const entry = hello({message: 'hi'});
      expect(typeof entry).toBe('function');
      expect((entry as unknown as Plugin).project).toBeUndefined();
      expect(entry().name).toBe('hello');
    },
  },
  {
    quote: 'TypeScript accepts this (a function has a `name`, the only required member of `Plugin`), and at',
    claim:
      'the wrapped factory type-checks in plugins, and the core registers it as a hook-less plugin: nothing runs, nothing is logged',
    check: async () => {
      expect(
        typeErrors(
          `${TYPE_PREAMBLE}const hello = (options: {message: string}) => makePlugin({name: 'hello'});\n` +
            `export default makeProject({scenes: [], plugins: [hello({message: 'hi'})]});\n`,
        ),
      ).toEqual([]);
      let ran = false;
      const hello = (options: {message: string}) =>
        makePlugin({name: 'hello', project: () => void (ran = options.message === 'hi')});
      const entry = hello({message: 'hi'});
      const {project, logs} = await boot([entry as unknown as Plugin]);
      expect(project.plugins).toContain(entry);
      expect(ran).toBe(false);
      expect(logs).toEqual([]);
    },
  },
  {
    quote: 'Write a plugin that takes options as a function that returns the plugin object itself:',
    claim: "the page's greeting(options) plugin runs its project hook with the options: the message is logged",
    check: async () => {
      const settings = pageProject('greeting');
      const greeting = (settings.plugins as Plugin[]).find((plugin) => plugin.name === 'my-project/greeting');
      if (!greeting) throw new Error('the example no longer registers the greeting plugin');
      const {project} = await boot([greeting]);
      const messages = (project.logger as unknown as {history: LogPayload[]}).history.map(({message}) => message);
      expect(messages).toEqual(['The project is loaded.']);
    },
  },
  {
    quote: 'Each call returns a new object, so anything the hooks keep in the closure belongs to one project.',
    claim: 'each call of an options function gives a new plugin object; registered twice, only the first one runs',
    check: async () => {
      const greeting = (message: string): Plugin => ({
        name: 'my-project/greeting',
        project: (project) => project.logger.info(message),
      });
      const a = greeting('first');
      const b = greeting('second');
      expect(a).not.toBe(b);
      const {project} = await boot([a, b]);
      expect(project.plugins.filter((plugin) => plugin.name === 'my-project/greeting')).toEqual([a]);
      const messages = (project.logger as unknown as {history: LogPayload[]}).history.map(({message}) => message);
      expect(messages).toEqual(['first']);
    },
  },
  {
    quote: 'It reports the duration of the animation in',
    claim:
      "the render-timing example logs the length at subscription and after every recalculation, and each render's outcome with its duration",
    check: async () => {
      const {player, renders} = await renderTimingMessages();
      expect(player.atSubscribe).toEqual(['The animation is now 0.00 s long.']);
      expect(player.afterFirst.slice(1)).toEqual(['The animation is now 1.50 s long.']);
      expect(player.afterSecond.slice(2)).toEqual(['The animation is now 1.50 s long.']);
      expect(renders.map(({payload}) => payload.message)).toEqual([
        'Render finished.',
        'Render was aborted.',
        'Render failed.',
      ]);
      for (const {payload, wallMs} of renders) {
        expect(payload.durationMs).toBeGreaterThanOrEqual(0);
        expect(payload.durationMs).toBeLessThanOrEqual(wallMs);
      }
    },
  },
  {
    quote:
      'The factory passed to `makePlugin` runs each time the plugin is created, so the `logger` and `started` variables',
    claim: 'a factory given to makePlugin runs on every call, giving separate plugin objects',
    check: () => {
      const factory = makePlugin(renderTimingPluginFactory());
      const a = factory();
      const b = factory();
      expect(a).not.toBe(b);
      expect(a.name).toBe('my-project/render-timing');
    },
  },
  {
    quote:
      'The `project` hook runs before the editor creates the player and the renderer, so the other hooks can use what it',
    claim:
      'bootstrap has run the project hook before it returns the project the editor builds its player and renderer from',
    check: async () => {
      let stored: Project | null = null;
      const {project} = await boot([{name: 'keeps-project', project: (value) => void (stored = value)}]);
      expect(stored).toBe(project);
      // The example relies on it: its player and renderer hooks log through the logger its project hook stored.
      await checkOf(claims, 'It reports the duration of the animation in')();
    },
  },
  {
    quote: '`subscribe` returns a function that',
    claim: "the function subscribe returns removes the handler: the renderer's onFinished no longer calls it",
    check: async () => {
      const {project} = await boot([]);
      const results: RendererResult[] = [];
      let kept = 0;
      await render(project, {
        configure: (renderer) => {
          const remove = renderer.onFinished.subscribe((result) => results.push(result));
          renderer.onFinished.subscribe(() => kept++);
          remove();
        },
      });
      expect(kept).toBe(1);
      expect(results).toEqual([]);
    },
  },
  {
    quote: 'When you render, the editor hands every frame to an **exporter**.',
    claim: 'a render passes each frame of the range, in order, to the exporter',
    check: async () => {
      const calls: Array<{call: string; args: unknown[]}> = [];
      const exporter = recordingExporter('test/frames', calls);
      const {project} = await boot([pluginWithExporter(exporter)], {scenes: [sceneOf('a', 0.5), sceneOf('b', 0.25)]});
      const {stage} = await render(project, {exporter: 'test/frames'});
      const frames = calls.filter(({call}) => call === 'handleFrame').map(({args}) => args[1]);
      expect(frames).toEqual(Array.from({length: frames.length}, (_, index) => index));
      // 0.75 s at 60 fps: frames 0 to 45 (the last one is where the scene ends).
      expect(frames.length).toBeGreaterThanOrEqual(45);
      expect(frames.length).toBeLessThanOrEqual(46);
      expect(stage.renders).toBe(frames.length);
    },
  },
  {
    quote: 'The built-in image-sequence exporter is provided by',
    claim:
      'every project includes the default plugin, whose exporters hook gives the image sequence, and plugins add to that list',
    check: async () => {
      const {project: plain} = await boot([]);
      expect(plain.plugins.map((plugin) => plugin.name)).toEqual([DefaultPlugin().name]);
      expect(plain.meta.rendering.exporter.exporters).toEqual([ImageExporter]);
      expect(ImageExporter.displayName).toBe('Image sequence');
      const extra = recordingExporter('test/extra', []);
      const {project} = await boot([pluginWithExporter(extra)]);
      expect(project.meta.rendering.exporter.exporters).toEqual([ImageExporter, extra]);
    },
  },
  {
    quote: 'them in the exporter selection of the rendering settings',
    claim: "the rendering settings' exporter field offers every exporter, by id and display name",
    check: async () => {
      const extra = recordingExporter('test/listed', []);
      const {project} = await boot([pluginWithExporter(extra)]);
      const field = (project.meta.rendering.exporter as unknown as {exporterField: {options: unknown}}).exporterField;
      expect(field.options).toEqual([
        {value: ImageExporter.id, text: 'Image sequence'},
        {value: 'test/listed', text: 'Recorder test/listed'},
      ]);
    },
  },
  {
    quote:
      '- an [`ExporterClass`](/api/core/app/ExporterClass), the static side: a unique `id`, a `displayName` shown in the',
    claim: 'meta(project) gives the options field; each render calls create(project, settings) once for a new exporter',
    check: async () => {
      const calls: Array<{call: string; args: unknown[]}> = [];
      const exporter = recordingExporter('test/static', calls);
      const {project} = await boot([pluginWithExporter(exporter)]);
      expect(calls.filter(({call}) => call === 'meta').map(({args}) => args[0])).toEqual([project]);
      project.meta.rendering.exporter.set({name: 'test/static', options: {flag: true}});
      expect(project.meta.rendering.exporter.get().options).toEqual({flag: true});
      for (let run = 1; run <= 2; run++) {
        await render(project, {exporter: 'test/static', options: {flag: true}});
        const creates = calls.filter(({call}) => call === 'create');
        expect(creates).toHaveLength(run);
        expect(creates.at(-1)!.args[0]).toBe(project);
        expect((creates.at(-1)!.args[1] as RendererSettings).exporter).toEqual({
          name: 'test/static',
          options: {flag: true},
        });
      }
    },
  },
  {
    quote:
      '- an [`Exporter`](/api/core/app/Exporter), the instance: `handleFrame(...)` is called for each frame, and the optional',
    claim: 'configuration runs first, then start(sounds, frame count), handleFrame per frame, and stop(result) last',
    check: async () => {
      const calls: Array<{call: string; args: unknown[]}> = [];
      const exporter = recordingExporter('test/order', calls);
      const {project} = await boot([pluginWithExporter(exporter)], {scenes: [sceneOf('a', 0.5)]});
      await render(project, {exporter: 'test/order'});
      const frames = calls.filter(({call}) => call === 'handleFrame').length;
      expect(callSequence(calls)).toEqual(['create', 'configuration', 'start', `handleFrame×${frames}`, 'stop']);
      const start = calls.find(({call}) => call === 'start')!;
      expect(Array.isArray(start.args[0])).toBe(true);
      expect(start.args[1]).toBe(30);
      expect(calls.find(({call}) => call === 'stop')!.args).toEqual([RendererResult.Success]);
    },
  },
  {
    quote: '`stop` is always called once `start` has been called, whatever the result.',
    claim: 'stop runs after start also when a frame fails, when start fails, and when the render is aborted',
    check: async () => {
      const cases: Array<[string, Partial<Exporter>, boolean, RendererResult]> = [
        [
          'frame-fails',
          {
            handleFrame: async (_c, frame) =>
              void (
                frame === 3 &&
                (() => {
                  throw new Error('no');
                })()
              ),
          },
          false,
          RendererResult.Error,
        ],
        [
          'start-fails',
          {
            start: async () => {
              throw new Error('no');
            },
          },
          false,
          RendererResult.Error,
        ],
        ['aborted', {}, true, RendererResult.Aborted],
      ];
      for (const [id, behaviour, abort, expected] of cases) {
        const calls: Array<{call: string; args: unknown[]}> = [];
        const exporter = recordingExporter(`test/${id}`, calls, behaviour);
        const {project} = await boot([pluginWithExporter(exporter)], {scenes: [sceneOf('a', 0.5)]});
        const {result} = await render(project, {
          exporter: `test/${id}`,
          configure: (renderer) => {
            if (abort) renderer.onFrameChanged.subscribe((frame) => frame === 10 && renderer.abort());
          },
        });
        expect(result).toBe(expected);
        expect(calls.map(({call}) => call)).toContain('start');
        expect(calls.filter(({call}) => call === 'stop').map(({args}) => args)).toEqual([[expected]]);
      }
    },
  },
  {
    quote: 'Instead it records which frames belong to',
    claim:
      "the page's scene-timing exporter downloads, after a successful render, each scene's first and last frame and start time",
    check: async () => {
      const {downloads, messages, result, scenes} = await sceneTimingRender(false);
      expect(result).toBe(RendererResult.Success);
      expect(downloads).toHaveLength(1);
      expect(downloads[0]!.name).toBe('plugins-timing.json');
      const [intro, outro] = scenes;
      expect(outro!.firstFrame).toBeGreaterThan(0);
      expect(downloads[0]!.json).toEqual({
        fps: 60,
        scenes: [
          {name: 'intro', firstFrame: 0, lastFrame: outro!.firstFrame - 1, startSeconds: 0},
          {
            name: 'outro',
            firstFrame: outro!.firstFrame,
            lastFrame: outro!.lastFrame,
            startSeconds: outro!.firstFrame / 60,
          },
        ],
      });
      expect(intro!.name).toBe('intro');
      expect(messages).toEqual(['Saved the timing of 2 scene(s).']);
      const aborted = await sceneTimingRender(false, true);
      expect(aborted.result).toBe(RendererResult.Aborted);
      expect(aborted.downloads).toEqual([]);
    },
  },
  {
    quote: 'An option lets you include the full list of',
    claim: 'with includeFrames, each scene of the JSON also lists all its frame numbers',
    check: async () => {
      const {downloads} = await sceneTimingRender(true);
      const scenes = downloads[0]!.json.scenes as Array<{firstFrame: number; lastFrame: number; frames: number[]}>;
      for (const scene of scenes) {
        const expected = Array.from({length: scene.lastFrame - scene.firstFrame + 1}, (_, i) => scene.firstFrame + i);
        expect(scene.frames).toEqual(expected);
      }
      const without = await sceneTimingRender(false);
      expect(without.downloads[0]!.json.scenes.every((scene) => !('frames' in scene))).toBe(true);
    },
  },
  {
    quote: 'offer "Scene timing (JSON)" in the exporter',
    claim:
      'with the plugin registered, the exporter field offers "Scene timing (JSON)", whose options are an "include frames" boolean',
    check: async () => {
      const {project} = await boot([sceneTimingFactory()()]);
      const exporterField = project.meta.rendering.exporter as unknown as {
        exporterField: {options: Array<{value: string; text: string}>};
        options: {includeFrames?: BoolMetaField};
      };
      expect(exporterField.exporterField.options).toContainEqual({
        value: 'my-project/scene-timing',
        text: 'Scene timing (JSON)',
      });
      project.meta.rendering.exporter.set({name: 'my-project/scene-timing', options: {}});
      const option = exporterField.options.includeFrames;
      expect(option).toBeInstanceOf(BoolMetaField);
      expect(option!.name).toBe('include frames');
      expect(option!.get()).toBe(false);
    },
  },
  {
    quote:
      '- The options the user picked arrive in `settings.exporter.options`, shaped like the value of the meta field returned',
    claim: 'create gets the chosen options as the meta field value in settings.exporter.options, typed unknown',
    check: async () => {
      const calls: Array<{call: string; args: unknown[]}> = [];
      const exporter = recordingExporter('test/options', calls);
      const {project} = await boot([pluginWithExporter(exporter)]);
      await render(project, {exporter: 'test/options', options: {flag: true}});
      const settings = calls.find(({call}) => call === 'create')!.args[1] as RendererSettings;
      expect(settings.exporter.options).toEqual({flag: true});
      expect(
        typeErrors(
          `${TYPE_PREAMBLE}declare const s: RendererSettings;\nexport const o: {flag: boolean} = s.exporter.options;\n`,
        ),
      ).not.toEqual([]);
      expect(
        typeErrors(
          `${TYPE_PREAMBLE}declare const s: RendererSettings;\nexport const o: unknown = s.exporter.options;\n`,
        ),
      ).toEqual([]);
    },
  },
  {
    quote:
      '- `settings` also contains the frame rate, the size, the range and the project name: everything the user configured',
    claim:
      "create's settings carry the rendering frame rate, the size and the range from the project's settings, and a name",
    check: async () => {
      const calls: Array<{call: string; args: unknown[]}> = [];
      const exporter = recordingExporter('test/settings', calls);
      const {project} = await boot([pluginWithExporter(exporter)]);
      project.meta.rendering.fps.set(25);
      project.meta.shared.size.set(new Vector2(640, 360));
      project.meta.shared.range.set([0.1, 0.4]);
      await render(project, {exporter: 'test/settings'});
      const settings = calls.find(({call}) => call === 'create')!.args[1] as RendererSettings;
      expect(settings.fps).toBe(25);
      expect(new Vector2(settings.size).equals(new Vector2(640, 360))).toBe(true);
      expect(settings.range).toEqual([0.1, 0.4]);
      expect(settings.name).toBe(project.name);
      expect(
        typeErrors(`${TYPE_PREAMBLE}declare const s: RendererSettings;\nexport const n: string = s.name;\n`),
      ).toEqual([]);
    },
  },
  {
    quote: '- `handleFrame` receives the rendered canvas.',
    claim: "handleFrame gets the stage's canvas, and the next frame is drawn only once its promise has settled",
    check: async () => {
      const events: string[] = [];
      const calls: Array<{call: string; args: unknown[]}> = [];
      const exporter = recordingExporter('test/wait', calls, {
        handleFrame: async () => {
          events.push('frame starts');
          await new Promise((resolve) => setTimeout(resolve, 2));
          events.push('frame saved');
        },
      });
      const {project} = await boot([pluginWithExporter(exporter)], {scenes: [sceneOf('a', 0.1)]});
      const {stage, canvas} = await render(project, {
        exporter: 'test/wait',
        beforeRender: (renderer) => {
          const stand = (renderer as unknown as {stage: {render: () => Promise<void>}}).stage;
          const draw = stand.render;
          stand.render = async () => {
            events.push('draw');
            await draw();
          };
        },
      });
      const frames = calls.filter(({call}) => call === 'handleFrame');
      expect(frames.length).toBeGreaterThan(3);
      expect(frames.every(({args}) => args[0] === canvas)).toBe(true);
      expect(events).toEqual(frames.flatMap(() => ['draw', 'frame starts', 'frame saved']));
      expect(stage.renders).toBe(frames.length);
    },
  },
  {
    quote:
      '- `configuration()` may return modified rendering settings, which lets an exporter enforce, say, a specific frame',
    claim:
      'settings returned by configuration replace those of the render: an fps of 10 renders 0.5 s in 10 fps frames',
    check: async () => {
      const calls: Array<{call: string; args: unknown[]}> = [];
      const exporter = recordingExporter('test/configuration', calls, {
        configuration: async () => ({fps: 10}) as RendererSettings,
      });
      const {project} = await boot([pluginWithExporter(exporter)], {scenes: [sceneOf('a', 0.5)]});
      expect(project.meta.rendering.fps.get()).toBe(60);
      const {renderer} = await render(project, {exporter: 'test/configuration'});
      expect((renderer as unknown as {status: {fps: number}}).status.fps).toBe(10);
      // At the project's 60 fps the scene lasts 30 frames; at 10 fps, 0.5 s is 5 frames (within one).
      const frames = calls.find(({call}) => call === 'start')!.args[1] as number;
      expect(frames).toBeGreaterThanOrEqual(4);
      expect(frames).toBeLessThanOrEqual(6);
      expect(calls.filter(({call}) => call === 'handleFrame')).toHaveLength(frames + 1);
    },
  },
  {
    quote: "A scene description can list plugins too, and they are merged with the project's list.",
    claim: "plugins listed by a scene description join the project's plugins (after its own) and their hooks run",
    check: async () => {
      const calls: Array<{plugin: string; hook: string; arg: unknown}> = [];
      const fromScene = recording('from-scene', calls);
      const scene = {...sceneOf('scene'), plugins: [fromScene]};
      const {project} = await boot([recording('from-project', calls)], {scenes: [scene as SceneDescription]});
      expect(project.plugins.map((plugin) => plugin.name)).toEqual([
        '@canvas-commons/core/default',
        'from-project',
        'from-scene',
      ]);
      expect(calls.filter(({plugin}) => plugin === 'from-scene').map(({hook}) => hook)).toEqual([
        'settings',
        'exporters',
        'project',
      ]);
    },
  },
  {
    quote:
      '[`makeScene2D`](/api/2d/scenes/makeScene2D) makes sure the 2D editor tools are present without any configuration.',
    claim:
      "makeScene2D's description lists '@canvas-commons/2d/editor', which the editor's bootstrap loads without a project setting",
    check: async () => {
      const description = makeScene2D(function* () {});
      expect(description.plugins).toEqual(['@canvas-commons/2d/editor']);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const built = await boot([], {scenes: [scene2D('scene', function* () {})]});
        expect(built.logs).toEqual([]);
        // In Node the editor's import of the plugin from the dev server fails, which shows that it was attempted.
        const editor = await boot([], {editor: true, scenes: [scene2D('scene', function* () {})]});
        expect(editor.logs.map(({message}) => message)).toEqual([
          expect.stringContaining('Failed to load plugin "@canvas-commons/2d/editor"'),
        ]);
      } finally {
        errors.mockRestore();
      }
    },
  },
  {
    quote:
      'Library authors can use the same mechanism: a custom scene type can list the plugins it needs, and projects using it',
    claim: "a scene description's plugins are added to any project that uses the scene",
    check: () =>
      checkOf(claims, "A scene description can list plugins too, and they are merged with the project's list.")(),
  },
];

const EDITOR = "the editor's code (@canvas-commons/editor), which is not installed here; read in its 0.3.1 source";
const VITE = 'done by the Vite plugin (@canvas-commons/vite-plugin), not installed here; read in its 0.3.1 source';

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote:
        '| `player(player)` | the [`Player`](/api/core/app/Player) | When the editor creates its preview player. |',
      reason: EDITOR,
    },
    {
      quote:
        '| `renderer(renderer)` | the [`Renderer`](/api/core/app/Renderer) | When the editor creates its renderer. |',
      reason: EDITOR,
    },
    {
      quote:
        '| `presenter(presenter)` | the [`Presenter`](/api/core/app/Presenter) | When the editor creates the presenter',
      reason: EDITOR,
    },
    {quote: 'A plugin published as a package can take its options in `vite.config.ts` instead', reason: VITE},
    {quote: 'carries Canvas Commons options under the `PLUGIN_OPTIONS` key', reason: VITE},
    {quote: '- `entryPoint`: the module specifier of the runtime part', reason: VITE},
    {quote: '- `runtimeConfig()`: returns the options for the runtime part.', reason: VITE},
    {
      quote:
        'When Vite loads a project file, the Canvas Commons Vite plugin generates a module that imports the default export of',
      reason: VITE,
    },
    {quote: 'An object is passed through JSON, so it', reason: VITE},
    {quote: 'Without `runtimeConfig`, the default export is called with no argument.', reason: VITE},
    {quote: 'added to every project of that Vite configuration.', reason: VITE},
    {quote: '`entryPoint` is resolved by Vite from the project file, like an import written there', reason: VITE},
    {
      quote: "Messages sent to the project's [`Logger`](/api/core/app/Logger) appear in the editor's console.",
      reason: `the console tab is ${EDITOR}`,
    },
    {
      quote: 'carry extra fields such as `durationMs`, which the console shows next to the message',
      reason: `the console tab is ${EDITOR}`,
    },
  ],
});
