import {
  ImageExporter,
  Player,
  type ProjectMetadata,
  Renderer,
  Vector2,
  createSettingsMetadata,
  linear,
  makePlugin,
  createSignal,
  useTime,
  MetaFile,
  bootstrap,
  makeProject,
  waitFor,
  waitUntil,
  type Project,
  type RendererSettings,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims} from '../claim';
import {runThreads} from '../harness';
import {buildProject, plainScene, type SceneDescription} from '../project';
import {withGlobals} from '../stand-ins/globals';
import {withPlayerStubs} from '../stand-ins/player';
import stillImage from './take-a-still-image.claims';

const PAGE = 'docs/getting-started/rendering/index.mdx';

/** What the dev server receives for one frame from the image sequence exporter (the `canvas-commons:export` message). */
export interface SentFrame {
  frame: number;
  name: string;
  data: string;
  mimeType: string;
  subDirectories: string[];
}

/** One frame as the real Renderer handed it to the exporter. */
export interface RenderedFrame {
  frame: number;
  sceneFrame: number;
  sceneName: string;
  /** The size of the canvas handed over. */
  width: number;
  height: number;
  /** The colours the stage filled the frame with before drawing the scenes on it (its background). */
  fills: unknown[];
  /** What the real ImageExporter sent to the dev server for this frame. */
  sent: SentFrame;
  /** What the `sample` option read when the exporter received the frame. */
  sample: unknown;
}

export interface Render {
  project: Project;
  frames: RenderedFrame[];
  /** The order of the stage's draws and the exporter's frames (`draw`, `export <frame>`). */
  steps: string[];
  /** The scenes' sounds and the frame count the renderer passed to the exporter's `start`. */
  started: {sounds: unknown[]; frames: number} | null;
  /** The renderer's own scenes (fresh instances, not the descriptions of the project). */
  scenes: unknown[];
}

/** A canvas stand-in: it keeps its size, and its 2D context records fills; `toDataURL` names the format and quality. */
function recordingCanvas(fills: unknown[], steps: string[]) {
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => context,
    toDataURL: (type: string, quality?: number) => `data:${type};quality=${quality};base64,`,
  };
  const context = {
    canvas,
    fillStyle: '' as unknown,
    clearRect: () => {},
    save: () => {},
    restore: () => {},
    drawImage: (source: unknown) => {
      if (source !== canvas) steps.push('draw');
    },
    fillRect() {
      fills.push(context.fillStyle);
    },
  };
  return canvas;
}

/** The real `ImageExporter.handleFrame`, with its `import.meta.hot` (the editor's link to the dev server) handed in. */
function imageHandleFrame() {
  const source = ImageExporter.prototype.handleFrame.toString();
  expect(source).toContain('import.meta.hot');
  const body = source.slice(source.indexOf('{') + 1, source.lastIndexOf('}')).replaceAll('import.meta.hot', 'hot');
  const AsyncFunction = (async () => {}).constructor as new (
    ...args: string[]
  ) => (...args: unknown[]) => Promise<void>;
  // The two constants are the module's own (at most 256 frames in flight, retried every second).
  return new AsyncFunction(
    'hot',
    'EXPORT_FRAME_LIMIT',
    'EXPORT_RETRY_DELAY',
    'canvas',
    'frame',
    'sceneFrame',
    'sceneName',
    'signal',
    body,
  );
}

export interface RenderOptions {
  /** The project's name, as `makeProject` or the Vite plugin gives it. */
  name?: string;
  /** Changes to the project's rendering settings (fps, range, size, resolutionScale, background). */
  settings?: Partial<RendererSettings>;
  /** Options of the image sequence exporter, over its defaults. */
  image?: Partial<{fileType: string; quality: number; groupByScene: boolean}>;
  /** Changes to the project's metadata before the render (as the editor's settings tab makes them). */
  configure?: (project: Project) => void;
  /** Read when the exporter receives each frame (the state the frame shows). */
  sample?: () => unknown;
}

/**
 * Renders a project of the given scenes with the real Renderer, as the editor's Render button does: the project's
 * rendering settings (`getFullRenderingSettings`, with the project's name), and the real image sequence exporter of
 * core, whose messages to the dev server are recorded. Each frame's canvas is a stand-in that keeps its size.
 */
export async function renderProject(scenes: SceneDescription[], options: RenderOptions = {}): Promise<Render> {
  const steps: string[] = [];
  const fills: unknown[] = [];
  return withGlobals({document: {createElement: () => recordingCanvas(fills, steps)}}, async () => {
    const frames: RenderedFrame[] = [];
    const handleFrame = imageHandleFrame();
    let started: Render['started'] = null;
    let sent: SentFrame | null = null;
    /** An exporter that is the real ImageExporter, its messages going to a stand-in dev server that acknowledges them. */
    const Recording = {
      id: 'claims/image-sequence',
      displayName: 'Image sequence (recorded)',
      meta: () => ImageExporter.meta(),
      async create(project: Project, settings: RendererSettings) {
        const exporter = await ImageExporter.create(project, settings);
        const hot = {
          send: (_event: string, payload: SentFrame) => {
            sent = payload;
            (exporter as unknown as {handleResponse: (ack: {frame: number}) => void}).handleResponse({
              frame: payload.frame,
            });
          },
        };
        const start = exporter.start.bind(exporter);
        // The Renderer calls start with the scenes' sounds and the frame count (the types of 0.3.1 leave them out).
        (exporter as unknown as {start: (sounds: unknown[], count: number) => Promise<void>}).start = async (
          sounds: unknown[],
          count: number,
        ) => {
          started = {sounds, frames: count};
          await start();
        };
        exporter.handleFrame = async (canvas, frame, sceneFrame, sceneName, signal) => {
          steps.push(`export ${frame}`);
          sent = null;
          await handleFrame.call(exporter, hot, 256, 1000, canvas, frame, sceneFrame, sceneName, signal);
          frames.push({
            frame,
            sceneFrame,
            sceneName,
            width: canvas.width,
            height: canvas.height,
            fills: [...fills],
            sent: sent!,
            sample: options.sample?.(),
          });
          fills.length = 0;
        };
        return exporter;
      },
    };
    const plugin = makePlugin({name: 'claims-recording-exporter', exporters: () => [Recording as never]});
    const project = buildProject(options.name ?? 'project', scenes, {plugins: [plugin()]});
    options.configure?.(project);
    const renderer = new Renderer(project);
    const defaults = project.meta.getFullRenderingSettings();
    const settings = {
      ...defaults,
      name: project.name,
      ...options.settings,
      exporter: {name: Recording.id, options: {...(defaults.exporter.options as object), ...options.image}},
    } as RendererSettings;
    const errors: unknown[] = [];
    project.logger.onLogged.subscribe((payload) => errors.push(payload));
    await renderer.render(settings);
    expect(errors).toEqual([]);
    const {playback} = renderer as unknown as {playback: {onScenesRecalculated: {current: unknown[]}}};
    return {project, frames, steps, started, scenes: playback.onScenesRecalculated.current};
  });
}

/** A plain scene that waits `seconds`. */
export function waiting(name: string, seconds: number) {
  return plainScene(name, function* (): ThreadGenerator {
    yield* waitFor(seconds);
  });
}

/** A fresh project's metadata, as the build makes it (with core's default plugin). */
function freshMeta(audio?: string) {
  return buildProject('project', [waiting('scene', 1)], audio ? {audio} : {}).meta as ProjectMetadata;
}

/** The frame numbers of a render, in order. */
function frameNumbers(render: Render): number[] {
  return render.frames.map(({frame}) => frame);
}

function consecutive(from: number, to: number): number[] {
  return Array.from({length: to - from + 1}, (_, index) => from + index);
}

/**
 * The render's frames are consecutive from `from`, and cover `seconds` at `fps`: within one frame, since a scene ends
 * in the frame in which its last wait is reached.
 */
export function expectFrames(render: Render, from: number, seconds: number, fps: number): void {
  const numbers = frameNumbers(render);
  expect(numbers).toEqual(consecutive(from, from + numbers.length - 1));
  expect(Math.abs(numbers.length - seconds * fps)).toBeLessThanOrEqual(1);
}

/** No background by default: the stage fills nothing behind the scenes; with a colour, it fills each frame with it. */
async function emptyBackgroundFillsNothing(): Promise<void> {
  expect(freshMeta().shared.background.get()).toBeNull();
  const plain = await renderProject([waiting('scene', 0.1)]);
  for (const frame of plain.frames) expect(frame.fills).toEqual([]);
  const coloured = await renderProject([waiting('scene', 0.1)], {
    configure: (project) => project.meta.shared.background.set('#ff0000'),
  });
  for (const frame of coloured.frames) expect(frame.fills).toEqual(['rgb(255 0 0)']);
}

const claims = [
  {
    quote: 'the editor computes every single frame of the chosen range, at the final resolution and',
    claim: 'a render hands the exporter every frame of the range, one after another, at the resolution times the scale',
    check: async () => {
      const whole = await renderProject([waiting('scene', 2)], {settings: {fps: 30}});
      expectFrames(whole, 0, 2, 30);
      const part = await renderProject([waiting('scene', 4)], {
        settings: {fps: 30, range: [1, 2], resolutionScale: 0.5},
      });
      expect(frameNumbers(part)).toEqual(consecutive(30, 60));
      for (const frame of part.frames) expect([frame.width, frame.height]).toEqual([960, 540]);
    },
  },
  {
    quote: 'creates a fresh copy of your scenes with the rendering settings',
    claim: "the Renderer builds scenes of its own, sized by the rendering settings, and starts at the range's start",
    check: async () => {
      const descriptions = [waiting('scene', 3)];
      const render = await renderProject(descriptions, {
        settings: {range: [1.5, 3], size: new Vector2(1280, 720), resolutionScale: 2},
      });
      expect(render.scenes).toHaveLength(1);
      const scene = render.scenes[0] as {getSize(): Vector2; getRealSize(): Vector2; meta: unknown};
      // A scene of the description's class, with a copy of its metadata.
      expect(scene).toBeInstanceOf(descriptions[0].klass);
      expect(scene.meta).not.toBe(descriptions[0].meta);
      expect(scene.getSize().exactlyEquals(new Vector2(1280, 720))).toBe(true);
      expect(scene.getRealSize().exactlyEquals(new Vector2(2560, 1440))).toBe(true);
      expect(render.frames[0].frame).toBe(90);
    },
  },
  {
    quote: '2. After each frame is drawn, the selected exporter receives it.',
    claim: 'each frame is drawn on the stage before the exporter receives it',
    check: async () => {
      const render = await renderProject([waiting('scene', 0.1)], {settings: {fps: 30}});
      expect(render.steps).toEqual(['draw', 'export 0', 'draw', 'export 1', 'draw', 'export 2', 'draw', 'export 3']);
    },
  },
  {
    quote: "are read from the scenes' `.meta` files, and every frame is computed even if it takes longer than real",
    claim: "a render waits for time events as stored in the scene's metadata, and exports every frame",
    check: async () => {
      const scene = plainScene('scene', function* (): ThreadGenerator {
        yield* waitUntil('reveal');
        yield* waitFor(0.5);
      });
      scene.meta.timeEvents.set([{name: 'reveal', targetTime: 2}]);
      const render = await renderProject([scene], {settings: {fps: 30}});
      expectFrames(render, 0, 2.5, 30);
    },
  },
  {
    quote: 'The *Video Settings* tab groups the settings in three sections.',
    claim: "the project's metadata has three groups of settings: General, Preview and Rendering",
    check: () => {
      const meta = freshMeta();
      expect(Object.keys(meta.serialize())).toEqual(['version', 'shared', 'preview', 'rendering']);
      expect([meta.shared.name, meta.preview.name, meta.rendering.name]).toEqual(['General', 'Preview', 'Rendering']);
    },
  },
  {
    quote: "They are saved in the project's `.meta` file, so they",
    claim: "the settings are part of the project's metadata, which serializes them and reads them back",
    check: () => {
      const meta = freshMeta();
      meta.shared.range.set([1, 2]);
      meta.preview.fps.set(24);
      meta.rendering.resolutionScale.set(0.5);
      const stored = JSON.parse(JSON.stringify(meta.serialize())) as unknown;
      const again = freshMeta();
      again.set(stored as never);
      expect(again.shared.range.get()).toEqual([1, 2]);
      expect(again.preview.fps.get()).toBe(24);
      expect(again.rendering.resolutionScale.get()).toBe(0.5);
    },
  },
  {
    quote: 'These apply to both the preview and the render.',
    claim: 'the General settings are part of both the preview settings and the rendering settings',
    check: () => {
      const meta = freshMeta();
      meta.shared.background.set('#102030');
      meta.shared.size.set(new Vector2(1280, 720));
      meta.shared.range.set([1, 2]);
      for (const settings of [meta.getFullPreviewSettings(), meta.getFullRenderingSettings()]) {
        expect(settings.background?.hex()).toBe('#102030');
        expect(settings.size.exactlyEquals(new Vector2(1280, 720))).toBe(true);
        expect(settings.range).toEqual([1, 2]);
      }
    },
  },
  {
    quote: '| background | none | The colour behind all scenes. With no colour, the background is transparent. |',
    claim: 'the background is empty by default; then the stage fills nothing behind the scenes, with a colour it does',
    check: emptyBackgroundFillsNothing,
  },
  {
    quote: '| range | whole project | The part of the animation to play and render, in seconds. |',
    claim: 'the range is [0, ∞) by default, in seconds, and a render of it covers the whole project',
    check: async () => {
      expect(freshMeta().shared.range.get()).toEqual([0, Infinity]);
      const render = await renderProject([waiting('a', 1), waiting('b', 1)], {settings: {fps: 30}});
      expect(render.frames[0].frame).toBe(0);
      expect(render.frames.at(-1)!.sceneName).toBe('b');
      expect(render.frames.length).toBeGreaterThanOrEqual(60);
      expect(render.frames.length).toBeLessThanOrEqual(61);
    },
  },
  {
    quote: '| resolution | 1920×1080 | The size of the animation in pixels.',
    claim: 'the resolution is 1920×1080 by default, and it is the size of the scenes',
    check: async () => {
      expect(freshMeta().shared.size.get().exactlyEquals(new Vector2(1920, 1080))).toBe(true);
      const render = await renderProject([waiting('scene', 0.1)]);
      const scene = render.scenes[0] as {getSize(): Vector2};
      expect(scene.getSize().exactlyEquals(new Vector2(1920, 1080))).toBe(true);
      expect([render.frames[0].width, render.frames[0].height]).toEqual([1920, 1080]);
    },
  },
  {
    quote: "| audio offset | 0 | Shifts the project's [audio track]",
    claim: 'the audio offset is 0 by default, in seconds, and disabled without an audio track',
    check: () => {
      const silent = freshMeta();
      expect(silent.shared.audioOffset.get()).toBe(0);
      expect(silent.shared.audioOffset.onDisabled.current).toBe(true);
      expect(freshMeta('/audio/voice.mp3').shared.audioOffset.onDisabled.current).toBe(false);
    },
  },
  {
    quote: 'The default resolution and background of **new** projects come from the editor',
    claim: 'a project without saved settings takes its resolution and background from the application settings',
    check: () => {
      expect(Object.keys(createSettingsMetadata().defaults.get())).toEqual(['background', 'size']);
      const fresh = (settingsData?: unknown) => {
        const settingsFile = new MetaFile('settings');
        if (settingsData) settingsFile.loadData(settingsData);
        return bootstrap(
          'project',
          {core: '0.3.1', two: null, ui: null, vitePlugin: null},
          [],
          makeProject({scenes: [{...waiting('scene', 1), onReplaced: null} as never]}),
          new MetaFile('project'),
          settingsFile,
        );
      };
      const custom = fresh({defaults: {background: '#336699', size: [1280, 720]}});
      expect(custom.meta.shared.background.get()?.hex()).toBe('#336699');
      expect(custom.meta.shared.size.get().exactlyEquals(new Vector2(1280, 720))).toBe(true);
      const plain = fresh();
      expect(plain.meta.shared.background.get()).toBeNull();
      expect(plain.meta.shared.size.get().exactlyEquals(new Vector2(1920, 1080))).toBe(true);
    },
  },
  {
    quote: '| frame rate | 30 | How many frames per second the preview computes. |',
    claim: 'the preview frame rate is 30 by default',
    check: () => {
      const meta = freshMeta();
      expect(meta.preview.fps.get()).toBe(30);
      expect(meta.getFullPreviewSettings().fps).toBe(30);
    },
  },
  {
    quote: '| scale | 1.0x | Draws the preview at 0.25×, 0.5×, 1× or 2× the resolution.',
    claim: 'the preview scale is 1 by default, with the choices 0.25, 0.5, 1 and 2',
    check: () => {
      const {resolutionScale} = freshMeta().preview;
      expect(resolutionScale.get()).toBe(1);
      expect(resolutionScale.options.map(({value}) => value)).toEqual([0.25, 0.5, 1, 2]);
    },
  },
  {
    quote:
      '| frame rate | 60 | Frames per second of the output. The presets are 30 and 60, but any value of at least 1',
    claim: 'the rendering frame rate is 60 by default, with presets 30 and 60, and accepts any value from 1 up',
    check: () => {
      const {fps} = freshMeta().rendering;
      expect(fps.get()).toBe(60);
      expect(fps.getPresets().map(({value}) => value)).toEqual([30, 60]);
      fps.set(24);
      expect(fps.get()).toBe(24);
      fps.set(144);
      expect(fps.get()).toBe(144);
      fps.set(0.5);
      expect(fps.get()).toBe(1);
    },
  },
  {
    quote: '| scale | 1.0x | Multiplies the resolution of the output: 0.25×, 0.5×, 1× or 2×. |',
    claim: 'the rendering scale is 1 by default, one of 0.25, 0.5, 1 and 2, and multiplies the size of the frames',
    check: async () => {
      const {resolutionScale} = freshMeta().rendering;
      expect(resolutionScale.get()).toBe(1);
      expect(resolutionScale.options.map(({value}) => value)).toEqual([0.25, 0.5, 1, 2]);
      const render = await renderProject([waiting('scene', 0.1)], {settings: {resolutionScale: 0.25}});
      expect([render.frames[0].width, render.frames[0].height]).toEqual([480, 270]);
    },
  },
  {
    quote: '| color space | sRGB | sRGB, or DCI-P3 for wide-gamut displays. |',
    claim: 'the colour space is sRGB by default, the other choice DCI-P3',
    check: () => {
      const {colorSpace} = freshMeta().rendering;
      expect(colorSpace.get()).toBe('srgb');
      expect(colorSpace.options).toEqual([
        {value: 'srgb', text: 'sRGB'},
        {value: 'display-p3', text: 'DCI-P3'},
      ]);
    },
  },
  {
    quote: "| exporter | Image sequence | Which exporter writes the frames, followed by that exporter's own options. |",
    claim: 'the exporter is the image sequence by default, and its options come with it',
    check: () => {
      const {exporter} = freshMeta().getFullRenderingSettings();
      expect(exporter.name).toBe(ImageExporter.id);
      expect(ImageExporter.displayName).toBe('Image sequence');
      expect(exporter.options).toEqual({fileType: 'image/png', quality: 100, groupByScene: false});
    },
  },
  {
    quote:
      'The size of the rendered frames is the **resolution multiplied by the scale**. A 1920×1080 project rendered at 2×',
    claim: 'a 1920×1080 project rendered at 2× gives 3840×2160 frames',
    check: async () => {
      const render = await renderProject([waiting('scene', 0.1)], {settings: {resolutionScale: 2}});
      for (const frame of render.frames) expect([frame.width, frame.height]).toEqual([3840, 2160]);
    },
  },
  {
    quote: 'Your scenes do not change: the scale enlarges the whole drawing, so positions and sizes in',
    claim: 'at 2× the scene keeps its 1920×1080 size, and only its real (drawn) size doubles',
    check: async () => {
      const render = await renderProject([waiting('scene', 0.1)], {settings: {resolutionScale: 2}});
      const scene = render.scenes[0] as {getSize(): Vector2; getRealSize(): Vector2};
      expect(scene.getSize().exactlyEquals(new Vector2(1920, 1080))).toBe(true);
      expect(scene.getRealSize().exactlyEquals(new Vector2(3840, 2160))).toBe(true);
    },
  },
  {
    quote: 'so a one-second tween lasts one second at 30 fps (30 frames) and at 60 fps (60 frames) alike.',
    claim: 'a one-second tween ends at one second, after 30 frames at 30 fps and 60 frames at 60 fps (within one)',
    check: () => {
      for (const fps of [30, 60]) {
        let time = NaN;
        const value = createSignal(0);
        const frames = runThreads(
          function* () {
            yield* value(1, 1, linear);
            time = useTime();
          },
          {fps},
        );
        expect(time).toBeCloseTo(1, 9);
        // The tween ends in the frame in which its time is reached: within one frame of `fps` frames.
        expect(Math.abs(frames - fps)).toBeLessThanOrEqual(1);
      }
    },
  },
  {
    quote: 'and the render have separate frame rates, so you can preview at 30 fps for speed',
    claim: 'the preview and the rendering frame rates are separate settings, 30 and 60 by default',
    check: () => {
      const meta = freshMeta();
      meta.preview.fps.set(24);
      expect(meta.getFullPreviewSettings().fps).toBe(24);
      expect(meta.getFullRenderingSettings().fps).toBe(60);
    },
  },
  {
    quote: 'The range limits the render to part of the project, given as a start and an end time in seconds.',
    claim: 'a range of [1, 2] s at 30 fps renders frames 30 to 60 only',
    check: async () => {
      const render = await renderProject([waiting('scene', 4)], {settings: {fps: 30, range: [1, 2]}});
      expect(frameNumbers(render)).toEqual(consecutive(30, 60));
    },
  },
  {
    quote:
      'default it covers the whole animation. The range is a general setting, so the preview also plays only that part',
    claim: 'a player configured with the preview settings starts and ends at the range',
    check: async () => {
      await withPlayerStubs(async () => {
        const project = buildProject('project', [waiting('scene', 4)]);
        project.meta.shared.range.set([1, 2]);
        const player = new Player(project, project.meta.getFullPreviewSettings());
        await player.playback.recalculate();
        const frames = player as unknown as {startFrame: number; endFrame: number};
        expect([frames.startFrame, frames.endFrame]).toEqual([30, 60]);
      });
    },
  },
  {
    quote: 'With no background colour, every pixel your scenes leave empty stays transparent.',
    claim: 'without a background the stage only clears the frame and draws the scenes on it, filling nothing',
    check: emptyBackgroundFillsNothing,
  },
  {
    quote:
      '- **[Image sequence](/docs/rendering/image-sequence)**, built into `@canvas-commons/core` and always available. It',
    claim: "core's default plugin, in every project, provides the image sequence exporter, with png, jpeg and webp",
    check: () => {
      const meta = freshMeta();
      expect(meta.rendering.exporter.exporters).toEqual([ImageExporter]);
      const fileType = ImageExporter.meta().fileType;
      expect(fileType.options.map(({value}) => value)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    },
  },
  {
    quote: 'Exporters are added to the editor by',
    claim: "an exporter returned by a plugin's exporters hook is offered next to the image sequence, and is used",
    check: async () => {
      const render = await renderProject([waiting('scene', 0.1)]);
      const ids = render.project.meta.rendering.exporter.exporters.map(({id}) => id);
      expect(ids).toEqual([ImageExporter.id, 'claims/image-sequence']);
      expect(render.frames.length).toBeGreaterThan(0);
    },
  },
  {
    quote: 'Image sequences go into a subfolder named after the project, and the FFmpeg exporter writes',
    claim: 'image sequence frames are sent to the folder named after the project, as six-digit PNG names',
    check: async () => {
      const render = await renderProject([waiting('scene', 0.1)], {name: 'my-animation'});
      expect(render.frames.map(({sent}) => sent.subDirectories)).toEqual(render.frames.map(() => ['my-animation']));
      expect(render.frames[1].sent).toMatchObject({name: '000001', mimeType: 'image/png'});
    },
  },
  {
    quote: 'When the editor saves a single frame as a still image, it is written as a PNG into',
    claim: 'a snapshot is sent as PNG data to the still folder under the project name',
    check: checkOf(stillImage.claims, 'Snapshots are always PNG and go to `output/still/<project name>/`'),
  },
];

/** The recap and the exercise say again what the claims above check. */
const summary = [
  {
    quote: 'The frame rate changes how many frames are produced, not how long anything takes.',
    claim: 'a one-second tween lasts one second at 30 and at 60 fps, in 30 and 60 frames',
    check: checkOf(
      claims,
      'so a one-second tween lasts one second at 30 fps (30 frames) and at 60 fps (60 frames) alike.',
    ),
  },
  {
    quote: '- Rendering computes every frame of the chosen range at full quality and hands each one to an exporter.',
    claim: 'recap: every frame of the range goes to the exporter, at the resolution times the scale',
    check: checkOf(claims, 'the editor computes every single frame of the chosen range, at the final resolution and'),
  },
  {
    quote:
      '- Resolution and scale set the size in pixels, the frame rate the number of frames, the range which part is',
    claim: 'recap: size is resolution times scale, the frame rate sets the frame count, the range the part rendered',
    check: async () => {
      await checkOf(
        claims,
        'The size of the rendered frames is the **resolution multiplied by the scale**. A 1920×1080 project rendered at 2×',
      )();
      await checkOf(
        claims,
        'so a one-second tween lasts one second at 30 fps (30 frames) and at 60 fps (60 frames) alike.',
      )();
      await checkOf(
        claims,
        'The range limits the render to part of the project, given as a start and an end time in seconds.',
      )();
    },
  },
  {
    quote:
      "of the *Rendering* section to `0.5×`, then render. Both are saved in the project's `.meta` file, so set them back",
    claim: "the range and the rendering scale are fields of the project's metadata",
    check: checkOf(claims, "They are saved in the project's `.meta` file, so they"),
  },
];

export default defineClaims(PAGE, [...claims, ...summary], {
  unclaimed: [
    {
      quote: 'While you work, the editor plays your project in a preview that is allowed to skip frames',
      reason: "how the editor's preview skips frames while playing in real time depends on the browser's timing",
    },
    {
      quote: 'Rendering happens in the editor, in your browser, while the development server',
      reason: "where the render runs and the Render button are the editor's UI and the dev server",
    },
    {
      quote: '3. The exporter sends the frame data to the development server, which writes the files into',
      reason: 'the files are written by the Vite plugin on the dev server (what the exporter sends is checked below)',
    },
    {
      quote: 'complex scene simply renders more slowly; the result is the same.',
      reason: 'about the time a render takes in a browser',
    },
    {
      quote: 'Do not close or reload the editor tab while a',
      reason: "about the editor's browser tab",
    },
    {
      quote:
        'Exporters talk to the development server, so rendering only works in the editor started with `npm start`.',
      reason: 'needs the Vite dev server and a static build of a project',
    },
    {
      quote: 'build of the project cannot write files.',
      reason: 'needs a static build of a project, made by the Vite plugin',
    },
    {
      quote: 'Lower values make heavy scenes play more smoothly. |',
      reason: "the preview's smoothness depends on the browser's drawing speed",
    },
    {
      quote: 'and shapes and text stay sharp rather than being upscaled afterwards.',
      reason: 'how sharp the drawn pixels are needs a browser canvas',
    },
    {
      quote: 'depends on the output format: PNG and WebP image sequences keep it, JPEG does not',
      reason: "the formats' alpha channels are the browser's image encoders and FFmpeg's, not run in Node",
    },
    {
      quote: 'If you need a transparent animation, render an image sequence in PNG and assemble it',
      reason: 'about the PNG encoder of the browser and outside tools',
    },
    {
      quote:
        '- **[Video (FFmpeg)](/docs/rendering/video)**, provided by the separate `@canvas-commons/ffmpeg` package.',
      reason: 'the @canvas-commons/ffmpeg package is not installed here',
    },
    {
      quote: 'Pick the exporter in the *Rendering* section; its options appear right below it.',
      reason: "the exporter's place in the settings tab is the editor's UI",
    },
    {
      quote:
        "Everything is written below the project's `output/` folder, which a generated project already excludes from Git.",
      reason: 'the output folder and the generated .gitignore come from the Vite plugin and the project generator',
    },
    {
      quote: 'of the Vite plugin names another folder.',
      reason: 'an option of the Vite plugin, not installed here',
    },
    {
      quote: '- Files go below `output/`: an image sequence into a folder named after the project, a video as',
      reason: 'the output folder and the video file come from the Vite plugin and the FFmpeg package',
    },
    {
      quote:
        'In the *Video Settings* tab, set the range (in the *General* section) to end at two seconds and the scale',
      reason: "where the settings sit is the editor's UI (that both are saved settings is checked)",
    },
  ],
});
