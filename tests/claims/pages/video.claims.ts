import {Rect, is, type View2D} from '@canvas-commons/2d';
import {useScene, type ThreadGenerator} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {evaluateExample, pageCodeBlocks, sampleScene} from '../harness';
import {buildProject} from '../project';
import {waiting} from './rendering.claims';

const PAGE = 'docs/getting-started/rendering/video.mdx';

/** The URL the example's `import whoosh from '../audio/whoosh.wav'` gives (a file this repository does not have). */
const WHOOSH = '/src/audio/whoosh.wav';

/** The page's scene, with its audio import replaced by the URL the import would give. */
function introScene(): (view: View2D) => ThreadGenerator {
  const [code] = pageCodeBlocks(PAGE, 'src/scenes/intro.tsx');
  const importLine = "import whoosh from '../audio/whoosh.wav';";
  expect(code).toContain(importLine);
  const runnable = code.replace(importLine, `const whoosh = '${WHOOSH}';`);
  return (evaluateExample(runnable).default as {config: (view: View2D) => ThreadGenerator}).config;
}

interface Intro {
  cardX: number;
  sounds: Array<{audio: string; offset: number; gain?: number}>;
}

/** The page's scene sampled on every frame, with one more frame after it so that the sampler sees its end. */
async function sampleIntro() {
  const intro = introScene();
  return sampleScene(
    function* (view) {
      yield* intro(view);
      yield;
    },
    (view): Intro | null => {
      const card = view.findFirst(is(Rect));
      if (!card) return null;
      const sounds = useScene().sounds.getSounds() as unknown as Intro['sounds'];
      return {cardX: card.x(), sounds: sounds.map(({audio, offset, gain}) => ({audio, offset, gain}))};
    },
  );
}

const claims = [
  {
    quote: 'The rendered MP4 is three and a half seconds long.',
    claim: "the example's scene lasts three and a half seconds",
    check: async () => {
      const {run} = await sampleIntro();
      // One frame more than the scene, for the sampler.
      expect(run.seconds - 1 / 60).toBeCloseTo(3.5, 1);
    },
  },
  {
    quote: 'The music plays from the start, and at the one-second mark you hear',
    claim:
      'the audio offset is 0 by default; the whoosh is registered at 1 s with a gain of -3, as the card moves in from x = -1500 to 0',
    check: async () => {
      const project = buildProject('project', [waiting('intro', 1)], {audio: '/src/audio/music.mp3'});
      expect(project.meta.shared.audioOffset.get()).toBe(0);
      const {samples} = await sampleIntro();
      const values = samples.filter((sample): sample is {time: number; value: Intro} => sample.value !== null);
      expect(values.at(-1)!.value.sounds).toEqual([{audio: WHOOSH, offset: expect.closeTo(1, 1) as number, gain: -3}]);
      const before = values.filter(({time}) => time <= 1);
      for (const {value} of before) expect(value.cardX).toBe(-1500);
      const moving = values.filter(({time}) => time > 1.05 && time < 1.45);
      expect(moving.length).toBeGreaterThan(0);
      for (const {value} of moving) {
        expect(value.cardX).toBeGreaterThan(-1500);
        expect(value.cardX).toBeLessThan(0);
      }
      for (const {value} of values.filter(({time}) => time > 1.55)) expect(value.cardX).toBe(0);
    },
  },
];

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote:
        'On the server side, a Vite plugin feeds those frames to an FFmpeg process, mixes in the audio, and writes the',
      reason: 'the @canvas-commons/ffmpeg package is not installed here',
    },
    {
      quote: 'If you kept it, the exporter is already set up',
      reason: 'about the project generator, not installed here',
    },
    {
      quote: 'Two kinds of sound end up in the file:',
      reason: 'the audio is mixed by the FFmpeg package, not installed here',
    },
    {
      quote: 'Then read the terminal in',
      reason: "FFmpeg's output is printed by the FFmpeg package on the dev server, not installed here",
    },
    {
      quote: 'The FFmpeg exporter turns the rendered frames into a single MP4 video file, together with the project',
      reason: 'the @canvas-commons/ffmpeg package is not installed here',
    },
    {
      quote:
        'It lives in its own package, `@canvas-commons/ffmpeg`, because it needs a native program: the frames are encoded',
      reason: 'the @canvas-commons/ffmpeg package is not installed here',
    },
    {
      quote:
        'The exporter has two halves. Inside the editor, it collects each rendered frame and sends it to the development',
      reason: 'the @canvas-commons/ffmpeg package is not installed here',
    },
    {
      quote: 'That is why the package is installed as a **Vite plugin**',
      reason: 'the @canvas-commons/ffmpeg package and the Vite plugin are not installed here',
    },
    {
      quote:
        'When you create a project with `npm init @canvas-commons@latest`, the question *How would you like to render your',
      reason: 'about the project generator, not installed here',
    },
    {
      quote:
        'Restart `npm start` so that Vite picks up the new plugin. You do not have to change `src/project.ts`: the FFmpeg plugin',
      reason: 'about the Vite plugin and the FFmpeg package, not installed here',
    },
    {
      quote:
        'You usually do not need to install FFmpeg on your system either. The package depends on `ffmpeg-ffprobe-static`,',
      reason: "about the FFmpeg package's dependencies, not installed here",
    },
    {
      quote:
        '`@canvas-commons/ffmpeg` is licensed under the GPLv3, unlike `@canvas-commons/core` and `@canvas-commons/2d`, which use',
      reason: "the FFmpeg package's licence is not installed here to be read",
    },
    {
      quote: 'The video is written to `output/<project name>.mp4`. Rendering again overwrites it.',
      reason: 'the file is written by the FFmpeg package on the dev server, not installed here',
    },
    {
      quote: 'The exporter has three options:',
      reason: 'the options are defined by the FFmpeg package, not installed here',
    },
    {
      quote: '| fast start | on |',
      reason: 'an option of the FFmpeg package, not installed here',
    },
    {
      quote: '| include audio | on |',
      reason: 'an option of the FFmpeg package, not installed here',
    },
    {
      quote: '| audio sample rate | 48000 |',
      reason: 'an option of the FFmpeg package, not installed here',
    },
    {
      quote: 'Everything else is derived from the render settings. The video',
      reason: 'how the FFmpeg package encodes the video; it is not installed here',
    },
    {
      quote: 'The pixel format is `yuv420p`, which',
      reason: 'how the FFmpeg package encodes the video; it is not installed here',
    },
    {
      quote: 'The exporter does not pick a video codec itself: FFmpeg uses its default for MP4 files.',
      reason: 'how the FFmpeg package encodes the video; it is not installed here',
    },
    {
      quote:
        'There are no options for the codec, the bitrate or the quality in version 0.3.1; if you need that control, render an',
      reason: 'the options of the FFmpeg package, not installed here',
    },
    {
      quote:
        "- the project's audio track (the `audio` option of `makeProject`), when **include audio** is checked, shifted by the",
      reason: 'the audio is mixed by the FFmpeg package, not installed here',
    },
    {
      quote:
        '- every sound played in a scene with [`sound`](/api/core/scenes/sound-function), with its trim, gain, detune and playback rate.',
      reason: 'the sounds are mixed by the FFmpeg package, not installed here',
    },
    {
      quote: 'All of them are mixed into one audio track at the chosen sample rate.',
      reason: 'the audio is mixed by the FFmpeg package, not installed here',
    },
    {
      quote:
        'In version 0.3.1, the exporter positions scene sounds relative to the start of the **whole** animation, while the',
      reason: 'how the FFmpeg package places the sounds; it is not installed here',
    },
    {
      quote: 'sounds from `sound()` are therefore late in the video.',
      reason: 'how the FFmpeg package places the sounds; it is not installed here',
    },
    {
      quote: "The *Video* node's own sound track is never part of the export",
      reason: 'what the FFmpeg package mixes; it is not installed here',
    },
    {
      quote: '- **Only in the local editor.** The exporter needs the development server.',
      reason: 'the FFmpeg package and the dev server are not installed here',
    },
    {
      quote: '- **No transparency.** MP4 with `yuv420p` has no alpha channel',
      reason: 'about the video format the FFmpeg package writes',
    },
    {
      quote:
        '- **Errors.** If FFmpeg fails, the editor\'s console shows "An error occurred while exporting the video."',
      reason: "the FFmpeg package's messages and the editor's console; not installed here",
    },
    {
      quote: '- **Speed.** Each frame travels to the server uncompressed',
      reason: 'about how the FFmpeg package sends frames and how fast a browser renders',
    },
    {
      quote: '- The FFmpeg exporter is a Vite plugin: install `@canvas-commons/ffmpeg` and add it to `vite.config.ts`.',
      reason: 'the FFmpeg package is not installed here',
    },
    {
      quote: '- Choose *Video (FFmpeg)* in the Rendering settings; the MP4 is written to `output/<project name>.mp4`.',
      reason: 'the FFmpeg package is not installed here',
    },
    {
      quote: "- The project's audio track and the sounds your scenes play are mixed into the file.",
      reason: 'the audio is mixed by the FFmpeg package, not installed here',
    },
    {
      quote: 'Expand the entry in the editor',
      reason: "the editor's console and the FFmpeg package; not installed here",
    },
  ],
});
