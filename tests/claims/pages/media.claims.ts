import {readFileSync} from 'node:fs';
import path from 'node:path';

import {Img, Rect, Video} from '@canvas-commons/2d';
import {
  PlaybackState,
  SoundBuilder,
  Vector2,
  sound,
  useScene,
  useTime,
  waitFor,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, repositoryRoot, type Claim} from '../claim';
import {runMedia} from '../stand-in-scenes';
import {recordingContext} from '../stand-ins/canvas';
import {StandInImage, StandInVideo, mediaFile} from '../stand-ins/media';

const PAGE = 'docs/getting-started/media.mdx';

/** The calls an Img's draw makes on a recording context, once its stand-in image has loaded. */
async function imageDrawing(props: ConstructorParameters<typeof Img>[0]) {
  let calls: Array<[string, unknown[]]> = [];
  await runMedia(function* (view) {
    const image = new Img(props);
    view.add(image);
    yield image;
    const recording = recordingContext();
    image.render(recording.context);
    calls = recording.calls;
  });
  return calls;
}

/** The sounds a scene registered with `sound(...).play()`. */
async function soundsOf(body: () => ThreadGenerator) {
  let sounds: Array<Record<string, unknown>> = [];
  const run = await runMedia(function* () {
    yield* body();
    sounds = useScene().sounds.getSounds() as unknown as Array<Record<string, unknown>>;
  });
  return {sounds, run};
}

/** A video node on a stand-in file, its element, and what `body` records, in a scene. */
/** A scene step as the library's ThreadGenerator yields it, returning `T`. */
type Steps<T> = Generator<ThreadGenerator extends Generator<infer Yielded> ? Yielded : never, T>;

async function withVideo<T>(body: (video: Video) => Steps<T>, props = {}): Promise<T> {
  let result: T | undefined;
  await runMedia(function* (view) {
    const video = new Video({src: mediaFile('clip.mp4'), ...props});
    view.add(video);
    result = yield* body(video);
  });
  return result!;
}

const claims: Claim[] = [
  {
    quote: 'Images are requested with cross-origin access, so',
    claim: "an Img's <img> element is given crossOrigin 'anonymous' and the URL, made absolute against the page",
    check: async () => {
      const name = mediaFile('remote.png');
      await runMedia(function* (view) {
        const image = new Img({src: `https://example.com${name}`});
        view.add(image);
        yield image;
      });
      const element = StandInImage.created.find((image) => image.src.includes(name))!;
      expect(element.crossOrigin).toBe('anonymous');
      expect(element.src).toBe(`https://example.com${name}`);
    },
  },
  {
    quote:
      "`@canvas-commons/core/project`, which pull in Vite's client types, where common image, video and audio extensions are",
    claim:
      "core's project types pull in Vite's client types, which declare png, jpg, mp4, webm, mp3 and wav as modules",
    check: () => {
      const project = readFileSync(path.join(repositoryRoot, 'node_modules/@canvas-commons/core/project.d.ts'), 'utf8');
      expect(project).toContain('/// <reference types="vite/client" />');
      const client = readFileSync(path.join(repositoryRoot, 'node_modules/vite/client.d.ts'), 'utf8');
      for (const extension of ['png', 'jpg', 'svg', 'mp4', 'webm', 'mov', 'mp3', 'wav', 'ogg'])
        expect(client).toContain(`declare module '*.${extension}'`);
    },
  },
  {
    quote:
      'Canvas Commons does not decode media itself: each node hands its file to the browser the editor runs in, so the',
    claim: 'Img loads its file through an <img> element, Video through a <video> element',
    check: async () => {
      const [picture, clip] = [mediaFile('a-640x480.png'), mediaFile('clip.mp4')];
      await runMedia(function* (view) {
        const image = new Img({src: picture});
        const video = new Video({src: clip});
        view.add([image, video]);
        yield view;
      });
      expect(StandInImage.created.some((image) => image.src.includes(picture))).toBe(true);
      expect(StandInVideo.created.some((video) => video.src === clip)).toBe(true);
    },
  },
  {
    quote:
      "Importing a file (`import clip from '../videos/clip.mp4'`) works for the extensions Vite knows as assets, among them",
    claim: "every extension the page lists is in the installed Vite's list of asset types",
    check: () => {
      const source = readFileSync(path.join(repositoryRoot, 'node_modules/vite/dist/node/chunks/node.js'), 'utf8');
      const list = /const KNOWN_ASSET_TYPES = \[([^\]]*)\]/.exec(source)![1];
      const known = new RegExp(`^(?:${[...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]).join('|')})$`);
      const listed = [
        'png',
        'jpg',
        'jpeg',
        'gif',
        'svg',
        'webp',
        'avif',
        'bmp',
        'ico',
        'mp4',
        'webm',
        'mov',
        'mp3',
        'wav',
      ];
      for (const extension of [...listed, 'ogg', 'aac', 'm4a', 'flac', 'opus', 'woff', 'woff2', 'ttf', 'otf'])
        expect(known.test(extension), extension).toBe(true);
    },
  },
  {
    quote: 'displays an image. It is a [`Rect`](/api/2d/components/Rect), so it supports',
    claim: 'Img is a Rect, with radius, stroke, clip and children',
    check: async () => {
      await runMedia(function* (view) {
        const image = new Img({src: mediaFile('640x480.png'), radius: 24, stroke: '#fff', lineWidth: 4, clip: true});
        image.add(new Rect({}));
        view.add(image);
        expect(image).toBeInstanceOf(Rect);
        expect(image.radius().top).toBe(24);
        expect(image.clip()).toBe(true);
        expect(image.children()).toHaveLength(1);
        yield;
      });
    },
  },
  {
    quote: 'Without `width` or `height`, an image is shown at its natural size.',
    claim: 'an Img without width or height takes the natural size of its file',
    check: async () => {
      let size = new Vector2(NaN);
      await runMedia(function* (view) {
        const image = new Img({src: mediaFile('640x480.png')});
        view.add(image);
        yield image;
        size = image.size();
      });
      expect(size.toArray()).toEqual([640, 480]);
    },
  },
  {
    quote: 'If you set only one of the two, the other follows',
    claim: "with only a width, the Img leaves the height to the layout and gives it the file's aspect ratio",
    check: async () => {
      let style: Record<string, string> = {};
      let width = NaN;
      await runMedia(function* (view) {
        const image = new Img({src: mediaFile('300x100.png'), width: 600});
        view.add(image);
        yield image;
        width = image.width();
        style = (image as unknown as {element: {style: Record<string, string>}}).element.style;
      });
      expect(width).toBe(600);
      expect(Number(style.aspectRatio)).toBe(3);
    },
  },
  {
    quote: 'If you set both, the image is stretched to fill the rectangle.',
    claim: 'with both width and height, the picture is drawn into the whole box whatever its own ratio',
    check: async () => {
      const calls = await imageDrawing({src: mediaFile('300x100.png'), width: 400, height: 400});
      const drawn = calls.find(([name]) => name === 'drawImage')!;
      expect(drawn[1].slice(1)).toEqual([-200, -200, 400, 400]);
    },
  },
  {
    quote:
      'right after creating the node is an error, and the editor logs a message asking you to yield the node first.',
    claim: 'reading naturalSize before the image loaded gives 0 and logs an error telling to yield the node',
    check: async () => {
      let early = new Vector2(NaN);
      const run = await runMedia(function* (view) {
        const image = new Img({src: mediaFile('640x480.png')});
        view.add(image);
        early = image.naturalSize();
        yield* waitFor(0.1);
      });
      expect(early.toArray()).toEqual([0, 0]);
      const errors = run.logs.filter((entry) => entry.level === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0].message).toMatch(/before the node was ready\. Make sure to yield the node/);
    },
  },
  {
    quote:
      '`yield view.add(...)` (a plain `yield`, not `yield*`) waits until every image in what you added has loaded, and it',
    claim: 'a plain yield of the view waits for all its images to load, at no animation time, with no error',
    check: async () => {
      let times: number[] = [];
      let sizes: number[][] = [];
      const run = await runMedia(function* (view) {
        const first = new Img({src: mediaFile('640x480.png')});
        const second = new Img({src: mediaFile('200x50.png')});
        const before = useTime();
        yield view.add(new Rect({children: [first, second]}));
        times = [before, useTime()];
        sizes = [first.naturalSize().toArray(), second.naturalSize().toArray()];
      });
      expect(times).toEqual([0, 0]);
      expect(sizes).toEqual([
        [640, 480],
        [200, 50],
      ]);
      expect(run.logs).toEqual([]);
    },
  },
  {
    quote: '| `alpha` | Opacity of the picture only.',
    claim: 'alpha lowers the canvas alpha only while the picture is drawn, not for the fill',
    check: async () => {
      const calls = await imageDrawing({src: mediaFile('640x480.png'), alpha: 0.5, fill: '#ff0000'});
      const names = calls.map(([name]) => name);
      const alphaAt = names.indexOf('set globalAlpha');
      expect(alphaAt).toBeGreaterThan(names.indexOf('fill'));
      expect(names.indexOf('drawImage')).toBeGreaterThan(alphaAt);
      expect(names.lastIndexOf('restore')).toBeGreaterThan(names.indexOf('drawImage'));
    },
  },
  {
    quote: '| `smoothing` | Set to `false` for pixel art.',
    claim: 'smoothing false turns off image smoothing for the drawing; it is on by default',
    check: async () => {
      const smoothing = async (props: object) =>
        (await imageDrawing({src: mediaFile('64x64.png'), ...props})).filter(
          ([name]) => name === 'set imageSmoothingEnabled',
        )[0][1][0];
      expect(await smoothing({smoothing: false})).toBe(false);
      expect(await smoothing({})).toBe(true);
    },
  },
  {
    quote: '| `naturalSize()` | The size of the source file in pixels. |',
    claim: "naturalSize() is the file's size whatever size the node has",
    check: async () => {
      let natural = new Vector2(NaN);
      await runMedia(function* (view) {
        const image = new Img({src: mediaFile('640x480.png'), width: 100, height: 100});
        view.add(image);
        yield image;
        natural = image.naturalSize();
      });
      expect(natural.toArray()).toEqual([640, 480]);
    },
  },
  {
    quote:
      "| `getColorAtPoint(point)` | The colour at a point in the node's local coordinates, where `[0, 0]` is the centre. |",
    claim: "getColorAtPoint([0, 0]) reads the file's centre pixel, scaled from the node's size",
    check: async () => {
      const read: number[][] = [];
      await runMedia(function* (view) {
        const image = new Img({src: mediaFile('200x100.png'), width: 400, height: 200});
        view.add(image);
        yield image;
        const points: Array<[number, number]> = [
          [0, 0],
          [-200, -100],
          [100, 0],
        ];
        for (const point of points) {
          const colour = image.getColorAtPoint(point);
          read.push([colour.get('rgb.r'), colour.get('rgb.g')]);
        }
      });
      // The stand-in canvas answers with the pixel's coordinates as red and green (the node is twice the file's size).
      expect(read).toEqual([
        [100, 50],
        [0, 0],
        [150, 50],
      ]);
    },
  },
  {
    quote:
      '| `getPixelColor(point)` | The colour at a pixel of the source file, where `[0, 0]` is the top-left corner. |',
    claim: 'getPixelColor reads the file pixel at those coordinates, whatever the node size',
    check: async () => {
      let read: number[] = [];
      await runMedia(function* (view) {
        const image = new Img({src: mediaFile('640x480.png'), width: 100});
        view.add(image);
        yield image;
        const colour = image.getPixelColor([10, 20]);
        read = [colour.get('rgb.r'), colour.get('rgb.g')];
      });
      expect(read).toEqual([10, 20]);
    },
  },
  {
    quote:
      'If you want an `Img` without a picture for now, set `src={null}` explicitly. Leaving `src` out altogether logs a',
    claim: 'an Img made without src logs a warning; with src null it does not',
    check: async () => {
      const run = await runMedia(function* (view) {
        view.add(new Img({src: null as unknown as string}));
        yield;
        view.add(new Img({}));
        yield;
      });
      expect(run.logs.map((entry) => [entry.level, entry.message])).toEqual([
        ['warn', 'No source specified for the image'],
      ]);
    },
  },
  {
    quote:
      '`Img` has no crop property: to show only part of a picture, put it inside a smaller `Rect` with `clip` set. The',
    claim: 'Img has no crop property, and a clipping Rect clips its children to its own rounded outline',
    check: async () => {
      let calls: Array<[string, unknown[]]> = [];
      await runMedia(function* (view) {
        const image = new Img({src: mediaFile('1200x800.png'), width: 1200, x: 300});
        expect('crop' in image).toBe(false);
        const frame = new Rect({width: 600, height: 400, radius: 16, clip: true, children: [image]});
        view.add(frame);
        yield frame;
        const recording = recordingContext();
        frame.render(recording.context);
        calls = recording.calls;
      });
      const names = calls.map(([name]) => name);
      // The clip comes before the image is drawn, with the rectangle's own path…
      expect(names.indexOf('clip')).toBeGreaterThanOrEqual(0);
      expect(names.indexOf('clip')).toBeLessThan(names.indexOf('drawImage'));
      // …which has rounded corners: SVG arcs of radius 16.
      const path = calls[names.indexOf('clip')][1][0] as {data?: unknown};
      const arcs = String(path.data).match(/A\s*16[\s,]+16/g) ?? [];
      expect(arcs).toHaveLength(4);
    },
  },
  {
    quote: 'shows a video file. Like `Img`, it is a `Rect` and takes its natural size unless',
    claim: "Video is a Rect that takes its file's size unless sized, and it does not play until told to",
    check: async () => {
      const state = await withVideo(function* (video) {
        yield video;
        const size = video.size().toArray();
        const time = video.getCurrentTime();
        yield* waitFor(0.5);
        return {size, playing: video.isPlaying(), time, later: video.getCurrentTime(), rect: video instanceof Rect};
      });
      expect(state).toEqual({size: [1920, 1080], playing: false, time: 0, later: 0, rect: true});
    },
  },
  {
    quote: 'The controls are plain methods, not tweens, so they take no time;',
    claim: 'play, pause, seek and playbackRate return at once and take no scene time',
    check: async () => {
      const times = await withVideo(function* (video) {
        const start = useTime();
        const results = [video.play(), video.pause(), video.seek(5)];
        video.playbackRate(2);
        yield* waitFor(0);
        return {start, end: useTime(), results};
      });
      expect(times.end).toBe(times.start);
      expect(times.results).toEqual([undefined, undefined, undefined]);
    },
  },
  {
    quote:
      '| `play()` | Starts playing from the current position. Passing the `play` property (`<Video play />`) starts playback as',
    claim: 'play() advances the video from where it is; the play prop starts it at creation',
    check: async () => {
      const played = await withVideo(function* (video) {
        video.seek(10);
        video.play();
        yield* waitFor(1);
        return video.getCurrentTime();
      });
      expect(played).toBeCloseTo(11, 6);
      const auto = await withVideo(
        function* (video) {
          yield* waitFor(1);
          return [video.isPlaying(), video.getCurrentTime()];
        },
        {play: true},
      );
      expect(auto[0]).toBe(true);
      expect(auto[1]).toBeCloseTo(1, 6);
    },
  },
  {
    quote: '| `pause()` | Stops at the current frame. |',
    claim: 'after pause() the video time stays where it was',
    check: async () => {
      const [paused, later] = await withVideo(function* (video) {
        video.play();
        yield* waitFor(1);
        video.pause();
        const at = video.getCurrentTime();
        yield* waitFor(1);
        return [at, video.getCurrentTime()];
      });
      expect(paused).toBeCloseTo(1, 6);
      expect(later).toBe(paused);
    },
  },
  {
    quote: '| `seek(seconds)` | Jumps to a position in the file. A playing video keeps playing from there. |',
    claim: 'seek jumps to the time; a playing video continues from it, a paused one stays there',
    check: async () => {
      const [playing, paused] = await withVideo(function* (video) {
        video.play();
        yield* waitFor(0.5);
        video.seek(20);
        yield* waitFor(1);
        const whilePlaying = video.getCurrentTime();
        video.pause();
        video.seek(5);
        yield* waitFor(1);
        return [whilePlaying, video.getCurrentTime()];
      });
      expect(playing).toBeCloseTo(21, 6);
      expect(paused).toBe(5);
    },
  },
  {
    quote: '| `playbackRate(rate)` | Speed multiplier, `1` by default.',
    claim: 'playbackRate is 1 by default, 2 plays twice as fast, and a function logs a warning',
    check: async () => {
      const result = await withVideo(function* (video) {
        const initial = video.playbackRate();
        video.playbackRate(2);
        video.play();
        yield* waitFor(1);
        const fast = video.getCurrentTime();
        video.playbackRate((() => 1) as unknown as number);
        return {initial, fast};
      });
      expect(result.initial).toBe(1);
      expect(result.fast).toBeCloseTo(2, 6);
      const run = await runMedia(function* (view) {
        const video = new Video({src: mediaFile('clip.mp4')});
        view.add(video);
        video.playbackRate((() => 1) as unknown as number);
        yield;
      });
      expect(run.logs.map((entry) => [entry.level, entry.message])).toEqual([
        ['warn', 'Invalid value set as the playback rate'],
      ]);
    },
  },
  {
    quote: '| `loop` | When `true`, the video starts over at the end instead of stopping on the last frame. |',
    claim: 'past the end (60 s), a looping video wraps around; a plain one stays at the end',
    check: async () => {
      const time = (loop: boolean) =>
        withVideo(
          function* (video) {
            video.seek(59);
            video.play();
            yield* waitFor(2);
            return video.getCurrentTime();
          },
          {loop},
        );
      expect(await time(true)).toBeCloseTo(1, 6);
      expect(await time(false)).toBe(60);
    },
  },
  {
    quote:
      '| `isPlaying()`, `getCurrentTime()`, `getDuration()` | Read the state of the video, in seconds for the times. |',
    claim: 'isPlaying, getCurrentTime and getDuration report the state, in seconds',
    check: async () => {
      const state = await withVideo(function* (video) {
        video.play();
        yield* waitFor(1.5);
        return [video.isPlaying(), video.getCurrentTime(), video.getDuration()];
      });
      expect(state[0]).toBe(true);
      expect(state[1]).toBeCloseTo(1.5, 6);
      expect(state[2]).toBe(60);
    },
  },
  {
    quote: "The video's position is computed from the animation's time, not from a wall clock.",
    claim: "a playing video's time follows scene time exactly, however long the frames take",
    check: async () => {
      const times = await withVideo(function* (video) {
        video.seek(3);
        video.play();
        const seen: Array<[number, number]> = [];
        const start = useTime();
        for (let frame = 0; frame < 30; frame++) {
          // Real time passing does not move the video.
          const wait = performance.now();
          while (performance.now() - wait < 1);
          seen.push([useTime() - start, video.getCurrentTime()]);
          yield;
        }
        return seen;
      });
      for (const [elapsed, time] of times) expect(time).toBeCloseTo(3 + elapsed, 9);
    },
  },
  {
    quote: 'While rendering, every frame seeks',
    claim:
      'drawn while not playing (as in a render), the video element is set to the exact time; while playing, only past 0.2 s of drift',
    check: async () => {
      const result = await withVideo(function* (video) {
        video.seek(4);
        const element = StandInVideo.created.at(-1)!;
        video.play();
        yield* waitFor(0.5);
        const context = recordingContext().context;
        // As in a render: the view is not playing, so each draw seeks.
        video.render(context);
        const rendered = element.currentTime;
        const pausedWhileRendering = element.paused;
        // As in the preview: the view plays (the scene sets the view's state each frame, so it is set after the
        // yield); the element is left playing, small drift is left alone, large drift is corrected.
        element.currentTime = 4.4;
        yield;
        video.view().playbackState(PlaybackState.Playing);
        video.render(context);
        const smallDrift = element.currentTime;
        const playingInPreview = !element.paused;
        element.currentTime = 2;
        yield;
        video.view().playbackState(PlaybackState.Playing);
        video.render(context);
        return {
          rendered,
          pausedWhileRendering,
          smallDrift,
          playingInPreview,
          corrected: element.currentTime,
          now: video.getCurrentTime(),
        };
      });
      expect(result.rendered).toBeCloseTo(4.5, 6);
      expect(result.pausedWhileRendering).toBe(true);
      expect(result.smallDrift).toBe(4.4);
      expect(result.playingInPreview).toBe(true);
      expect(result.now).toBeGreaterThan(4.5);
      expect(result.corrected).toBeCloseTo(result.now, 6);
    },
  },
  {
    quote: 'plays an audio file at a moment of a scene. It returns a',
    claim: 'sound() returns a SoundBuilder whose methods chain; play() registers the sound in the scene',
    check: async () => {
      const {sounds} = await soundsOf(function* () {
        const builder = sound('pop.wav');
        expect(builder).toBeInstanceOf(SoundBuilder);
        expect(builder.trim(0.1, 0.5).gain(-6).detune(200).playbackRate(1.5)).toBe(builder);
        yield* waitFor(0.5);
        builder.play();
      });
      expect(sounds).toHaveLength(1);
      expect(sounds[0]).toMatchObject({
        audio: 'pop.wav',
        start: 0.1,
        end: 0.5,
        gain: -6,
        detune: 200,
        playbackRate: 1.5,
      });
    },
  },
  {
    quote: 'The circle pops into view with a short sound, stays for a second, and disappears with the same sound.',
    claim: "the example's timing places the same softer, higher sound at 0 s and at 1.3 s",
    check: async () => {
      const {sounds} = await soundsOf(function* () {
        const softPop = sound('pop.wav').gain(-6).detune(200);
        softPop.play();
        yield* waitFor(0.3);
        yield* waitFor(1);
        softPop.play();
        yield* waitFor(0.3);
      });
      // Offsets are the playback's time, counted in whole frames: within a frame of 1.3 s.
      expect(sounds[0].offset).toBe(0);
      expect(Math.abs((sounds[1].offset as number) - 1.3)).toBeLessThanOrEqual(1 / 60 + 1e-9);
      for (const entry of sounds) expect(entry).toMatchObject({audio: 'pop.wav', gain: -6, detune: 200});
    },
  },
  {
    quote: '| `trim(start?, end?)` | Plays only the part of the file between `start` and `end`, in seconds. |',
    claim: 'trim records the start and end of the part to play',
    check: async () => {
      const {sounds} = await soundsOf(function* () {
        sound('a.wav').trim(1.5, 3).play();
        yield;
      });
      expect(sounds[0]).toMatchObject({start: 1.5, end: 3});
    },
  },
  {
    quote: '| `gain(db)` | Changes the volume in decibels. Negative values make it quieter. |',
    claim: 'gain records the decibels given',
    check: async () => {
      const {sounds} = await soundsOf(function* () {
        sound('a.wav').gain(-12).play();
        yield;
      });
      expect(sounds[0].gain).toBe(-12);
    },
  },
  {
    quote:
      '| `detune(cents)` | Shifts the pitch in cents (100 cents are a semitone). This also changes how long the sound lasts. |',
    claim: 'detune by 100 cents plays a semitone faster (2^(1/12)), which also shortens the sound',
    check: async () => {
      const {sounds} = await soundsOf(function* () {
        sound('a.wav').detune(100).play();
        sound('a.wav').detune(1200).play();
        yield;
      });
      expect(sounds[0].realPlaybackRate).toBeCloseTo(Math.pow(2, 1 / 12), 12);
      expect(sounds[1].realPlaybackRate).toBeCloseTo(2, 12);
    },
  },
  {
    quote: '| `playbackRate(rate)` | Changes the speed; this also changes the pitch. Must be greater than 0;',
    claim: 'playbackRate sets the speed; 0 or less is replaced by 1',
    check: async () => {
      const {sounds} = await soundsOf(function* () {
        sound('a.wav').playbackRate(2).play();
        sound('a.wav').playbackRate(0).play();
        sound('a.wav').playbackRate(-3).play();
        yield;
      });
      expect(sounds.map((entry) => entry.realPlaybackRate)).toEqual([2, 1, 1]);
    },
  },
  {
    quote: '| `play(offset?)` | Schedules the sound at the current moment of the scene, or `offset` seconds later. |',
    claim: 'play() schedules at the current time, play(offset) that many seconds later',
    check: async () => {
      const {sounds} = await soundsOf(function* () {
        yield* waitFor(1);
        sound('a.wav').play();
        sound('a.wav').play(0.25);
      });
      // The playback's time counts whole frames: within a frame of 1 s, and exactly 0.25 s apart.
      const [now, later] = sounds.map((entry) => entry.offset as number);
      expect(Math.abs(now - 1)).toBeLessThanOrEqual(1 / 60 + 1e-9);
      expect(later - now).toBeCloseTo(0.25, 9);
    },
  },
  {
    quote:
      "`play()` only records the sound on the scene's timeline; it returns immediately and takes no time. The scene does not",
    claim:
      'play() returns nothing at once, the scene time does not move, and the scene ends without waiting for the sound',
    check: async () => {
      let times: number[] = [];
      let result: unknown = 'unset';
      const {run} = await soundsOf(function* () {
        const before = useTime();
        result = sound('long-track.mp3').play();
        times = [before, useTime()];
        yield* waitFor(0.5);
      });
      expect(result).toBeUndefined();
      expect(times[1]).toBe(times[0]);
      expect(run.seconds).toBeLessThan(0.6);
    },
  },
  {
    quote:
      "can be played as often as you like, and `sound(otherBuilder)` starts a new builder with a copy of another one's",
    claim: 'one builder plays many times; sound(builder) copies its settings into an independent builder',
    check: async () => {
      const {sounds} = await soundsOf(function* () {
        const base = sound('pop.wav').gain(-6);
        base.play();
        yield* waitFor(0.1);
        base.play();
        const variant = sound(base).detune(300);
        variant.play();
        base.play();
      });
      expect(sounds).toHaveLength(4);
      expect(sounds[2]).toMatchObject({audio: 'pop.wav', gain: -6, detune: 300});
      expect(sounds[3].detune).toBeUndefined();
    },
  },
];

/** The check of the claim on `quote`, for a further sentence that says the same thing. */
export default defineClaims(
  PAGE,
  [
    ...claims,
    {
      quote: 'All media nodes take a **URL** as their source.',
      claim: 'Img and Video load the URL given as src',
      check: checkOf(
        claims,
        'Canvas Commons does not decode media itself: each node hands its file to the browser the editor runs in, so the',
      ),
    },
    {
      quote: 'A video does not play on its own; you control it from the scene.',
      claim: 'a Video stays at time 0 until play() is called',
      check: checkOf(claims, 'shows a video file. Like `Img`, it is a `Rect` and takes its natural size unless'),
    },
    {
      quote: '- `Img` and `Video` are sized like any node; a video plays only when you call `play()`.',
      claim: 'Img and Video take their natural size unless sized, and a video stays still until play()',
      check: async () => {
        await checkOf(claims, 'Without `width` or `height`, an image is shown at its natural size.')();
        await checkOf(claims, 'shows a video file. Like `Img`, it is a `Rect` and takes its natural size unless')();
      },
    },
    {
      quote:
        'the editor lets the browser play the file normally and only corrects it when it drifts too far, which keeps playback',
      claim: 'while the view plays, the element is left to play unless it drifts more than 0.2 s',
      check: checkOf(claims, 'While rendering, every frame seeks'),
    },
  ],
  {
    unclaimed: [
      {
        quote: "gives you the file's URL as a string. This is the recommended way: Vite checks that",
        reason: 'about Vite resolving imports; needs the Vite plugin and a build',
      },
      {
        quote: '- **Use the `public/` folder.** Files there are served from the root of the development server, so',
        reason: "about Vite's development server",
      },
      {
        quote: 'Rendering happens in the same browser, so what plays in the preview also renders.',
        reason: 'about the editor running in a browser; needs the editor',
      },
      {
        quote: '| [`Img`](/api/2d/components/Img), `?img` and `?anim` imports |',
        reason: "which formats load, and how animated or SVG files draw, is the browser's; needs a browser",
      },
      {
        quote: '| [`Video`](/api/2d/components/Video) | an HTML `<video>` element |',
        reason: "which video codecs play is the browser's and the system's; needs a browser",
      },
      {
        quote: "| the project's `audio` track | an HTML `<audio>` element |",
        reason: "which audio formats play is the browser's; needs a browser with audio",
      },
      {
        quote: '| [`sound`](/api/core/scenes/sound-function) | fetched and decoded with the Web Audio API |',
        reason: "decoding is the browser's Web Audio API; needs a browser with audio",
      },
      {
        quote: 'For another extension, put the file in `public/`, or import it with a',
        reason: "about Vite's public folder and ?url imports",
      },
      {
        quote: 'To check a file you are unsure about, open it directly in the browser you render with:',
        reason: 'advice about the browser; needs a browser',
      },
      {
        quote:
          'The scene opens on the sketch, 800 pixels wide with rounded corners, on a background coloured like the centre of the',
        reason: 'the example needs the image files it imports (it is marked norun)',
      },
      {
        quote: 'A caption below it reports the file',
        reason: 'the example needs the image files it imports (it is marked norun)',
      },
      {
        quote: 'After a second, the sketch fades out and the photo',
        reason: 'the example needs the image files it imports (it is marked norun)',
      },
      {
        quote: 'You only need it when you read such values; merely showing the image needs no `yield`.',
        reason: 'whether a frame is drawn before the image arrives depends on the editor drawing in a browser',
      },
      {
        quote: 'Enlarged images then show crisp pixels instead of being blurred.',
        reason:
          'what smoothing looks like is drawn by the browser; the setting itself is checked on the sentence before',
      },
      {
        quote: 'image sits inside the rectangle decides which part shows, and moving it pans across the picture.',
        reason: 'follows from positioning the image in the clipping rectangle; the example needs an image file',
      },
      {
        quote:
          'The video plays for three seconds, freezes on its current frame while the frame pulses, then jumps to the 20-second',
        reason: 'the example needs the video file it imports (it is marked norun)',
      },
      {
        quote: 'A `Video` node contributes pictures only. Its sound track is not part of a rendered video.',
        reason: "about what the exporters put into a rendered file; needs the editor's exporters",
      },
      {
        quote: "Both play along in the editor's preview.",
        reason: "needs the editor's preview with audio output",
      },
      {
        quote: 'as the [FFmpeg video exporter](/docs/rendering/video); an image sequence has no sound.',
        reason: "about the exporters; needs the editor's renderer and FFmpeg",
      },
      {
        quote:
          'The `audio` option of [`makeProject`](/api/core/app/makeProject) sets a single track that plays alongside the whole',
        reason: "playing the track needs the editor's player with audio output",
      },
      {
        quote: 'The track starts at the very beginning of the project.',
        reason: "about the editor's audio playback and its Video Settings tab",
      },
      {
        quote: "the editor's *Video Settings* tab; the field is disabled when the project has no `audio`.",
        reason: "about the editor's user interface",
      },
      {
        quote:
          "- Import a file from `src/` (or put it in `public/`) to get its URL, and pass that to the node's `src`.",
        reason: 'about Vite resolving imports and serving public files',
      },
      {
        quote:
          "- The project's `audio` option sets one soundtrack; `sound(file).play()` places a sound at the current moment of a",
        reason: "the audio track needs the editor's player; sound().play() is checked above",
      },
    ],
  },
);
