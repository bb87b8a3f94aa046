import {type Rect, type Txt} from '@canvas-commons/2d';
import {createSignal, linear, sequence, useTime} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims} from '../claim';
import {pageExample, runThreads, sampleScene} from '../harness';
import flow from './flow.claims';

const PAGE = 'docs/migration/coming-from-other-tools.mdx';
const EXAMPLE = 'src/scenes/from-a-timeline.tsx';

function sampleExample() {
  return sampleScene(pageExample(PAGE, EXAMPLE), (view) => {
    const [box, label] = view.children() as [Rect, Txt];
    return {x: box.x(), rotation: box.rotation(), opacity: label.opacity(), text: label.text()};
  });
}

export default defineClaims(PAGE, [
  {
    quote: 'runs animations together and waits for the longest',
    claim: 'all starts its tasks together and ends when the longest one ends',
    check: checkOf(flow.claims, '| [`all(...tasks)`](/api/core/flow/all) | at the same time | the last one ends |'),
  },
  {
    quote: 'which starts each animation a delay after the previous one',
    claim: 'sequence starts each task its delay after the previous one started',
    check: () => {
      const values = [createSignal(0), createSignal(0), createSignal(0)];
      const started: number[] = [];
      runThreads(function* () {
        yield* sequence(
          0.25,
          ...values.map((value) =>
            (function* () {
              started.push(useTime());
              yield* value(1, 1, linear);
            })(),
          ),
        );
      });
      expect(started).toHaveLength(3);
      started.forEach((time, i) => expect(time).toBeCloseTo(i * 0.25, 1));
    },
  },
  {
    quote: 'The box moves while the label fades in, then it turns a quarter and back,',
    claim: 'in the example the label is fully shown while the box is still moving; then the box turns 90° and back',
    check: async () => {
      const {samples} = await sampleExample();
      const labelShown = samples.find((sample) => sample.value.opacity === 1)!;
      expect(labelShown.time).toBeCloseTo(0.4, 1);
      expect(labelShown.value.x).toBeLessThan(300);
      const arrived = samples.find((sample) => sample.value.x === 300)!;
      expect(arrived.time).toBeCloseTo(1.2, 1);
      expect(Math.max(...samples.map((sample) => sample.value.rotation))).toBeCloseTo(90, 0);
      expect(samples.at(-1)!.value.rotation).toBe(0);
    },
  },
  {
    quote: 'and the label changes when that ends:',
    claim: 'the label changes its text only after the turn back ends, 2.4 s in',
    check: async () => {
      const {samples} = await sampleExample();
      const changed = samples.find((sample) => sample.value.text === 'done')!;
      expect(changed.time).toBeCloseTo(2.4, 1);
      expect(samples.filter((sample) => sample.time < 2.35).every((sample) => sample.value.text === 'moving')).toBe(
        true,
      );
    },
  },
]);
