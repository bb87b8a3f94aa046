import {Circle, Rect, Txt, is} from '@canvas-commons/2d';
import {
  Logger,
  PlaybackManager,
  PlaybackStatus,
  Renderer,
  Stage,
  Vector2,
  type RendererSettings,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {pageExample, snapshotFrames} from '../harness';
import {geometryScenes} from '../stand-in-scenes';
import {withGlobals} from '../stand-ins/globals';

const PAGE = 'docs/recipes/take-a-still-image.mdx';

/** Sizes as a browser gives them without a layout engine: the underline's width is its own. */
const {sampleGeometry} = geometryScenes('strict');

/** What the editor's dev server receives from one snapshot (the `canvas-commons:export` message). */
interface Export {
  frame: number;
  name: string;
  data: string;
  mimeType: string;
  subDirectories: string[];
}

/** One snapshot as the real `renderFrame` takes it: what it sent, the steps it took, and the stage it drew on. */
interface Still {
  sent: Export[];
  steps: string[];
  width: number;
  height: number;
  /** The colours the stage filled its final buffer with before drawing the scene on it. */
  fills: unknown[];
}

/** A canvas stand-in whose 2D context records the fills made on it; `toDataURL` names the format asked for. */
function fakeCanvas(fills: unknown[]) {
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => context,
    toDataURL: (type: string) => `data:${type};base64,`,
  };
  const context = {
    canvas,
    fillStyle: '' as unknown,
    clearRect: () => {},
    save: () => {},
    restore: () => {},
    drawImage: () => {},
    fillRect() {
      fills.push(context.fillStyle);
    },
  };
  return canvas;
}

/**
 * Runs the library's own `Renderer.renderFrame` code for each request on one fresh renderer with a real `Stage`. The
 * method's `import.meta.hot` (the editor's connection to its dev server) is handed in as a stand-in that records what
 * the snapshot sends; the scenes are a stand-in that records the reset and the seek.
 */
async function stills(
  requests: Array<{seconds: number; settings: Partial<RendererSettings>}>,
  projectName = 'project',
): Promise<Still[]> {
  const fills: unknown[] = [];
  return withGlobals({document: {createElement: () => fakeCanvas(fills)}}, async () => {
    const source = Renderer.prototype.renderFrame.toString();
    expect(source).toContain('import.meta.hot');
    const body = source.slice(source.indexOf('{') + 1, source.lastIndexOf('}')).replaceAll('import.meta.hot', 'hot');
    const AsyncFunction = (async () => {}).constructor as new (
      ...args: string[]
    ) => (...args: unknown[]) => Promise<void>;
    const renderFrame = new AsyncFunction('hot', 'settings', 'time', body);

    const renderer = Object.create(Renderer.prototype) as Renderer;
    const playback = new PlaybackManager();
    const stage = new Stage();
    let steps: string[] = [];
    let sent: Export[] = [];
    playback.reset = async () => {
      steps.push('reset');
    };
    playback.seek = async (frame: number) => {
      steps.push(`seek ${frame}`);
      return false;
    };
    const scene = {render: async () => steps.push('draw')};
    Object.defineProperty(playback, 'currentScene', {get: () => scene, configurable: true});
    Object.defineProperty(playback, 'previousScene', {get: () => null, configurable: true});
    Object.assign(renderer, {
      lock: {acquire: async () => {}, release: () => {}},
      playback,
      status: new PlaybackStatus(playback),
      stage,
      project: {scenes: [], name: projectName, logger: new Logger()},
    });
    const hot = {send: (_event: string, payload: Export) => sent.push(payload)};
    const results: Still[] = [];
    for (const {seconds, settings} of requests) {
      steps = [];
      sent = [];
      fills.length = 0;
      await renderFrame.call(renderer, hot, {fps: 60, size: new Vector2(1920, 1080), ...settings}, seconds);
      results.push({
        sent,
        steps,
        width: stage.finalBuffer.width,
        height: stage.finalBuffer.height,
        fills: [...fills],
      });
    }
    return results;
  });
}

/** The page's example, sampled on every frame. */
async function sampleCard() {
  const {samples, run} = await sampleGeometry(pageExample(PAGE, 'src/scenes/title-card.tsx'), (view) => {
    const ring = view.findFirst(is(Circle))!;
    const title = view.findFirst(is(Txt))!;
    const underline = view.findFirst(is(Rect))!;
    return {
      ringEnd: ring.end(),
      ringRotation: ring.rotation(),
      titleOpacity: title.opacity(),
      underlineWidth: underline.width(),
    };
  });
  return {samples, run};
}

export default defineClaims(
  PAGE,
  [
    {
      quote: '1.5 s at 60 fps is `000090.png`',
      claim: 'a snapshot at 1.5 s with a 60 fps render, once the renderer runs at 60 fps, is named 000090 (frame 90)',
      check: async () => {
        const [, second] = await stills([
          {seconds: 1.5, settings: {fps: 60}},
          {seconds: 1.5, settings: {fps: 60}},
        ]);
        expect(second.sent).toHaveLength(1);
        expect(second.sent[0].frame).toBe(90);
        expect(`${second.sent[0].name}.png`).toBe('000090.png');
      },
    },
    {
      quote: 'Snapshots are always PNG and go to `output/still/<project name>/`',
      claim:
        "a snapshot is sent as PNG data, to the 'still' folder under the project's name, named by its padded frame",
      check: async () => {
        const [first, second] = await stills(
          [
            {seconds: 0.2, settings: {fps: 30}},
            {seconds: 400, settings: {fps: 30}},
          ],
          'my-video',
        );
        expect(first.sent[0]).toMatchObject({
          frame: 6,
          name: '000006',
          mimeType: 'image/png',
          subDirectories: ['still', 'my-video'],
        });
        expect(first.sent[0].data.startsWith('data:image/png;')).toBe(true);
        expect(second.sent[0].name).toBe('012000');
      },
    },
    {
      quote: 'its size is the resolution times the rendering **scale**, so 2.0x gives a 3840×2160 image',
      claim: "the snapshot's canvas is the settings' size times their resolution scale, and the background fills it",
      check: async () => {
        const [double, single] = await stills([
          {seconds: 1, settings: {size: new Vector2(1920, 1080), resolutionScale: 2, background: '#ff0000'}},
          {seconds: 1, settings: {size: new Vector2(1920, 1080), resolutionScale: 1, background: null}},
        ]);
        expect([double.width, double.height]).toEqual([3840, 2160]);
        expect(double.fills).toEqual(['#ff0000']);
        expect([single.width, single.height]).toEqual([1920, 1080]);
        expect(single.fills).toEqual([]);
      },
    },
    {
      quote: "The editor replays the project up to the playhead's time with the rendering",
      claim:
        'a snapshot resets the playback, seeks to the frame, then draws it on a stage set up with the given settings',
      check: async () => {
        const [, still] = await stills([
          {seconds: 0, settings: {fps: 60}},
          {seconds: 2, settings: {fps: 60, resolutionScale: 0.5}},
        ]);
        expect(still.steps).toEqual(['reset', 'seek 120', 'draw']);
        expect(still.width).toBe(960);
      },
    },
    {
      quote: 'taken at 1.5 s, is frame 45 of 60 fps: `000045.png`, showing 0.75 s',
      claim: "the first snapshot of a session at 60 fps, at 1.5 s, is frame 45 (the renderer's 30 fps is used)",
      check: async () => {
        const [first] = await stills([{seconds: 1.5, settings: {fps: 60}}]);
        expect(first.sent[0].name).toBe('000045');
        const [snapshot] = await snapshotFrames([{seconds: 1.5, fps: 60}]);
        expect(snapshot.fps).toBe(60);
        expect(snapshot.frame / snapshot.fps).toBe(0.75);
      },
    },
    {
      quote: 'The time is rounded up to',
      claim: 'the time is rounded up to a whole frame',
      check: async () => {
        const [, rounded] = await snapshotFrames([
          {seconds: 0, fps: 60},
          {seconds: 1.001, fps: 60},
        ]);
        expect(rounded.frame).toBe(61);
      },
    },
    {
      quote: 'From the second snapshot on (or after a video',
      claim: 'after changing the frame rate, the first snapshot uses the old rate once',
      check: async () => {
        const frames = await snapshotFrames([
          {seconds: 1, fps: 60},
          {seconds: 1, fps: 60},
          {seconds: 1, fps: 24},
          {seconds: 1, fps: 24},
        ]);
        expect(frames.map((snapshot) => snapshot.frame)).toEqual([30, 60, 60, 24]);
      },
    },
    {
      quote: 'or set the rendering frame rate to 30',
      claim: 'at 30 fps the first snapshot is already right',
      check: async () => {
        const [first] = await snapshotFrames([{seconds: 1.5, fps: 30}]);
        expect(first.fileName).toBe('000045.png');
      },
    },
    {
      quote: 'everything is in place at 1.5 seconds, which makes a good thumbnail, and the',
      claim: 'in the example everything has reached its final value by 1.5 s, and something still moves afterwards',
      check: async () => {
        const {samples} = await sampleCard();
        const at = samples.find(({time}) => time >= 1.5)!.value;
        expect(at).toEqual({ringEnd: 1, ringRotation: 0, titleOpacity: 1, underlineWidth: 360});
        expect(samples.at(-1)!.value.ringRotation).toBeCloseTo(90, 6);
      },
    },
    {
      quote: 'From 1.2 seconds the card is complete and still for a second, then the ring turns',
      claim: 'the card is complete from 1.2 s, unchanged until 2.2 s, then the ring rotates',
      check: async () => {
        const {samples, run} = await sampleCard();
        const complete = {ringEnd: 1, ringRotation: 0, titleOpacity: 1, underlineWidth: 360};
        const firstComplete = samples.find(({value}) => expect.objectContaining(complete).asymmetricMatch(value));
        expect(firstComplete?.time).toBeCloseTo(1.2, 6);
        const still = samples.filter(({time}) => time >= 1.2 && time <= 2.2 + 1e-9);
        for (const {value} of still) expect(value).toEqual(complete);
        const turning = samples.filter(({time}) => time > 2.25);
        expect(turning.every(({value}) => value.ringRotation > 0)).toBe(true);
        expect(run.seconds).toBeCloseTo(3.2, 1);
      },
    },
    {
      quote:
        'A yellow ring draws itself around the word "Signals" while the word fades in and an orange underline grows',
      claim: 'during the first 1.2 s the ring is drawn, the word fades in and the underline grows, all at once',
      check: async () => {
        const {samples} = await sampleCard();
        // The first sample is taken once the first frame has run.
        const first = samples[0]!.value;
        expect(first.ringEnd).toBeLessThan(0.05);
        expect(first.titleOpacity).toBeLessThan(0.01);
        expect(first.underlineWidth).toBeLessThan(20);
        const middle = samples.find(({time}) => time >= 0.4)!.value;
        expect(middle.ringEnd).toBeGreaterThan(0.3);
        expect(middle.ringEnd).toBeLessThan(1);
        expect(middle.titleOpacity).toBeGreaterThan(0.1);
        expect(middle.titleOpacity).toBeLessThan(1);
        expect(middle.underlineWidth).toBeGreaterThan(100);
        expect(middle.underlineWidth).toBeLessThan(360);
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: 'Play the scene in the editor and pause where you want the picture',
        reason: "the playhead, the timeline and the arrow keys are the editor's UI",
      },
      {
        quote: 'The still is drawn with the *Rendering* settings of the *Video Settings* tab',
        reason:
          "which settings the editor's tab hands to the renderer is the editor's UI (the size and background are checked)",
      },
      {
        quote: '**Press the camera button**, *Save snapshot*',
        reason: "the snapshot button and where it sits are the editor's UI",
      },
      {
        quote: "the project\n   file's name, `project` for `src/project.ts`, when `makeProject` gives no `name`",
        reason: 'the output folder, the default project name and overwriting the file are done by the Vite plugin',
      },
    ],
  },
);
