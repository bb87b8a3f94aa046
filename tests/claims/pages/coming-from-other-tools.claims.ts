import {Circle, Img, Line, Node, Rect, Txt, Video} from '@canvas-commons/2d';
import {
  Color,
  all,
  clampRemap,
  createSignal,
  easeInOutCubic,
  easeInOutQuad,
  linear,
  loop,
  map,
  remap,
  sequence,
  spawn,
  usePlayback,
  useTime,
  waitFor,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {pageExample, runScene, runThreads, sampleScene} from '../harness';
import {buildProject, plainScene} from '../project';
import {direction} from '../curves';
import {runGeometry, runSecondThenHalfSecond} from '../stand-in-scenes';
import effects from './effects.claims';
import filtersAndEffects from './filters-and-effects.claims';
import flow from './flow.claims';
import hierarchy from './hierarchy.claims';
import media from './media.claims';
import path from './path.claims';
import positioning from './positioning.claims';
import projectVariables from './project-variables.claims';
import randomValues from './random-values.claims';
import signals from './signals.claims';
import spline from './spline.claims';

const PAGE = 'docs/migration/coming-from-other-tools.mdx';
const EXAMPLE = 'src/scenes/from-a-timeline.tsx';

function sampleExample() {
  return sampleScene(pageExample(PAGE, EXAMPLE), (view) => {
    const [box, label] = view.children() as [Rect, Txt];
    return {x: box.x(), rotation: box.rotation(), opacity: label.opacity(), text: label.text()};
  });
}

/** The check of another claim, looked up when the check runs (so a missing quote fails this claim, not the import). */
function reuse(claims: () => readonly Claim[], ...quotes: string[]): Claim['check'] {
  return async () => {
    for (const quote of quotes) await checkOf(claims(), quote)();
  };
}

/** The value of a signal tweened from 0 to 300 over one second, sampled every frame at 60 fps, with its end time. */
function tweenSamples(timing?: (value: number) => number) {
  const value = createSignal(0);
  const samples: number[] = [];
  let ended = NaN;
  runThreads(function* () {
    yield* all(
      timing ? value(300, 1, timing) : value(300, 1),
      loop(61, function* () {
        samples.push(value());
        yield;
      }),
    );
    ended = useTime();
  });
  return {samples, ended, last: value()};
}

/** A scene whose body is timed: the scene time when each mark was reached. */
function marks(body: (mark: (name: string) => void) => ThreadGenerator) {
  const reached: Record<string, number> = {};
  runThreads(() => body((name) => (reached[name] = useTime())));
  return reached;
}

const claims: Claim[] = [
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
  {
    quote:
      'generator function that runs from top to bottom, and time passes only while it waits: each `yield*` hands over an',
    claim: 'lines run in order at the same moment until a yield*, which resumes when its animation ends',
    check: () => {
      const value = createSignal(0);
      const reached = marks(function* (mark) {
        mark('first');
        value(5);
        mark('second');
        yield* value(10, 0.5);
        mark('after');
      });
      expect(reached.first).toBe(0);
      expect(reached.second).toBe(0);
      expect(reached.after).toBeCloseTo(0.5, 1);
      expect(value()).toBe(10);
    },
  },
  {
    quote: '| Keyframes | A tween: `node.x(300, 1)` animates `x` to 300 in one second |',
    claim: 'x(300, 1) reaches 300 after one second, not before',
    check: () => {
      const {samples, ended, last} = tweenSamples();
      expect(last).toBe(300);
      expect(ended).toBeCloseTo(1, 1);
      expect(samples[30]).toBeGreaterThan(0);
      expect(samples[30]).toBeLessThan(300);
    },
  },
  {
    quote: '| Easy ease, the graph editor | A timing function, `easeInOutCubic` by default |',
    claim: 'a tween without a timing function follows easeInOutCubic',
    check: () => {
      const {samples} = tweenSamples();
      for (const frame of [6, 15, 30, 45]) expect(samples[frame]).toBeCloseTo(300 * easeInOutCubic(frame / 60), 6);
      expect(samples[15]).not.toBeCloseTo(300 * easeInOutQuad(15 / 60), 1);
    },
  },
  {
    quote:
      '| Expressions, linking one property to another | A property given a function, which follows the values it reads |',
    claim: "a property given a function follows another node's property",
    check: async () => {
      const read: number[] = [];
      await runScene(function* (view) {
        const leader = new Rect({x: 0});
        const follower = new Rect({x: () => leader.x() + 100});
        view.add([leader, follower]);
        read.push(follower.x());
        leader.x(50);
        read.push(follower.x());
        yield* leader.x(200, 0.2);
        read.push(follower.x());
      });
      expect(read).toEqual([100, 150, 300]);
    },
  },
  {
    quote:
      '| `loopOut()` | `loop(n, factory)` repeats an animation n times; `loop(factory)` repeats it forever, in the background |',
    claim: 'loop(3, f) runs f three times; a spawned loop(f) keeps going until the scene ends',
    check: async () => {
      let counted = 0;
      let forever = 0;
      const run = await runScene(function* () {
        yield* loop(3, function* () {
          counted++;
          yield* waitFor(0.1);
        });
        spawn(
          loop(function* () {
            forever++;
            yield* waitFor(0.1);
          }),
        );
        yield* waitFor(1);
      });
      expect(counted).toBe(3);
      expect(forever).toBeGreaterThanOrEqual(10);
      expect(run.seconds).toBeCloseTo(1.3, 1);
    },
  },
  {
    quote: '| Composition | A scene; the project lists the scenes in order |',
    claim: 'the scenes of a project play one after another in the order listed',
    check: async () => {
      const run = await runSecondThenHalfSecond();
      expect(run.scenes[0]!.firstFrame).toBe(0);
      expect(run.scenes[1]!.firstFrame).toBe(run.scenes[0]!.lastFrame);
      expect(run.scenes[1]!.lastFrame - run.scenes[1]!.firstFrame).toBe(30);
    },
  },
  {
    quote: '| Layer | A node: `Rect`, `Circle`, `Txt`, `Img`, `Video` and the others |',
    claim: 'Rect, Circle, Txt, Img and Video are all nodes',
    check: () => {
      for (const node of [Rect, Circle, Txt, Img, Video]) expect(node.prototype, node.name).toBeInstanceOf(Node);
    },
  },
  {
    quote: 'Put nodes inside another node; a plain `Node` draws nothing, like a null',
    claim: 'a plain Node draws nothing of its own',
    check: reuse(() => hierarchy.claims, 'A plain `Node` draws nothing itself, so it is useful as an invisible group'),
  },
  {
    quote: '`anchor`: the point of a node that its position refers to, and that it rotates and scales around',
    claim: 'anchor is the point the position refers to and the pivot of rotation and scale',
    check: reuse(
      () => positioning.claims,
      '- `anchor` picks the point of a node that its position refers to',
      'The anchor is also the pivot for rotation and scaling.',
    ),
  },
  {
    quote: "A curve's `start` and `end`: tween `end` from 0 to 1 to draw a line or an outline on",
    claim: 'tweening end from 0 to 1 traces the outline',
    check: reuse(() => path.claims, 'Tweening `end` from 0 to 1 traces the outline.'),
  },
  {
    quote:
      '| Sequence layers | [`sequence`](/api/core/flow/sequence) starts animations one after another, a delay apart |',
    claim: 'sequence starts each task its delay after the previous one',
    check: claimCheck('which starts each animation a delay after the previous one'),
  },
  {
    quote: "| The wiggle expression | Random values from the scene's seeded generator, the same on every replay |",
    claim: 'useRandom() gives the same values on every run of a scene',
    check: reuse(() => randomValues.claims, 'so the sequence starts over and the scene looks identical on every run'),
  },
  {
    quote: '| The echo effect | A trail: an effect that drops a mark wherever a moving node has been |',
    claim: "a deferred effect drops a mark at the ball's position in each frame it moved",
    check: reuse(
      () => effects.claims,
      "A deferred effect reads the ball's position and, at the end of every frame in which the ball moved, drops a small",
    ),
  },
  {
    quote:
      '| Essential Graphics, text that changes per video | Project variables, read by the scene and set from outside |',
    claim: 'a scene reads variables that the project or the embedding player sets',
    check: reuse(() => projectVariables.claims, 'A scene asks for a variable by'),
  },
  {
    quote: 'Effects such as blur, brightness and drop shadows are node properties too: see',
    claim: 'blur, brightness and shadows are properties of every node',
    check: reuse(
      () => filtersAndEffects.claims,
      'Every node can be blurred, recoloured, faded, given a shadow, or blended with what lies beneath it.',
    ),
  },
  {
    quote: '`Video` node shows a clip, and the scene decides when it plays.',
    claim: 'a Video plays only when the scene tells it to',
    check: reuse(() => media.claims, 'A video does not play on its own; you control it from the scene.'),
  },
  {
    quote:
      "| A sequence's frame rate | The rendering frame rate, 60 by default, in the same tab; durations are in seconds, so",
    claim:
      "a project's rendering frame rate is 60 by default, and a one-second tween lasts one second at 24, 30 and 60 fps",
    check: async () => {
      const project = buildProject('frame-rate', [plainScene('scene', function* () {})]);
      expect(project.meta.getFullRenderingSettings().fps).toBe(60);
      for (const fps of [24, 30, 60]) {
        const run = await runScene(
          function* (view) {
            const box = new Rect({});
            view.add(box);
            yield* box.x(300, 1);
          },
          {fps},
        );
        // One second, to within the one frame by which the length is rounded.
        expect(Math.abs(run.seconds - 1), `${fps}`).toBeLessThanOrEqual(1 / fps + 1e-9);
      }
    },
  },
  {
    quote:
      '| A clip on the timeline | A `Video` node, which the scene starts with `play()`, stops with `pause()` and moves with',
    claim: 'play starts the video, pause stops it at the current frame, seek jumps to a time',
    check: reuse(
      () => media.claims,
      '| `play()` | Starts playing from the current position. Passing the `play` property (`<Video play />`) starts playback as',
      '| `pause()` | Stops at the current frame. |',
      '| `seek(seconds)` | Jumps to a position in the file. A playing video keeps playing from there. |',
    ),
  },
  {
    quote:
      '| Clip speed, time remapping | `playbackRate(2)` plays the clip at double speed; give it a number, not a function |',
    claim: 'playbackRate(2) plays twice as fast and a function only logs a warning',
    check: reuse(() => media.claims, '| `playbackRate(rate)` | Speed multiplier, `1` by default.'),
  },
  {
    quote: '| Freeze frame | `pause()` holds the clip on its current frame |',
    claim: 'pause keeps the video at its current time',
    check: reuse(() => media.claims, '| `pause()` | Stops at the current frame. |'),
  },
  {
    quote:
      '| Speed ramps on an animation | Its timing function shapes its speed: slow at the start, fast in the middle, or your',
    claim:
      'with the default easing a tween moves slowly at the start and fast in the middle; a function of your own is followed',
    check: () => {
      const {samples} = tweenSamples();
      const start = samples[6]! - samples[0]!;
      const middle = samples[33]! - samples[27]!;
      expect(middle).toBeGreaterThan(5 * start);
      const own = tweenSamples((value) => value * value);
      expect(own.samples[30]).toBeCloseTo(300 * 0.25, 6);
    },
  },
  {
    quote:
      '| Constraints | The edge and corner signals (`top`, `bottomLeft` and the others), which can follow another node |',
    claim: "a node's top given a function of another's bottom follows it as it moves; corner signals exist",
    check: async () => {
      const read: number[][] = [];
      await runGeometry(function* (view) {
        const box = new Rect({size: [200, 100]});
        const label = new Rect({size: [100, 40]});
        view.add([box, label]);
        label.top(() => box.bottom());
        read.push([label.y(), label.top().y]);
        box.y(100);
        read.push([label.y(), label.top().y]);
        read.push(box.bottomLeft().toArray());
        yield;
      });
      expect(read).toEqual([
        [70, 50],
        [170, 150],
        [-100, 150],
      ]);
    },
  },
  {
    quote: "| Clip content | The `clip` prop: children show only inside the node's shape |",
    claim: 'a clipping Rect clips its children to its own outline',
    check: reuse(
      () => media.claims,
      '`Img` has no crop property: to show only part of a picture, put it inside a smaller `Rect` with `clip` set. The',
    ),
  },
  {
    quote:
      '| Smart animate | Tween the properties that differ, or `save()` a node and `restore()` it with a duration |',
    claim: 'restore with a duration tweens the node back to its saved properties',
    check: reuse(
      () => signals.claims,
      "all the node's properties onto a stack. `restore()` pops it and applies it, instantly or, with a duration, as a",
    ),
  },
  {
    quote:
      '| `gsap.from(...)` | Give the node its start value (as a prop, or by calling the signal with one argument), then',
    claim: 'a start value given as a prop or by a one-argument call is where the tween starts',
    check: () => {
      for (const start of ['prop', 'call']) {
        const value = createSignal(start === 'prop' ? -100 : 0);
        const samples: number[] = [];
        runThreads(function* () {
          if (start === 'call') value(-100);
          yield* all(
            value(300, 1),
            loop(2, function* () {
              samples.push(value());
              yield;
            }),
          );
        });
        expect(samples[0], start).toBe(-100);
        expect(value()).toBe(300);
      }
    },
  },
  {
    quote: '| A timeline, one tween after another | One `yield*` after another, or [`chain`](/api/core/flow/chain) |',
    claim: 'chain runs its tasks one after another',
    check: checkOf(
      flow.claims,
      '| [`chain(...tasks)`](/api/core/flow/chain) | one after another | the last one ends |',
    ),
  },
  {
    quote: '| `delay` | [`delay`](/api/core/flow/delay), or [`waitFor`](/api/core/flow/waitFor) before the tween |',
    claim: 'delay starts its task after waiting; waitFor waits',
    check: async () => {
      await checkOf(
        flow.claims,
        '| [`delay(seconds, task)`](/api/core/flow/delay) | after waiting | the task ends |',
      )();
      await checkOf(flow.claims, '| [`waitFor(seconds)`](/api/core/flow/waitFor) | nothing | the time has passed |')();
    },
  },
  {
    quote:
      '| `repeat: 3`, `repeat: -1` | [`loop`](/api/core/flow/loop): `loop(3, factory)`, or `loop(factory)` in the background',
    claim: 'loop(3, f) runs three times; loop(f) keeps going in the background',
    check: async () => {
      await claimCheck(
        '| `loopOut()` | `loop(n, factory)` repeats an animation n times; `loop(factory)` repeats it forever, in the background |',
      )();
    },
  },
  {
    quote: '| `yoyo: true` | Chain the way back with `.to()` |',
    claim: 'value(1, 0.5).to(0, 0.5) goes to 1 and back to 0 in one second',
    check: () => {
      const value = createSignal(0);
      const samples: number[] = [];
      runThreads(function* () {
        yield* all(
          value(1, 0.5).to(0, 0.5),
          loop(61, function* () {
            samples.push(value());
            yield;
          }),
        );
      });
      expect(samples[30]).toBeCloseTo(1, 6);
      expect(samples[60]).toBeCloseTo(0, 6);
      expect(value()).toBe(0);
    },
  },
  {
    quote: '| `onComplete` | The lines after the `yield*` |',
    claim: 'the line after a yield* runs when the tween ends',
    check: () => {
      const value = createSignal(0);
      let seen = NaN;
      const reached = marks(function* (mark) {
        yield* value(1, 0.75);
        seen = value();
        mark('complete');
      });
      expect(reached.complete).toBeCloseTo(0.75, 1);
      expect(seen).toBe(1);
    },
  },
  {
    quote:
      "| `ease: 'power2.inOut'`, `cubic-bezier(...)` | A timing function such as `easeInOutQuad`, or your own function from",
    claim: 'easeInOutQuad and a function of your own shape the tween',
    check: () => {
      const quad = tweenSamples(easeInOutQuad);
      for (const frame of [10, 20, 40]) expect(quad.samples[frame]).toBeCloseTo(300 * easeInOutQuad(frame / 60), 6);
      const own = tweenSamples((value) => Math.sqrt(value));
      expect(own.samples[15]).toBeCloseTo(300 * 0.5, 6);
      expect(own.last).toBe(300);
    },
  },
  {
    quote: '| `self.play(a, b)` | `yield* all(a, b)`; a single animation needs no `all` |',
    claim: 'all(a, b) plays both at once; a single tween under yield* plays on its own',
    check: () => {
      const a = createSignal(0);
      const b = createSignal(0);
      const reached = marks(function* (mark) {
        yield* all(a(1, 0.5), b(1, 0.5));
        mark('both');
        yield* a(2, 0.5);
        mark('single');
      });
      expect(reached.both).toBeCloseTo(0.5, 1);
      expect(reached.single).toBeCloseTo(1, 1);
      expect([a(), b()]).toEqual([2, 1]);
    },
  },
  {
    quote: '| `self.wait(1)` | `yield* waitFor(1)` | [Flow](/docs/flow#combining-animations) |',
    claim: 'waitFor(1) waits one second',
    check: () => {
      const reached = marks(function* (mark) {
        yield* waitFor(1);
        mark('waited');
      });
      expect(reached.waited).toBeCloseTo(1, 1);
    },
  },
  {
    quote: '| `run_time=2` | The duration argument: `circle().scale(2, 2)` |',
    claim: 'scale(2, 2) takes two seconds',
    check: async () => {
      const run = await runScene(function* (view) {
        const circle = new Circle({size: 100});
        view.add(circle);
        yield* circle.scale(2, 2);
      });
      expect(run.seconds).toBeCloseTo(2, 1);
    },
  },
  {
    quote: '| `next_to(box, DOWN)` | `label().top(box().bottom())`: edges that can follow another node |',
    claim: "top(box.bottom()) puts the label's top on the box's bottom; given a function it follows",
    check: async () => {
      const read: number[] = [];
      await runGeometry(function* (view) {
        const box = new Rect({size: [200, 100], y: 20});
        const label = new Rect({size: [100, 40]});
        view.add([box, label]);
        label.top(box.bottom());
        read.push(label.top().y, box.bottom().y);
        yield;
      });
      expect(read).toEqual([70, 70]);
      await claimCheck(
        '| Constraints | The edge and corner signals (`top`, `bottomLeft` and the others), which can follow another node |',
      )();
    },
  },
  {
    quote:
      '| `always_redraw`, `add_updater` | Props given as functions of signals; [`createEffect`](/api/core/signals/createEffect) for',
    claim: 'a prop given a function of signals follows them',
    check: claimCheck(
      '| Expressions, linking one property to another | A property given a function, which follows the values it reads |',
    ),
  },
  {
    quote: '| `save_state()`, `Restore` | `save()`, then `restore(duration)` tweens back to the saved state |',
    claim: 'restore with a duration tweens back to the saved state',
    check: reuse(
      () => signals.claims,
      "all the node's properties onto a stack. `restore()` pops it and applies it, instantly or, with a duration, as a",
    ),
  },
  {
    quote: '| `set_points_smoothly` | A `Spline` through the points; `smoothness` sets how round it is |',
    claim: 'smoothness sets how far the automatic handles reach',
    check: reuse(
      () => spline.claims,
      'For knots with automatic handles, `smoothness` sets how far the handles reach towards the',
    ),
  },
  {
    quote: '| `DecimalNumber`, a number that counts | A `Txt` whose `text` is a function of a signal |',
    claim: "a Txt whose text is a function of a signal shows the signal's current value",
    check: async () => {
      const shown: string[] = [];
      await runGeometry(function* (view) {
        const count = createSignal(0);
        const label = new Txt({text: () => count().toFixed(0)});
        view.add(label);
        shown.push(label.text());
        yield* count(10, 0.5);
        shown.push(label.text());
      });
      expect(shown).toEqual(['0', '10']);
    },
  },
  {
    quote:
      "| A point on an object | `getPointAtPercentage` gives a point and its direction at a fraction of a curve's length |",
    claim:
      'getPointAtPercentage(2/7) of a 700-px polyline gives the point 200 px along, heading along the first segment',
    check: async () => {
      let point: number[] = [];
      let tangent: number[] = [];
      await runGeometry(function* (view) {
        const line = new Line({
          points: [
            [0, 0],
            [400, 0],
            [400, 300],
          ],
        });
        view.add(line);
        const at = line.getPointAtPercentage(2 / 7);
        point = at.position.toArray();
        tangent = direction(at).toArray();
        yield;
      });
      expect(point[0]).toBeCloseTo(200, 6);
      expect(point[1]).toBeCloseTo(0, 6);
      expect(tangent[0]).toBeCloseTo(1, 6);
      expect(tangent[1]).toBeCloseTo(0, 6);
    },
  },
  {
    quote:
      '| A slider a viewer moves | A project variable: the page that embeds the player can set it from a slider of its own,',
    claim: "setting the element's variables attribute while it plays updates the scene at once",
    check: reuse(
      () => projectVariables.claims,
      'The element watches its `variables` attribute. Setting a new value passes the object to the',
    ),
  },
  {
    quote:
      '| Dependent objects, updated as their inputs move | Props given as functions of signals, which follow the values they',
    claim: 'props given functions of signals follow the values they read',
    check: claimCheck(
      '| Expressions, linking one property to another | A property given a function, which follows the values it reads |',
    ),
  },
  {
    quote: '| Trace on | An effect that drops a mark wherever a moving node has been |',
    claim: 'a deferred effect drops a mark where the node has moved',
    check: claimCheck('| The echo effect | A trail: an effect that drops a mark wherever a moving node has been |'),
  },
  {
    quote: '| A label that shows a value | A `Txt` whose `text` is a function of a signal |',
    claim: 'a Txt whose text is a function of a signal shows its value',
    check: claimCheck('| `DecimalNumber`, a number that counts | A `Txt` whose `text` is a function of a signal |'),
  },
  {
    quote:
      '| `draw()`, redrawn every frame | Nodes stay on screen and redraw themselves; code that must run every frame goes in a',
    claim: 'a spawned loop whose function returns nothing runs once per frame without an error',
    check: async () => {
      let calls = 0;
      const run = await runScene(function* () {
        spawn(
          loop(() => {
            calls++;
          }),
        );
        yield* waitFor(1);
      });
      expect(run.logs).toEqual([]);
      expect(Math.abs(calls - run.frames)).toBeLessThanOrEqual(1);
      expect(calls).toBeGreaterThanOrEqual(59);
    },
  },
  {
    quote: '| `frameCount` | `usePlayback().frame`, or [`useTime`](/api/core/utils/useTime) for seconds |',
    claim: 'usePlayback().frame counts the frames and useTime() gives frame / fps seconds',
    check: async () => {
      const read: Array<[number, number]> = [];
      await runScene(
        function* () {
          for (let i = 0; i < 40; i++) {
            read.push([usePlayback().frame, useTime()]);
            yield;
          }
        },
        {fps: 30},
      );
      read.forEach(([frame, time], i) => {
        expect(frame).toBe(i);
        expect(time).toBeCloseTo(i / 30, 9);
      });
    },
  },
  {
    quote:
      "| `push()`, `pop()`, `translate()` (`pushMatrix()`, `popMatrix()` in Processing) | Nest nodes: a child's position,",
    claim: "a child's position, rotation and scale are relative to its parent",
    check: reuse(
      () => hierarchy.claims,
      "- **Transforms.** A child's position, rotation and scale are relative to its parent.",
    ),
  },
  {
    quote: "| `rectMode(CENTER)` | The default: a node's position is its centre; `anchor` moves that point |",
    claim: "by default a rect's position is its centre; anchor (-1, -1) makes it the top-left corner",
    check: async () => {
      const read: number[][] = [];
      await runGeometry(function* (view) {
        const centred = new Rect({position: [100, 50], size: [200, 100]});
        const cornered = new Rect({position: [100, 50], size: [200, 100], anchor: [-1, -1]});
        view.add([centred, cornered]);
        read.push(centred.anchor().toArray(), centred.topLeft().toArray(), cornered.topLeft().toArray());
        yield;
      });
      expect(read).toEqual([
        [0, 0],
        [0, 0],
        [100, 50],
      ]);
    },
  },
  {
    quote: '| `createCanvas(1280, 720)` | The resolution setting, 1920×1080 by default |',
    claim: "a project's resolution is 1920×1080 by default",
    check: () => {
      const project = buildProject('resolution', [plainScene('scene', function* () {})]);
      expect(project.meta.shared.size.get().toArray()).toEqual([1920, 1080]);
    },
  },
  {
    quote:
      "| `map(value, a, b, c, d)` | [`remap`](/api/core/tweening/remap); this library's own `map(from, to, t)` interpolates",
    claim: 'remap maps a value between ranges; map(from, to, t) interpolates',
    check: () => {
      expect(remap(0, 10, 100, 200, 5)).toBe(150);
      expect(remap(0, 10, 100, 200, 20)).toBe(300);
      expect(map(100, 200, 0.25)).toBe(125);
    },
  },
  {
    quote:
      '| `scaleLinear().domain(...).range(...)` | [`remap`](/api/core/tweening/remap) or [`clampRemap`](/api/core/tweening/clampRemap) |',
    claim: 'remap extrapolates outside the domain and clampRemap clamps',
    check: () => {
      expect(remap(0, 10, 100, 200, 20)).toBe(300);
      expect(clampRemap(0, 10, 100, 200, 20)).toBe(200);
      expect(clampRemap(0, 10, 100, 200, -5)).toBe(100);
      expect(clampRemap(0, 10, 100, 200, 5)).toBe(150);
    },
  },
  {
    quote: '| `transition().duration(ms)` | A tween, whose duration is in seconds |',
    claim: 'a tween of duration 2 lasts two seconds',
    check: claimCheck('| `run_time=2` | The duration argument: `circle().scale(2, 2)` |'),
  },
  {
    quote:
      '| `durationInFrames` | A scene lasts as long as its generator runs; the frame rate is set in the Video Settings tab |',
    claim: 'a scene lasts as long as its generator runs, at any frame rate',
    check: async () => {
      for (const fps of [30, 60]) {
        const run = await runScene(
          function* () {
            yield* waitFor(0.75);
            yield* waitFor(0.5);
          },
          {fps},
        );
        expect(run.seconds, `${fps}`).toBeCloseTo(1.25, 1);
      }
    },
  },
  {
    quote:
      '| `useCurrentFrame()` | Time is rarely read directly; [`useTime`](/api/core/utils/useTime) gives the seconds since the',
    claim: 'useTime gives the seconds since the start and usePlayback().frame the frame',
    check: claimCheck('| `frameCount` | `usePlayback().frame`, or [`useTime`](/api/core/utils/useTime) for seconds |'),
  },
  {
    quote: '| `interpolate(frame, [0, 30], [0, 1])` | A tween, or [`remap`](/api/core/tweening/remap) and',
    claim: 'remap and clampRemap map a range onto another',
    check: claimCheck(
      '| `scaleLinear().domain(...).range(...)` | [`remap`](/api/core/tweening/remap) or [`clampRemap`](/api/core/tweening/clampRemap) |',
    ),
  },
  {
    quote: '| `<Sequence from={30}>` | [`delay`](/api/core/flow/delay), or the order of the `yield*` lines |',
    claim: 'delay starts a task later; later yield* lines start later',
    check: async () => {
      await claimCheck(
        '| `delay` | [`delay`](/api/core/flow/delay), or [`waitFor`](/api/core/flow/waitFor) before the tween |',
      )();
      await claimCheck('| `onComplete` | The lines after the `yield*` |')();
    },
  },
  {
    quote: '| `<Player>` in a React app | The player web component |',
    claim: 'the player package defines a custom element that plays a project',
    check: reuse(
      () => projectVariables.claims,
      'custom element, which plays a built',
      'The element imports it and plays its default export.',
    ),
  },
  {
    quote: '- A scene is a generator: lines run in order, and `yield*` is where time passes.',
    claim: 'lines run in order and time passes at yield*',
    check: claimCheck(
      'generator function that runs from top to bottom, and time passes only while it waits: each `yield*` hands over an',
    ),
  },
  {
    quote: "So the order of the lines is the order on screen, a tween's duration",
    claim: 'later lines play later, a duration argument sets the length, and all plays tasks together',
    check: async () => {
      await claimCheck('| `self.play(a, b)` | `yield* all(a, b)`; a single animation needs no `all` |')();
      await claimCheck('| `run_time=2` | The duration argument: `circle().scale(2, 2)` |')();
    },
  },
  {
    quote: '| `lerpColor()` | Tween `fill`, or `Color.lerp` |',
    claim: 'Color.lerp mixes two colours, and a fill tween passes through the mix',
    check: async () => {
      expect(Color.lerp('#000000', '#ffffff', 0).hex()).toBe('#000000');
      expect(Color.lerp('#000000', '#ffffff', 1).hex()).toBe('#ffffff');
      let middle = '';
      await runScene(function* (view) {
        const rect = new Rect({fill: '#ff0000'});
        view.add(rect);
        yield* all(
          rect.fill('#0000ff', 1, linear),
          (function* () {
            yield* waitFor(0.5);
            middle = new Color(rect.fill() as Color).hex();
          })(),
        );
      });
      expect(middle).not.toBe('#ff0000');
      expect(middle).not.toBe('#0000ff');
    },
  },
  {
    quote: '| `gsap.to(el, {x: 300, duration: 1})` | `yield* node().x(300, 1)` |',
    claim: 'x(300, 1) tweens x to 300 over one second',
    check: claimCheck('| Keyframes | A tween: `node.x(300, 1)` animates `x` to 300 in one second |'),
  },
  {
    quote: '| The `.animate` syntax, as in `circle.animate.set_x(3)` | Call the property with a value and a duration:',
    claim: 'calling a property with a value and a duration tweens it',
    check: claimCheck('| Keyframes | A tween: `node.x(300, 1)` animates `x` to 300 in one second |'),
  },
  {
    quote: '| `rate_func=there_and_back` | Chain the way back with `.to()` |',
    claim: '.to() chains the way back',
    check: claimCheck('| `yoyo: true` | Chain the way back with `.to()` |'),
  },
  {
    quote: '| `TracedPath` | An effect that drops a mark wherever a moving node has been |',
    claim: 'a deferred effect drops a mark where the node has moved',
    check: claimCheck('| The echo effect | A trail: an effect that drops a mark wherever a moving node has been |'),
  },
  {
    quote: "| `Create` | Tween the shape's `end` from 0 to 1, which draws its outline |",
    claim: 'tweening end from 0 to 1 draws the outline',
    check: reuse(() => path.claims, 'Tweening `end` from 0 to 1 traces the outline.'),
  },
  {
    quote: "| `Transform`, `ReplacementTransform` between shapes | Tween a `Path`'s `data` to another path |",
    claim: "tweening a Path's data morphs its outline into the other",
    check: reuse(() => path.claims, 'Tweening `data` morphs one outline into another:'),
  },
  {
    quote: '| `GrowFromCenter` | Start at `scale={0}` and tween `scale` to 1 |',
    claim: 'a node made with scale 0 tweened to 1 grows around its centre, which stays put',
    check: async () => {
      const read: number[][] = [];
      await runGeometry(function* (view) {
        const box = new Rect({size: 100, position: [50, 20], scale: 0});
        view.add(box);
        read.push(box.scale().toArray());
        yield* box.scale(1, 0.5);
        read.push(box.scale().toArray(), box.position().toArray());
      });
      expect(read).toEqual([
        [0, 0],
        [1, 1],
        [50, 20],
      ]);
    },
  },
  {
    quote: '| A slider | A signal: set it, or tween it to sweep through values |',
    claim: 'a signal can be set, or tweened through the values between',
    check: () => {
      const slider = createSignal(0);
      slider(2);
      expect(slider()).toBe(2);
      const seen: number[] = [];
      runThreads(function* () {
        yield* all(
          slider(10, 1, linear),
          loop(61, function* () {
            seen.push(slider());
            yield;
          }),
        );
      });
      expect(seen[30]).toBeCloseTo(6, 6);
      expect(slider()).toBe(10);
    },
  },
];

/** The check of a claim of this page, looked up when it runs. */
function claimCheck(quote: string): Claim['check'] {
  return async () => checkOf(claims, quote)();
}

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote: '| Shape layer, the pen tool | `Rect`, `Circle`, `Line` and `Polygon`; `Path` takes SVG path data,',
      reason: 'a list of which component to use; what Path and Spline draw is checked by their own guides',
    },
    {
      quote: '| `MathTex`, `Tex` | [`Latex`](/api/2d/components/Latex), rendered with MathJax |',
      reason: "turning MathJax's SVG into glyph nodes needs the browser's DOM",
    },
    {
      quote: '| `MoveAlongPath` | `getPointAtPercentage` on a curve, driven by a signal',
      reason: 'a recipe; getPointAtPercentage itself is checked on the GeoGebra row of this page',
    },
    {
      quote:
        "The editor's timeline shows where the scene is, and lets you move [time events](/docs/time-events), but the",
      reason: "about the editor's timeline, which needs the editor UI",
    },
    {
      quote: "| Solid layer | `view.fill('#0b1026')` paints the background;",
      reason: 'what is painted needs a canvas to draw into',
    },
    {
      quote: "| Layer markers, comp markers | Time events, which you drag in the editor's timeline |",
      reason: "dragging markers needs the editor's timeline",
    },
    {
      quote: '| Track mattes, masks, a linear wipe | A cached parent and a composite operation;',
      reason: 'compositing is done by the canvas; needs a real 2D canvas',
    },
    {
      quote: '| Adjustment layer | Filters on a parent node, which apply to the node and all its children together |',
      reason: 'filters are applied by the canvas when drawing; needs a real 2D canvas',
    },
    {
      quote: '| Work area | The range setting: the part of the project to play and render |',
      reason: "about the editor's range setting and the renderer's exporters",
    },
    {
      quote: "| Render queue | The **Render** button of the editor's *Video Settings* tab,",
      reason: "about the editor's user interface and exporters",
    },
    {
      quote: "| Sequence settings, project settings | The editor's *Video Settings* tab:",
      reason: "about the editor's user interface and the .meta file it writes",
    },
    {
      quote: '| Clips exported as ProRes or HEVC in a `.mov` | Play only where the browser supports them;',
      reason: "which codecs play is the browser's; needs a browser",
    },
    {
      quote: "| Importing footage into a bin | Import the file in the scene's code",
      reason: "about Vite's asset imports and public/ folder, which need the dev server",
    },
    {
      quote: '| Media offline | For an `Img`, "Failed to load an image":',
      reason: "loading a video from a wrong path needs a browser's <video> element",
    },
    {
      quote: "| A clip's own sound | A `Video` is rendered without sound:",
      reason: 'about rendering audio, which needs the FFmpeg exporter (not installed)',
    },
    {
      quote: "| A music or voice-over track | The project's audio track, which the video exporter mixes in",
      reason: 'about the FFmpeg exporter, which is not installed here',
    },
    {
      quote: "| Markers | Time events, which you drag in the editor's timeline |",
      reason: "dragging markers needs the editor's timeline",
    },
    {
      quote: '| Ripple edits | Change the code before a time event and the event keeps its moment:',
      reason: 'about editing code in the editor, which keeps the stored moment of the event',
    },
    {
      quote: "| Proxies, a lower playback resolution | The preview's scale (0.25× to 2×) and frame rate,",
      reason: "about the editor's preview settings",
    },
    {
      quote: '| In and out points for an export | The range setting |',
      reason: "about the editor's range setting and the renderer",
    },
    {
      quote: '| Export with alpha, ProRes 4444 | An image sequence with no background colour,',
      reason: 'about the image exporter and ffmpeg, which need the editor and a browser canvas',
    },
    {
      quote: '| Auto layout | The `layout` prop: flexbox with `direction`, `gap`, `padding` and the alignment props |',
      reason: "layout is computed by the browser's layout engine",
    },
    {
      quote: '| Hug contents, fill container | A layout node sized by its children, or `grow` to take the free space |',
      reason: "sizes come from the browser's layout engine",
    },
    {
      quote:
        '| Mobject, `VGroup`, `arrange(buff=...)` | A node; a node with children, or a layout with a `gap` to arrange them |',
      reason: "layout is computed by the browser's layout engine",
    },
    {
      quote: '| `TransformMatchingTex` | `Latex.map`, which tweens to a new formula',
      reason: "map works on the glyph nodes of both formulas, which need the browser's DOM",
    },
    {
      quote:
        '| `Axes`, `NumberPlane` | Two `Line`s with arrowheads; [`Grid`](/api/2d/components/Grid) draws evenly spaced grid lines |',
      reason: 'what Grid draws needs a canvas to draw into',
    },
    {
      quote: "| `background(0)` | `view.fill('#000')`, or the background setting |",
      reason: 'what is painted needs a canvas to draw into',
    },
    {
      quote: "| `<Audio>` | The project's audio track, or sounds played from a scene |",
      reason: 'playing audio needs audio hardware and the Web Audio API',
    },
  ],
});
