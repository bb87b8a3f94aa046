import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {snapshotFrames} from '../harness';

export default defineClaims('docs/recipes/take-a-still-image.mdx', [
  {
    quote: '1.5 s at 60 fps is `000090.png`',
    claim: 'a snapshot at 1.5 s with a 60 fps render, once the renderer runs at 60 fps, is frame 90',
    check: async () => {
      const [, second] = await snapshotFrames([
        {seconds: 1.5, fps: 60},
        {seconds: 1.5, fps: 60},
      ]);
      expect(second.fileName).toBe('000090.png');
    },
  },
  {
    quote: 'taken at 1.5 s, is frame 45 of 60 fps: `000045.png`, showing 0.75 s',
    claim: "the first snapshot of a session at 60 fps, at 1.5 s, is frame 45 (the renderer's 30 fps is used)",
    check: async () => {
      const [first] = await snapshotFrames([{seconds: 1.5, fps: 60}]);
      expect(first.fileName).toBe('000045.png');
      expect(first.fps).toBe(60);
      expect(first.frame / first.fps).toBe(0.75);
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
]);
