import {Circle, type Layout, Node, Rect, Txt} from '@canvas-commons/2d';
import {
  Color,
  all,
  beginSlide,
  chain,
  createComputed,
  createEffect,
  createSignal,
  delay,
  easeInOutCubic,
  easeOutBack,
  linear,
  loop,
  makeSpring,
  sequence,
  spawn,
  spring,
  tween,
  useTime,
  waitFor,
  waitUntil,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims, type Claim} from '../claim';
import {evaluateExample, inspectScene, runScene, runThreads} from '../harness';
import {runSecondThenHalfSecond} from '../stand-in-scenes';

const PAGE = 'docs/glossary.mdx';

/** The scene time at which each named task, started at once in `all`, ends. */
function endTimes(task: (mark: (name: string) => () => void) => ThreadGenerator): Record<string, number> {
  const ends: Record<string, number> = {};
  runThreads(function* () {
    yield* task((name) => () => {
      ends[name] = useTime();
    });
  });
  return ends;
}

/** Start times of three tasks run by `flow`, each a 1 s wait that records when it began. */
function startTimes(flow: (tasks: ThreadGenerator[]) => ThreadGenerator): number[] {
  const starts: number[] = [];
  runThreads(function* () {
    const tasks = [0, 1, 2].map((index) =>
      (function* () {
        starts[index] = useTime();
        yield* waitFor(1);
      })(),
    );
    yield* flow(tasks);
  });
  return starts;
}

/** How long a spring animation of a fresh value from 0 to 100 runs. */
function springSeconds(mass: number, stiffness: number, damping: number): number {
  let seconds = NaN;
  runThreads(function* () {
    yield* spring(makeSpring(mass, stiffness, damping), 0, 100, () => {});
    seconds = useTime();
  });
  return seconds;
}

const claims: Claim[] = [
  {
    quote: 'half-sizes: `[0, 0]` is the centre (the default)',
    claim: "A Layout node's anchor is [0, 0] by default.",
    check: () =>
      inspectScene((view) => {
        const rect = new Rect({width: 100, height: 60});
        view.add(rect);
        expect(rect.anchor().toArray()).toEqual([0, 0]);
      }),
  },
  {
    quote: 'recalculated only when one of',
    claim: "A computed value's function runs again only after a signal it reads has changed.",
    check: () => {
      const a = createSignal(1);
      let calls = 0;
      const double = createComputed(() => {
        calls++;
        return a() * 2;
      });
      expect(double()).toBe(2);
      double();
      double();
      expect(calls).toBe(1);
      a(5);
      expect(double()).toBe(10);
      expect(calls).toBe(2);
    },
  },
  {
    quote: 'Passing a function as a property, `text={() => …}`, makes that property a computed value.',
    claim: 'A property given a function follows the signals that function reads.',
    check: () =>
      inspectScene((view) => {
        const count = createSignal(1);
        const text = new Txt({text: () => `n = ${count()}`});
        view.add(text);
        expect(text.text()).toBe('n = 1');
        count(7);
        expect(text.text()).toBe('n = 7');
      }),
  },
  {
    quote: 'giving it a higher `zIndex`, brings it to the front',
    claim: 'moveToTop puts a child last in its parent list, and a higher zIndex sorts a child after the others.',
    check: () =>
      inspectScene((view) => {
        const a = new Circle({});
        const b = new Circle({});
        const c = new Circle({});
        view.add([a, b, c]);
        a.moveToTop();
        expect(view.children()).toEqual([b, c, a]);
        b.zIndex(1);
        const sorted = (view as unknown as {sortedChildren(): Node[]}).sortedChildren();
        expect(sorted.at(-1)).toBe(b);
      }),
  },
  {
    quote: 'A function that runs again whenever a signal it reads changes',
    claim: 'createEffect runs its function once, and again after each change of a signal it reads.',
    check: () => {
      const value = createSignal(1);
      const seen: number[] = [];
      const dispose = createEffect(() => {
        seen.push(value());
      });
      value(2);
      value(3);
      dispose();
      value(4);
      expect(seen).toEqual([1, 2, 3]);
    },
  },
  {
    quote: 'runs them together,',
    claim: 'all starts its tasks together and ends with the last; chain runs them one after another.',
    check: () => {
      expect(startTimes((tasks) => all(...tasks))).toEqual([0, 0, 0]);
      const chained = startTimes((tasks) => chain(...tasks));
      expect(chained[1]).toBeCloseTo(1, 6);
      expect(chained[2]).toBeCloseTo(2, 6);
    },
  },
  {
    quote: 'one after another, [`sequence`](/api/core/flow/sequence) with a fixed delay between',
    claim: 'sequence(0.25, …) starts its tasks 0.25 s apart; delay(0.5, task) starts the task after 0.5 s.',
    check: () => {
      const starts = startTimes((tasks) => sequence(0.25, ...tasks));
      expect(starts[1]).toBeCloseTo(0.25, 6);
      expect(starts[2]).toBeCloseTo(0.5, 6);
      const delayed = startTimes((tasks) => delay(0.5, tasks[0]));
      expect(delayed[0]).toBeCloseTo(0.5, 6);
    },
  },
  {
    quote: 'starts, [`delay`](/api/core/flow/delay) after a pause, and [`loop`](/api/core/flow/loop) repeatedly.',
    claim: 'loop(3, …) runs its body three times in a row.',
    check: () => {
      const starts: number[] = [];
      runThreads(function* () {
        yield* loop(3, function* () {
          starts.push(useTime());
          yield* waitFor(0.5);
        });
      });
      expect(starts).toHaveLength(3);
      expect(starts[2]).toBeCloseTo(1, 6);
    },
  },
  {
    quote: 'A scene is a generator',
    claim: 'A scene is resumed once a frame: a scene that yields 30 times lasts 30 frames.',
    check: async () => {
      const run = await runScene(function* () {
        for (let i = 0; i < 30; i++) yield;
      });
      expect(Math.abs(run.frames - 30)).toBeLessThanOrEqual(1);
      expect(run.frames).not.toBe(60);
    },
  },
  {
    quote: 'animation, such as a tween, is a generator too, and `yield*` runs one to its end.',
    claim: 'A tween is a generator, and yield* of it returns only when it has ended.',
    check: () => {
      const value = createSignal(0);
      const animation = value(10, 0.5);
      expect(typeof animation.next).toBe('function');
      let time = NaN;
      runThreads(function* () {
        yield* animation;
        time = useTime();
      });
      expect(time).toBeCloseTo(0.5, 6);
      expect(value()).toBe(10);
    },
  },
  {
    quote: 'a [tween](#tween) asks it for the in-between values.',
    claim: "A node's fill tween gives, halfway, the colour interpolation of its ends; its x tween the number halfway.",
    check: () =>
      inspectScene((view) => {
        const circle = new Circle({fill: 'red', x: 0});
        view.add(circle);
        let fill: Color | null = null;
        let x = NaN;
        runThreads(function* () {
          yield* all(
            circle.fill('blue', 1, linear),
            circle.x(100, 1, linear),
            chain(waitFor(0.5), () => {
              fill = circle.fill() as Color;
              x = circle.x();
            }),
          );
        });
        const expected = Color.lerp(new Color('red'), new Color('blue'), 0.5);
        expect(new Color(fill!).hex()).toBe(expected.hex());
        expect(expected.hex()).not.toBe(new Color('red').hex());
        expect(expected.hex()).not.toBe(new Color('blue').hex());
        expect(x).toBeCloseTo(50, 6);
      }),
  },
  {
    quote: 'play one after another, optionally joined by a',
    claim: 'In a project, the second scene starts where the first ends.',
    check: async () => {
      const run = await runSecondThenHalfSecond();
      expect(run.scenes[0].firstFrame).toBe(0);
      expect(Math.abs(run.scenes[1].firstFrame - 60)).toBeLessThanOrEqual(1);
      expect(run.scenes[1].firstFrame).toBe(run.scenes[0].lastFrame);
      expect(Math.abs(run.frames - 90)).toBeLessThanOrEqual(2);
    },
  },
  {
    quote: 'starts from wherever the value is when it runs.',
    claim: 'A tween starts from the value the signal has when the tween begins, set after the tween was made.',
    check: () => {
      const value = createSignal(0);
      const animation = value(100, 1, linear);
      value(50);
      let half = NaN;
      runThreads(function* () {
        yield* all(
          animation,
          chain(waitFor(0.5), () => {
            half = value();
          }),
        );
      });
      expect(half).toBeCloseTo(75, 3);
    },
  },
  {
    quote: 'A plain `Node` has no `layout` property.',
    claim: 'Layout nodes (Rect, Txt) have a layout signal; a plain Node has none.',
    check: () =>
      inspectScene(() => {
        expect(typeof (new Rect({}) as Layout).layout).toBe('function');
        expect(typeof (new Txt({}) as Layout).layout).toBe('function');
        expect('layout' in new Node({})).toBe(false);
      }),
  },
  {
    quote: 'Nodes form a tree: each one has a',
    claim: "A node added to another has it as parent and is in its children; the child's opacity follows the parent's.",
    check: () =>
      inspectScene((view) => {
        const parent = new Node({});
        const child = new Circle({});
        parent.add(child);
        view.add(parent);
        expect(child.parent()).toBe(parent);
        expect(parent.children()).toContain(child);
        parent.opacity(0.25);
        expect(child.absoluteOpacity()).toBeCloseTo(0.25, 6);
      }),
  },
  {
    quote: 'fully visible, the default). It applies to the node',
    claim: "Opacity is 1 by default, and a child's visible opacity is its own times its parent's.",
    check: () =>
      inspectScene((view) => {
        const parent = new Node({});
        const child = new Circle({opacity: 0.5});
        parent.add(child);
        view.add(parent);
        expect(parent.opacity()).toBe(1);
        parent.opacity(0.5);
        expect(child.absoluteOpacity()).toBeCloseTo(0.25, 6);
      }),
  },
  {
    quote: 'pass it as the',
    claim: "A reference passed as a JSX node's ref returns that node when called.",
    check: () =>
      inspectScene((view) => {
        const {circle, node} = evaluateExample(`
          import {Circle} from '@canvas-commons/2d';
          import {createRef} from '@canvas-commons/core';
          export const circle = createRef();
          export const node = <Circle ref={circle} size={50} />;
        `) as {circle: () => Circle; node: Circle};
        view.add(node);
        expect(node).toBeInstanceOf(Circle);
        expect(circle()).toBe(node);
      }),
  },
  {
    quote: 'or write a plain function that returns nodes.',
    claim: 'A plain function that returns nodes can be used as a JSX tag, with its props.',
    check: () =>
      inspectScene((view) => {
        const {node} = evaluateExample(`
          import {Circle, Node} from '@canvas-commons/2d';
          function Pair(props) {
            return <Node><Circle x={-props.gap} /><Circle x={props.gap} /></Node>;
          }
          export const node = <Pair gap={40} />;
        `) as {node: Node};
        view.add(node);
        expect(node).toBeInstanceOf(Node);
        expect(node.children().map((child) => child.x())).toEqual([-40, 40]);
      }),
  },
  {
    quote: 'Calling it without arguments reads the value, calling it with a value sets it, and',
    claim: 'A signal reads with no argument, sets with one, and with a value and a duration returns a tween.',
    check: () => {
      const value = createSignal(3);
      expect(value()).toBe(3);
      const animation = value(10, 1);
      expect(value()).toBe(3);
      value(5);
      expect(value()).toBe(5);
      runThreads(function* () {
        yield* animation;
      });
      expect(value()).toBe(10);
    },
  },
  {
    quote: 'Every animatable property of a node is a signal, and anything',
    claim: "A node's x is a signal, and a computed value built on it changes when x does.",
    check: () =>
      inspectScene((view) => {
        const circle = new Circle({x: 1});
        view.add(circle);
        const double = createComputed(() => circle.x() * 2);
        expect(double()).toBe(2);
        circle.x(21);
        expect(double()).toBe(42);
        expect(typeof circle.x(5, 1).next).toBe('function');
      }),
  },
  {
    quote: 'Saves stack, so you can save several states and restore them in reverse order.',
    claim: 'Two saves are restored last first; restore(duration) returns an animation that goes back over time.',
    check: () =>
      inspectScene((view) => {
        const circle = new Circle({x: 0});
        view.add(circle);
        circle.save();
        circle.x(100);
        circle.save();
        circle.x(200);
        circle.restore();
        expect(circle.x()).toBe(100);
        const animation = circle.restore(1);
        expect(circle.x()).toBe(100);
        expect(typeof animation.next).toBe('function');
      }),
  },
  {
    quote: 'in the preview and in renders, slides do not stop anything.',
    claim:
      'Outside presentation mode, beginSlide does not hold a scene: one with two slides and 1 s of waits lasts 1 s.',
    check: async () => {
      const run = await runScene(function* () {
        yield* beginSlide('first');
        yield* waitFor(0.5);
        yield* beginSlide('second');
        yield* waitFor(0.5);
      });
      expect(run.seconds).toBeLessThan(1.1);
      expect(run.seconds).toBeGreaterThan(0.9);
    },
  },
  {
    quote: "How long it takes depends on the spring's mass, stiffness and damping.",
    claim: 'A spring with more damping, or more stiffness, settles in a different time.',
    check: () => {
      const base = springSeconds(1, 100, 10);
      expect(base).toBeGreaterThan(0.1);
      expect(Math.abs(springSeconds(1, 100, 30) - base)).toBeGreaterThan(0.1);
      expect(Math.abs(springSeconds(1, 300, 10) - base)).toBeGreaterThan(0.1);
      expect(Math.abs(springSeconds(4, 100, 10) - base)).toBeGreaterThan(0.1);
    },
  },
  {
    quote: 'may overshoot and settle',
    claim: 'A lightly damped spring from 0 to 100 passes 100 and ends at 100.',
    check: () => {
      const seen: number[] = [];
      runThreads(function* () {
        yield* spring(makeSpring(1, 100, 4), 0, 100, (value) => seen.push(value));
      });
      expect(Math.max(...seen)).toBeGreaterThan(105);
      expect(seen.at(-1)).toBeCloseTo(100, 0);
    },
  },
  {
    quote: '`sequence(delay, ...tasks)` does this.',
    claim: 'sequence starts tasks at a fixed interval while earlier ones still run (overlapping).',
    check: () => {
      const ends = endTimes((mark) => sequence(0.25, chain(waitFor(1), mark('a')), chain(waitFor(1), mark('b'))));
      // b starts at 0.25 s, while a (1 s) runs.
      expect(ends.a).toBeCloseTo(1, 6);
      expect(ends.b).toBeCloseTo(1.25, 6);
    },
  },
  {
    quote: 'start more threads that run alongside it and end with the scene at the latest.',
    claim: 'spawn and a plain yield start tasks beside the main one; an endless one is stopped when the scene ends.',
    check: async () => {
      let spawnedTicks = 0;
      let yieldedTicks = 0;
      let mainAfterYield = NaN;
      const run = await runScene(function* () {
        spawn(
          loop(function* () {
            spawnedTicks++;
            yield;
          }),
        );
        yield loop(function* () {
          yieldedTicks++;
          yield;
        });
        mainAfterYield = useTime();
        yield* waitFor(1);
      });
      expect(mainAfterYield).toBeLessThan(0.05);
      expect(run.seconds).toBeCloseTo(1, 1);
      expect(spawnedTicks).toBeGreaterThan(50);
      expect(yieldedTicks).toBeGreaterThan(50);
      expect(spawnedTicks).toBeLessThan(70);
    },
  },
  {
    quote: 'A named moment in a scene, created by `waitUntil',
    claim: "waitUntil('name') waits until the time stored for that event.",
    check: async () => {
      let time = NaN;
      await runScene(
        function* () {
          yield* waitUntil('event');
          time = useTime();
          yield* waitFor(0.1);
        },
        {timeEvents: [{name: 'event', targetTime: 1.5}]},
      );
      expect(time).toBeCloseTo(1.5, 1);
    },
  },
  {
    quote: 'feel: `linear` keeps an even speed, `easeInOutCubic` (the default) starts and ends gently',
    claim: 'A tween with no timing function follows easeInOutCubic; linear is the identity; easeOutBack goes past 1.',
    check: () => {
      const value = createSignal(0);
      let quarter = NaN;
      runThreads(function* () {
        yield* all(
          value(1, 1),
          chain(waitFor(0.25), () => {
            quarter = value();
          }),
        );
      });
      expect(quarter).toBeCloseTo(easeInOutCubic(0.25), 6);
      expect(quarter).not.toBeCloseTo(0.25, 2);
      expect(linear(0.3)).toBeCloseTo(0.3, 9);
      expect(Math.max(...[0.6, 0.7, 0.8, 0.9].map((t) => easeOutBack(t)))).toBeGreaterThan(1);
    },
  },
  {
    quote: 'tweens the `x` property',
    claim: 'circle().x(300, 1) takes x to 300 in one second, and .to() then tweens the same property.',
    check: () =>
      inspectScene((view) => {
        const circle = new Circle({});
        view.add(circle);
        let atOne = NaN;
        runThreads(function* () {
          yield* circle.x(300, 1).to(-100, 1);
        });
        expect(circle.x()).toBe(-100);
        runThreads(function* () {
          yield* circle.x(300, 1);
          atOne = useTime();
        });
        expect(atOne).toBeCloseTo(1, 6);
        expect(circle.x()).toBe(300);
      }),
  },
  {
    quote: 'timing function](#timing-function): the',
    claim: 'A timing function such as easeOutBack makes a tween go past its end before it settles.',
    check: () => {
      const seen: number[] = [];
      runThreads(function* () {
        yield* tween(1, (t) => seen.push(easeOutBack(t)));
      });
      expect(Math.max(...seen)).toBeGreaterThan(1);
    },
  },
];

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote: 'and the point it turns and scales around',
      reason: "The anchor's place depends on the node's laid-out size, which needs a browser's layout engine.",
    },
    {
      quote: 'each child covers the ones before it',
      reason: 'What covers what on the canvas needs drawing in a browser.',
    },
    {
      quote: 'The part of the renderer that receives each finished frame',
      reason: 'Exporters run in the editor with a canvas (and ffmpeg for video).',
    },
    {quote: 'instead of by their own positions', reason: "Flexbox placement needs a browser's layout engine."},
    {
      quote: 'The object that plays a project: it advances time',
      reason: 'The Player needs a browser canvas and the editor or the web component.',
    },
    {quote: 'default export of `src/project.ts`.', reason: 'Loading the project file is done by the Vite plugin.'},
    {
      quote: 'While presenting, the animation waits at each slide',
      reason: "Presentation mode needs the editor's presenter.",
    },
    {
      quote: 'whose timing you adjust by dragging it on the editor',
      reason: "Dragging needs the editor's timeline; the .meta file is written by the Vite plugin.",
    },
    {quote: 'The incoming scene', reason: 'Transitions between scenes need two rendered scenes on a canvas.'},
    {
      quote: 'It fills the whole frame, its origin is the',
      reason: 'Drawing only what is added needs a canvas; the centred origin is checked on the tutorial page.',
    },
  ],
});
