import {useDuration, useTime, waitFor, waitUntil} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {runScene} from '../harness';

export default defineClaims('docs/getting-started/time-events.mdx', [
  {
    quote: 'A brand-new event has no delay: the first time the code runs, `waitUntil` returns immediately',
    claim: 'waitUntil on an event the meta file does not know returns at once',
    check: async () => {
      let time = NaN;
      await runScene(function* () {
        yield* waitFor(0.5);
        yield* waitUntil('title');
        time = useTime();
      });
      expect(time).toBeCloseTo(0.5, 6);
    },
  },
  {
    quote: 'When you drag the marker to the right, the scene waits at that line until the marker',
    claim: "waitUntil waits until the event's saved time",
    check: async () => {
      let time = NaN;
      const run = await runScene(
        function* () {
          yield* waitFor(0.5);
          yield* waitUntil('title');
          time = useTime();
          yield* waitFor(1);
        },
        {timeEvents: [{name: 'title', targetTime: 2}]},
      );
      expect(time).toBeCloseTo(2, 6);
      expect(run.seconds).toBeCloseTo(3, 1);
    },
  },
  {
    quote: 'it asks [`useDuration`](/api/core/utils/useDuration) how long the',
    claim: "useDuration gives the time from the current moment to the event's saved time",
    check: async () => {
      let duration = NaN;
      await runScene(
        function* () {
          yield* waitFor(0.5);
          duration = useDuration('title');
          yield* waitFor(duration);
        },
        {timeEvents: [{name: 'title', targetTime: 2}]},
      );
      expect(duration).toBeCloseTo(1.5, 6);
    },
  },
]);
