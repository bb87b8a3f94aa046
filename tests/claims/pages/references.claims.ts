import {readFileSync} from 'node:fs';
import path from 'node:path';

import {Circle, type Node, Rect, Txt, is} from '@canvas-commons/2d';
import {
  all,
  createRef,
  createRefArray,
  createRefMap,
  makeRef,
  makeRefs,
  range,
  useTime,
  waitFor,
  type Reference,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims, repositoryRoot} from '../claim';
import {inspectScene, pageExample, runScene, sampleScene} from '../harness';
import {hex, jsx} from '../reading';

const PAGE = 'docs/getting-started/references.mdx';

/** A function component shaped like the page's `Badge`: its parts go back to the caller through `refs`. */
interface BadgeRefs {
  box: Rect;
  dot: Circle;
  label: Txt;
}
// `refs` and `text` are optional so that `makeRefs<typeof Badge>()` type-checks under this repository's strict settings.
function Badge({refs, text}: {refs?: BadgeRefs; text?: string}) {
  return jsx<Rect>(Rect, {
    ref: makeRef(refs!, 'box'),
    children: [jsx(Circle, {ref: makeRef(refs!, 'dot')}), jsx(Txt, {ref: makeRef(refs!, 'label'), text})],
  });
}

/** What the page's references example shows on each frame. */
async function sampleReferences() {
  const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/references.tsx'), (view) => {
    const texts = view.findAll(is(Txt));
    const dots = view.findAll(is(Circle));
    return {
      title: texts[0]!.text(),
      captions: texts.slice(1).map((caption) => ({text: caption.text(), fill: hex(caption.fill()), x: caption.x()})),
      dots: dots.map((dot) => ({x: dot.x(), scale: dot.scale().x, fill: hex(dot.fill())})),
      frame: hex(view.findFirst(is(Rect))!.stroke()),
    };
  });
  return samples;
}

export default defineClaims(
  PAGE,
  [
    {
      quote: 'is that handle: an empty slot that you pass to a node through its',
      claim: 'a reference starts empty and holds the node once its tag has run',
      check: () =>
        inspectScene(() => {
          const circle = createRef<Circle>();
          expect(circle()).toBeUndefined();
          const node = jsx(Circle, {ref: circle, size: 100});
          expect(circle()).toBe(node);
        }),
    },
    {
      quote: 'a function that stores a',
      claim: 'a createRef reference stores the value it is called with and returns it when called without',
      check: () => {
        const ref = createRef<{name: string}>();
        const value = {name: 'x'};
        expect(typeof ref).toBe('function');
        expect(ref(value)).toBeUndefined();
        expect(ref()).toBe(value);
      },
    },
    {
      quote: 'circle();                  // the Circle node',
      claim: 'after view.add(<Circle ref={circle} />), circle() is that Circle, which tweens like any node',
      check: async () => {
        let same = false;
        let x = NaN;
        await runScene(function* (view) {
          const circle = createRef<Circle>();
          const node = jsx(Circle, {ref: circle, size: 100, fill: 'white'}) as Circle;
          view.add(node);
          same = circle() === node && circle() instanceof Circle;
          yield* circle().x(300, 1);
          x = node.x();
        });
        expect(same).toBe(true);
        expect(x).toBe(300);
      },
    },
    {
      quote: 'JSX calls it right after it constructs the node, before the node is added',
      claim: 'JSX calls ref with the new node while it has no parent, even for a nested tag',
      check: () =>
        inspectScene(() => {
          const seen: Array<[string, Node | null]> = [];
          const inner = (node: Node) => seen.push(['inner', node.parent()]);
          const outer = (node: Node) => seen.push(['outer', node.parent()]);
          jsx(Rect, {ref: outer, children: jsx(Circle, {ref: inner})});
          expect(seen).toEqual([
            ['inner', null],
            ['outer', null],
          ]);
        }),
    },
    {
      quote:
        'The reference is therefore filled as soon as the JSX expression runs, even for nodes that are never added to',
      claim: 'a reference is filled by the tag alone, without any add',
      check: () =>
        inspectScene((view) => {
          const circle = createRef<Circle>();
          jsx(Circle, {ref: circle});
          expect(circle()).toBeInstanceOf(Circle);
          expect(circle().parent()).toBeNull();
          expect(view.findAll(is(Circle))).toEqual([]);
        }),
    },
    {
      quote: 'ignores `ref`: only JSX calls it.',
      claim: 'new Circle({ref}) leaves the reference empty',
      check: () =>
        inspectScene(() => {
          const circle = createRef<Circle>();
          new Circle({ref: circle});
          expect(circle()).toBeUndefined();
          jsx(Circle, {ref: circle});
          expect(circle()).toBeInstanceOf(Circle);
        }),
    },
    {
      quote: 'Because a reference is just a function, you can pass it around.',
      claim: "the page's pulse helper, given a reference, scales its node to 1.2 and back in 0.4 s",
      check: async () => {
        const scales: number[] = [];
        let seconds = NaN;
        function* pulse(target: Reference<Circle>) {
          yield* target().scale(1.2, 0.2);
          yield* target().scale(1, 0.2);
        }
        await runScene(function* (view) {
          const circle = createRef<Circle>();
          view.add(jsx(Circle, {ref: circle}));
          const task = pulse(circle);
          yield task;
          for (let i = 0; i < 30; i++) {
            scales.push(circle().scale().x);
            yield;
          }
          seconds = useTime();
        });
        expect(Math.max(...scales)).toBeCloseTo(1.2, 6);
        expect(scales.at(-1)).toBe(1);
        expect(seconds).toBeGreaterThan(0.4);
      },
    },
    {
      quote: 'The `ref` prop is not type-checked against the node',
      claim: 'the ref prop is typed ReferenceReceiver<any>, so any reference is accepted on any tag',
      check: () => {
        const source = readFileSync(
          path.join(repositoryRoot, 'node_modules/@canvas-commons/2d/src/lib/components/Node.ts'),
          'utf8',
        );
        const props = source.slice(source.indexOf('export interface NodeProps'));
        expect(props.slice(0, props.indexOf('\n}'))).toMatch(/\n\s*ref\?: ReferenceReceiver<any>;/);
        return inspectScene(() => {
          const circle = createRef<Circle>();
          jsx(Rect, {ref: circle});
          // At run time the reference simply holds whatever node it was given.
          expect(circle()).toBeInstanceOf(Rect);
        });
      },
    },
    {
      quote:
        '- a **reference** you can pass to many `ref` props: each node that receives it is appended, in creation order;',
      claim: 'a createRefArray given to several tags collects every node, in the order they were created',
      check: () =>
        inspectScene(() => {
          const dots = createRefArray<Circle>();
          const made = range(5).map((i) => jsx(Circle, {ref: dots, x: i * 120}) as Circle);
          jsx(Rect, {ref: dots});
          expect(dots.length).toBe(6);
          expect([...dots].slice(0, 5)).toEqual(made);
          expect(dots[5]).toBeInstanceOf(Rect);
        }),
    },
    {
      quote:
        '- an **array** of the nodes, with `length`, indexing, `map`, `forEach` and the rest (only `Array.isArray` tells it',
      claim: 'a createRefArray has length, indexing and the array methods, but Array.isArray says false',
      check: () =>
        inspectScene(() => {
          const dots = createRefArray<Circle>();
          range(3).forEach((i) => jsx(Circle, {ref: dots, x: i}));
          expect(dots.length).toBe(3);
          expect(dots[1]!.x()).toBe(1);
          expect(dots.map((dot) => dot.x())).toEqual([0, 1, 2]);
          const visited: number[] = [];
          dots.forEach((dot) => visited.push(dot.x()));
          expect(visited).toEqual([0, 1, 2]);
          expect(dots.filter((dot) => dot.x() > 0)).toHaveLength(2);
          expect([...dots]).toHaveLength(3);
          expect(Array.isArray(dots)).toBe(false);
        }),
    },
    {
      quote: 'dots.length;                                   // 5',
      claim: "after the page's five-dot map, dots.length is 5 and all(...dots.map(...)) scales them together",
      check: async () => {
        let length = NaN;
        let end = NaN;
        let scales: number[] = [];
        await runScene(function* (view) {
          const dots = createRefArray<Circle>();
          view.add(range(5).map((i) => jsx(Circle, {ref: dots, x: i * 120, size: 80, fill: 'white'})));
          length = dots.length;
          yield* all(...dots.map((dot) => dot.scale(0, 1)));
          end = useTime();
          scales = dots.map((dot) => dot.scale().x);
        });
        expect(length).toBe(5);
        expect(end).toBeCloseTo(1, 6);
        expect(scales).toEqual([0, 0, 0, 0, 0]);
      },
    },
    {
      quote: 'Calling the array with no arguments, `dots()`, returns its first element.',
      claim: 'calling a createRefArray with no arguments returns its first node',
      check: () =>
        inspectScene(() => {
          const dots = createRefArray<Circle>();
          const first = jsx(Circle, {ref: dots});
          jsx(Circle, {ref: dots});
          expect(dots()).toBe(first);
        }),
    },
    {
      quote: 'named references created on demand',
      claim: 'a createRefMap property is a reference named by it, made on first read and the same afterwards',
      check: () =>
        inspectScene(() => {
          const labels = createRefMap<Txt>();
          expect('title' in labels).toBe(false);
          const title = labels.title;
          expect(typeof title).toBe('function');
          expect(title()).toBeUndefined();
          expect('title' in labels).toBe(true);
          expect(labels.title).toBe(title);
          const node = jsx(Txt, {ref: labels.title, text: 'Title'});
          expect(labels.title()).toBe(node);
        }),
    },
    {
      quote: "yield* labels.title().text('New title', 0.5);",
      claim: "the page's createRefMap snippet fills title and caption and animates them through the map",
      check: async () => {
        let result: {title: string; opacities: number[]} = {title: '', opacities: []};
        await runScene(function* (view) {
          const labels = createRefMap<Txt>();
          view.add([
            jsx(Txt, {ref: labels.title, text: 'Title', fill: 'white'}),
            jsx(Txt, {ref: labels.caption, y: 100, text: 'Caption', fill: 'white'}),
          ]);
          yield* labels.title().text('New title', 0.5);
          yield* all(...labels.mapRefs((label) => label.opacity(0.5, 0.5)));
          result = {title: labels.title().text(), opacities: view.findAll(is(Txt)).map((label) => label.opacity())};
        });
        expect(result).toEqual({title: 'New title', opacities: [0.5, 0.5]});
      },
    },
    {
      quote:
        '`mapRefs` calls your function with each stored node (not each reference), in the order the references were created:',
      claim: 'mapRefs passes the nodes, in the order the names were first read, not the order of the nodes',
      check: () =>
        inspectScene(() => {
          const labels = createRefMap<Txt>();
          const [caption, title] = [labels.caption, labels.title];
          const titleNode = jsx(Txt, {ref: title, text: 'T'});
          const captionNode = jsx(Txt, {ref: caption, text: 'C'});
          expect(labels.mapRefs((node) => node)).toEqual([captionNode, titleNode]);
        }),
    },
    {
      quote: "`'title' in labels` checks whether a reference of that name exists",
      claim: "'name' in map does not create the reference, and size counts the references",
      check: () => {
        const labels = createRefMap<Txt>();
        expect('title' in labels).toBe(false);
        expect(labels.size).toBe(0);
        void labels.title;
        void labels.caption;
        expect('title' in labels).toBe(true);
        expect('other' in labels).toBe(false);
        expect(labels.size).toBe(2);
      },
    },
    {
      quote: 'does not create a reference object. It returns a function that writes the node',
      claim: 'makeRef(object, key) returns a function that stores its argument under key',
      check: () => {
        const parts = {} as {frame: string};
        const ref = makeRef(parts, 'frame');
        expect(typeof ref).toBe('function');
        expect(Object.keys(parts)).toEqual([]);
        ref('node');
        expect(parts.frame).toBe('node');
      },
    },
    {
      quote: 'The property then holds the node itself',
      claim: "after the page's makeRef snippet, parts.frame and parts.label are the nodes themselves",
      check: async () => {
        let rotation = NaN;
        let kinds: unknown[] = [];
        await runScene(function* (view) {
          const parts = {} as {frame: Rect; label: Txt};
          view.add(
            jsx(Rect, {
              ref: makeRef(parts, 'frame'),
              size: 400,
              children: jsx(Txt, {ref: makeRef(parts, 'label'), text: 'Hi'}),
            }),
          );
          kinds = [parts.frame instanceof Rect, parts.label instanceof Txt, parts.label.parent() === parts.frame];
          yield* parts.frame.rotation(45, 1);
          rotation = view.findFirst(is(Rect))!.rotation();
        });
        expect(kinds).toEqual([true, true, true]);
        expect(rotation).toBe(45);
      },
    },
    {
      quote: 'The key can also be an array index, which fills an ordinary array',
      claim: 'makeRef(items, i) in a map fills a plain array by index',
      check: () =>
        inspectScene(() => {
          const items: Circle[] = [];
          const made = range(3).map((i) => jsx(Circle, {ref: makeRef(items, i)}));
          expect(Array.isArray(items)).toBe(true);
          expect(items).toEqual(made);
        }),
    },
    {
      quote:
        'A function component (a plain function that returns nodes, used as a JSX tag) can hand several of its nodes back',
      claim: 'a function component given a refs object fills it with its parts through makeRef',
      check: () =>
        inspectScene(() => {
          const refs = makeRefs<typeof Badge>();
          const badge = jsx(Badge, {refs, text: 'Offline'}) as Rect;
          expect(refs.box).toBe(badge);
          expect(refs.dot.parent()).toBe(badge);
          expect(refs.label.text()).toBe('Offline');
        }),
    },
    {
      quote: 'It is an empty object at run time',
      claim: 'makeRefs() returns a new empty object',
      check: () => {
        const [one, two] = [makeRefs<typeof Badge>(), makeRefs<typeof Badge>()];
        expect(one).toEqual({});
        expect(Object.keys(one)).toEqual([]);
        expect(one).not.toBe(two);
      },
    },
    {
      quote: 'After `view.add`, `online.dot` is the circle inside the badge',
      claim: 'after view.add of the badge, online.dot is its circle, a node to use without calling anything',
      check: () =>
        inspectScene((view) => {
          const online = makeRefs<typeof Badge>();
          view.add(jsx(Badge, {refs: online, text: 'Offline'}));
          expect(online.dot).toBeInstanceOf(Circle);
          expect(view.findFirst(is(Circle))).toBe(online.dot);
          expect(typeof online.dot.fill).toBe('function');
        }),
    },
    {
      quote: 'The scene shows a dark pill with a red dot and the word "Offline"',
      claim:
        'the badge starts dark with a red dot and "Offline"; from 0.5 s the dot turns green, the text "Online", the badge scales to 1.1',
      check: async () => {
        const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/badge.tsx'), (view) => {
          const box = view.findFirst(is(Rect))!;
          return {
            box: hex(box.fill()),
            pill: box.radius().top === box.height.context.getter() / 2,
            dot: hex(view.findFirst(is(Circle))!.fill()),
            text: view.findFirst(is(Txt))!.text(),
            scale: box.scale().x,
          };
        });
        const calm = samples.filter(({time}) => time <= 0.5);
        for (const {value} of calm) {
          expect(value).toEqual({box: '#242424', pill: true, dot: '#e0524c', text: 'Offline', scale: 1});
        }
        expect(samples.find(({time}) => time > 0.55)!.value.scale).toBeGreaterThan(1);
        expect(samples.at(-1)!.value).toEqual({box: '#242424', pill: true, dot: '#4caf50', text: 'Online', scale: 1.1});
      },
    },
    {
      quote: 'Each use of `<Badge>` needs its own `makeRefs()` object.',
      claim: 'two badges sharing one makeRefs object leave it pointing at the second badge only',
      check: () =>
        inspectScene(() => {
          const shared = makeRefs<typeof Badge>();
          const first = jsx(Badge, {refs: shared, text: 'one'});
          const second = jsx(Badge, {refs: shared, text: 'two'});
          expect(shared.box).toBe(second);
          expect(shared.box).not.toBe(first);
          expect(shared.label.text()).toBe('two');
        }),
    },
    {
      quote: 'The scene below uses all four kinds of reference.',
      claim: 'the example calls createRef, createRefArray, createRefMap and makeRef',
      check: () => {
        const text = readFileSync(path.join(repositoryRoot, PAGE), 'utf8');
        const start = text.indexOf('```tsx title="src/scenes/references.tsx"');
        const code = text.slice(start, text.indexOf('\n```\n', start));
        for (const call of ['createRef<', 'createRefArray<', 'createRefMap<', 'makeRef(']) expect(code).toContain(call);
      },
    },
    {
      quote: 'It creates a title, a frame, a row of five dots and two captions',
      claim: 'the example adds a title, a frame, five dots and two captions, and animates them',
      check: async () => {
        const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/references.tsx'), (view) =>
          view.children().map((node) => node.constructor.name),
        );
        expect(samples[0]!.value).toEqual([
          'Txt',
          'Rect',
          'Circle',
          'Circle',
          'Circle',
          'Circle',
          'Circle',
          'Txt',
          'Txt',
        ]);
      },
    },
    {
      quote: 'When it runs, a wave passes through the five blue dots from left to right.',
      claim: 'each blue dot peaks in scale after the one on its left',
      check: async () => {
        const samples = await sampleReferences();
        expect(samples[0]!.value.dots.map((dot) => dot.fill)).toEqual(Array(5).fill('#3f82d6'));
        const xs = samples[0]!.value.dots.map((dot) => dot.x);
        expect(xs).toEqual([...xs].sort((a, b) => a - b));
        const peaks = range(5).map((i) => {
          const top = Math.max(...samples.map(({value}) => value.dots[i]!.scale));
          expect(top).toBeCloseTo(1.3, 6);
          return samples.find(({value}) => value.dots[i]!.scale === top)!.time;
        });
        for (let i = 1; i < 5; i++) expect(peaks[i]! - peaks[i - 1]!).toBeCloseTo(0.3, 1);
      },
    },
    {
      quote: 'The first dot turns red and the last',
      claim: 'the first dot ends red, the last green, the captions under them read red and green, then turn yellow',
      check: async () => {
        const samples = await sampleReferences();
        const last = samples.at(-1)!.value;
        expect(last.dots.map((dot) => dot.fill)).toEqual(['#e0524c', '#3f82d6', '#3f82d6', '#3f82d6', '#5fb360']);
        expect(last.captions).toEqual([
          {text: 'red', fill: '#f2c94c', x: last.dots[0]!.x},
          {text: 'green', fill: '#f2c94c', x: last.dots[4]!.x},
        ]);
        const renamed = samples.findIndex(({value}) => value.captions[0]!.text === 'red');
        const yellow = samples.findIndex(({value}) => value.captions[0]!.fill === '#f2c94c');
        expect(samples[renamed]!.value.captions[0]!.fill).toBe('#ffffff');
        expect(yellow).toBeGreaterThan(renamed);
      },
    },
    {
      quote: 'The outline of the frame turns blue',
      claim: 'the frame ends with a blue stroke and the title reads "Found them all"',
      check: async () => {
        const samples = await sampleReferences();
        expect(samples[0]!.value.frame).toBe('#444444');
        expect(samples.at(-1)!.value.frame).toBe('#3f82d6');
        expect(samples[0]!.value.title).toBe('References');
        expect(samples.at(-1)!.value.title).toBe('Found them all');
      },
    },
    {
      quote: '- **Create references inside the scene function.**',
      claim:
        'a createRefArray declared outside the scene keeps the nodes of every run; one declared inside starts empty',
      check: async () => {
        const outside = createRefArray<Circle>();
        const insideLengths: number[] = [];
        const scene = function* () {
          const inside = createRefArray<Circle>();
          range(3).forEach(() => {
            jsx(Circle, {ref: outside});
            jsx(Circle, {ref: inside});
          });
          insideLengths.push(inside.length);
          yield* waitFor(0.1);
        };
        await runScene(scene);
        await runScene(scene);
        expect(insideLengths).toEqual([3, 3]);
        expect(outside.length).toBe(6);
      },
    },
    {
      quote: '- **References are empty until the JSX runs.**',
      claim: 'a reference read before its tag runs is undefined, and calling a method on it throws',
      check: () =>
        inspectScene(() => {
          const circle = createRef<Circle>();
          expect(circle()).toBeUndefined();
          expect(() => circle().x(10)).toThrow(/Cannot read properties of undefined/);
          jsx(Circle, {ref: circle});
          expect(() => circle().x(10)).not.toThrow();
        }),
    },
    {
      quote: '- **One reference, one node.**',
      claim: 'one createRef on two tags holds only the second; a createRefArray holds both',
      check: () =>
        inspectScene(() => {
          const one = createRef<Circle>();
          const many = createRefArray<Circle>();
          const first = jsx(Circle, {ref: one});
          const second = jsx(Circle, {ref: one});
          expect(one()).toBe(second);
          expect(one()).not.toBe(first);
          jsx(Circle, {ref: many});
          jsx(Circle, {ref: many});
          expect(many.length).toBe(2);
        }),
    },
    {
      quote: '- A reference is a function: pass it as the `ref` prop, then call it (`circle()`) to get the node.',
      claim: 'recap: a reference is a function that returns the node it was given through ref',
      check: () =>
        inspectScene(() => {
          const circle = createRef<Circle>();
          expect(typeof circle).toBe('function');
          const node = jsx(Circle, {ref: circle});
          expect(circle()).toBe(node);
        }),
    },
    {
      quote:
        '- `createRefArray` collects every node it is given, in creation order; `createRefMap` makes a reference per name on',
      claim:
        'recap: createRefArray keeps every node in order; createRefMap makes one reference per name when first read',
      check: () =>
        inspectScene(() => {
          const array = createRefArray<Circle>();
          const made = range(4).map(() => jsx(Circle, {ref: array}));
          expect([...array]).toEqual(made);
          const map = createRefMap<Circle>();
          expect(map.size).toBe(0);
          expect(map.a).toBe(map.a);
          expect(map.size).toBe(1);
        }),
    },
    {
      quote:
        '- References are empty until their JSX has run, and one `createRef` holds one node: the last one it was given.',
      claim: 'recap: a reference is empty before its tag runs and holds the last node it was given',
      check: () =>
        inspectScene(() => {
          const circle = createRef<Circle>();
          expect(circle()).toBeUndefined();
          jsx(Circle, {ref: circle});
          const last = jsx(Circle, {ref: circle});
          expect(circle()).toBe(last);
        }),
    },
    {
      quote: 'The array is indexed like any other: `squares[2]` is the third square created.',
      claim: 'in the solution, the third square turns red and the other four end half transparent, together',
      check: async () => {
        const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/row.tsx'), (view) =>
          view
            .findAll(is(Rect))
            .map((square) => ({x: square.x(), fill: hex(square.fill()), opacity: square.opacity()})),
        );
        const last = samples.at(-1)!.value;
        expect(last.map((square) => square.x)).toEqual([-400, -200, 0, 200, 400]);
        expect(last.map((square) => square.fill)).toEqual(['#3f82d6', '#3f82d6', '#e0524c', '#3f82d6', '#3f82d6']);
        expect(last.map((square) => square.opacity)).toEqual([0.5, 0.5, 1, 0.5, 0.5]);
        const middle = samples.find(({time}) => time > 0.25 && time < 0.35)!.value;
        expect(middle[2]!.fill).not.toBe('#3f82d6');
        expect(middle[0]!.opacity).toBeLessThan(1);
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: "The scene's generator runs again from the start every time you",
        reason: 'about when the editor restarts a scene (on an edit or a seek), which needs the editor',
      },
      {
        quote: "its type is read from the component's `refs` prop",
        reason: "about TypeScript's inferred types, which a run of the library cannot observe",
      },
    ],
  },
);
