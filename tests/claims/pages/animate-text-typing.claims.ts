import {Txt} from '@canvas-commons/2d';
import {createSignal, loop, spawn, textLerp, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {runScene} from '../harness';

export default defineClaims('docs/recipes/animate-text-typing.mdx', [
  {
    quote: "background task never changes the scene's length",
    claim: "the recipe's scene lasts as long as its own generator, whatever the blink loop does",
    check: async () => {
      const message = 'npm init @canvas-commons@latest';
      const opacity = createSignal(1);
      const body = (blinks: number | null) =>
        function* () {
          const blink = function* () {
            opacity(0);
            yield* waitFor(0.35);
            opacity(1);
            yield* waitFor(0.35);
          };
          spawn(blinks === null ? loop(blink) : loop(blinks, blink));
          yield* waitFor(0.6);
          for (let i = 0; i < message.length; i++) yield* waitFor(0.06);
          yield* waitFor(1.5);
        };
      const endless = await runScene(body(null));
      const eight = await runScene(body(8));
      const none = await runScene(body(0));
      const expected = 0.6 + message.length * 0.06 + 1.5;
      expect(endless.seconds).toBeCloseTo(expected, 1);
      expect(eight.frames).toBe(endless.frames);
      expect(none.frames).toBe(endless.frames);
      expect(endless.logs).toEqual([]);
    },
  },
  {
    quote: 'an endless loop is refused only when it is played',
    claim: 'an endless loop is refused under yield* in the main generator',
    check: async () => {
      const run = await runScene(function* () {
        yield* loop(() => waitFor(0.35));
      });
      expect(run.logs.map((log) => log.message)).toContain('Tried to execute an infinite loop in the main thread.');
    },
  },
  {
    quote: 'Setting a property without a duration changes it at once',
    claim: 'a setter without a duration takes effect in the same frame',
    check: async () => {
      // A node's property, set the way the page's loop sets it, and read in the same frame and the next.
      const reads: Array<{frame: number; text: string}> = [];
      await runScene(function* (view) {
        const label = new Txt({text: 'o'});
        view.add(label);
        let frame = 0;
        label.text(label.text() + 'n');
        reads.push({frame, text: label.text()});
        yield;
        frame++;
        reads.push({frame, text: label.text()});
      });
      expect(reads).toEqual([
        {frame: 0, text: 'on'},
        {frame: 1, text: 'on'},
      ]);
    },
  },
  {
    quote: "The library's text interpolation adds characters in proportion to the time",
    claim: 'text interpolation from empty adds characters in proportion to the progress',
    check: () => {
      const message = 'npm init @canvas-commons@latest';
      expect(textLerp('', message, 0)).toBe('');
      expect(textLerp('', message, 1)).toBe(message);
      const half = textLerp('', message, 0.5);
      expect(message.startsWith(half)).toBe(true);
      expect(Math.abs(half.length - message.length / 2)).toBeLessThanOrEqual(1);
    },
  },
  {
    quote: "Tweening back to `''` deletes the text from the end.",
    claim: 'text interpolation to empty removes characters from the end',
    check: () => {
      const message = 'npm init';
      const partway = textLerp(message, '', 0.5);
      expect(message.startsWith(partway)).toBe(true);
      expect(partway.length).toBe(4);
      expect(textLerp(message, '', 1)).toBe('');
    },
  },
]);
