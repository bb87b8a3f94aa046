import {type Node, Rect, type Txt, type RectProps} from '@canvas-commons/2d';
import * as jsxRuntime from '@canvas-commons/2d/jsx-runtime';
import {Color, createRef, createSignal, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {evaluateExample, inspectScene, pageCodeBlocks, pageExample, runScene, sampleScene} from '../harness';
import {at} from '../reading';

const PAGE = 'docs/recipes/reuse-a-component.mdx';
const INTRO = 'src/scenes/intro.tsx" preview';

type BadgeProps = RectProps & {label: string | (() => string); accent?: string};
type Badge = (props: BadgeProps) => Rect;

/**
 * The page's own Badge function: the part of the example above the scene (what the page says goes into
 * src/components/Badge.tsx), exported, and compiled as the previews compile the example.
 */
function pageBadge(): Badge {
  const [code] = pageCodeBlocks(PAGE, INTRO);
  if (code === undefined) throw new Error(`${PAGE} has no example titled ${INTRO}`);
  const component = code.slice(0, code.indexOf('// src/scenes/intro.tsx'));
  return evaluateExample(`${component}\nexport {Badge};\n`).Badge as Badge;
}

/** The Badge with each call recorded, as a tag would call it. */
function recordedBadge() {
  const Badge = pageBadge();
  const calls: BadgeProps[] = [];
  const Recorded = (props: BadgeProps) => {
    calls.push(props);
    return Badge(props);
  };
  const tag = (props: BadgeProps) => jsxRuntime.jsx(Recorded as never, props as never) as unknown as Rect;
  return {calls, tag};
}

/** A tag calls the function once with its props, and uses what it returns; later frames do not call it again. */
async function runsOnceWithItsProps(): Promise<void> {
  const {calls, tag} = recordedBadge();
  let badge: Rect | null = null;
  await runScene(function* (view) {
    badge = tag({label: 'New'});
    view.add(badge);
    yield* badge.scale(2, 0.5);
    yield* waitFor(0.2);
  });
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({label: 'New'});
  expect(badge).toBeInstanceOf(Rect);
  expect((badge!.children()[0] as Txt).text()).toBe('New');
}

function badgeState(badge: Rect) {
  return {
    x: badge.x(),
    scale: badge.scale.x(),
    rotation: badge.rotation(),
    fill: new Color(badge.fill() as Color).hex(),
    radius: badge.radius().top,
    label: (badge.children()[0] as Txt).text(),
  };
}

export default defineClaims(
  PAGE,
  [
    {
      quote:
        'can be used as a tag: `<Badge label="New" />` calls `Badge({label: \'New\'})`. The function runs once, when the node',
      claim: 'a function used as a tag is called once with the props, and its node is what the tag gives',
      check: runsOnceWithItsProps,
    },
    {
      quote: 'Callers can then position, scale or fade',
      claim:
        'props of the outer node reach the Rect through the spread, and so does a ref, which the function receives',
      check: () =>
        inspectScene((view) => {
          const {calls, tag} = recordedBadge();
          const ref = createRef<Rect>();
          const badge = tag({label: 'Beta', ref, x: 40, scale: 0.5, opacity: 0.3});
          view.add(badge);
          expect(calls[0]!.ref).toBe(ref);
          expect(ref()).toBe(badge);
          expect([badge.x(), badge.scale.x(), badge.opacity()]).toEqual([40, 0.5, 0.3]);
        }),
    },
    {
      quote: '**Animate it through a reference** to the outer node',
      claim: 'a ref of a badge is its Rect, and tweening it animates the badge',
      check: async () => {
        let scale = NaN;
        await runScene(function* (view) {
          const {tag} = recordedBadge();
          const ref = createRef<Rect>();
          view.add(tag({label: 'Go', ref, scale: 0}));
          yield* ref().scale(1, 0.5);
          scale = (view.children()[0] as Rect).scale.x();
        });
        expect(scale).toBe(1);
      },
    },
    {
      quote:
        'Two pill-shaped badges, a red "New" on the left and a blue "Stable" on the right, pop in together. Then the red one',
      claim:
        "the page's example: a red New at x -200 and a blue Stable at x 200, rounded, scale in together; then New rotates to -8° and back",
      check: async () => {
        const {samples} = await sampleScene(pageExample(PAGE, INTRO), (view) => {
          const [fresh, stable] = view.children() as Rect[];
          return {fresh: badgeState(fresh!), stable: badgeState(stable!)};
        });
        const first = samples[0]!.value;
        expect(first.fresh).toMatchObject({x: -200, fill: '#e0524c', radius: 999, label: 'New'});
        expect(first.stable).toMatchObject({x: 200, fill: '#3f82d6', radius: 999, label: 'Stable'});
        // One frame into the 0.6 s pop (easeOutBack starts fast).
        expect(first.fresh.scale).toBeLessThan(0.2);
        for (const time of [0.2, 0.4]) {
          const {fresh, stable} = at(samples, time);
          expect(fresh.scale).toBeGreaterThan(0.5);
          expect(fresh.scale).toBe(stable.scale);
        }
        expect(at(samples, 0.7).fresh.scale).toBe(1);
        const lowest = Math.min(...samples.map((sample) => sample.value.fresh.rotation));
        expect(lowest).toBe(-8);
        expect(samples.every((sample) => sample.value.stable.rotation === 0)).toBe(true);
        const wiggle = samples.find((sample) => sample.value.fresh.rotation < 0)!;
        expect(wiggle.time).toBeGreaterThan(1.05);
        expect(samples.at(-1)!.value.fresh.rotation).toBe(0);
      },
    },
    {
      quote: 'It runs once and returns a `Rect`; there is no `Badge` object to reference, and',
      claim: 'the tag is replaced by the Rect the function returns: the tree has Rects, no Badge node',
      check: async () => {
        await runsOnceWithItsProps();
        const Badge = pageBadge();
        expect((Badge as unknown as {prototype?: {isClass?: boolean}}).prototype?.isClass).toBeFalsy();
        await inspectScene((view) => {
          const ref = createRef<Rect>();
          view.add(jsxRuntime.jsx(Badge as never, {label: 'New', ref} as never) as unknown as Node);
          expect(ref()).toBeInstanceOf(Rect);
          expect(view.children()).toEqual([ref()]);
        });
      },
    },
    {
      quote:
        '**Props are read once.** Passing a plain value sets it at creation. To keep a part of the badge linked to a value',
      claim: 'a plain label is fixed at creation; a function label keeps the text linked, without calling Badge again',
      check: () =>
        inspectScene((view) => {
          const {calls, tag} = recordedBadge();
          let name = 'Old';
          const fixed = tag({label: name});
          const count = createSignal(1);
          const linked = tag({label: () => `${count()} new`});
          view.add([fixed, linked]);
          name = 'Changed';
          count(5);
          expect((fixed.children()[0] as Txt).text()).toBe('Old');
          expect(name).toBe('Changed');
          expect((linked.children()[0] as Txt).text()).toBe('5 new');
          expect(calls).toHaveLength(2);
        }),
    },
  ],
  {
    unclaimed: [
      {
        quote:
          'outside `src/scenes/` are ordinary modules; only the files listed in `src/project.ts` with `?scene` are scenes.',
        reason: "which files are scenes is decided by the Vite plugin's ?scene imports, not by the library at run time",
      },
    ],
  },
);
