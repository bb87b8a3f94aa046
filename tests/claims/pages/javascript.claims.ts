import path from 'node:path';
import {runInNewContext} from 'node:vm';

import * as canvasCommons2d from '@canvas-commons/2d';
import {Circle, Txt, type View2D} from '@canvas-commons/2d';
import {jsx} from '@canvas-commons/2d/jsx-runtime';
import * as canvasCommonsCore from '@canvas-commons/core';
import {all, chain, createRef, createSignal, useTime, waitFor, type ThreadGenerator} from '@canvas-commons/core';
import type {CompilerOptions} from 'typescript';
import {expect} from 'vitest';

import {checkOf, defineClaims, repositoryRoot, type Claim} from '../claim';
import {
  evaluateExample,
  inspectScene,
  pageCodeBlocks,
  pageExample,
  runScene,
  runThreads,
  sampleScene,
} from '../harness';

const PAGE = 'docs/javascript.mdx';

type JSXProps = Parameters<typeof jsx>[1];

/** Runs plain JavaScript in a fresh context, as the language itself runs it (no library involved). */
function javascript(code: string): unknown {
  return runInNewContext(code);
}

/** Each frame of a run of the page's scene (or its solution): the circle's x, size and fill, and the label's text. */
async function basicsFrames(index: number) {
  const {samples, run} = await sampleScene(pageExample(PAGE, 'src/scenes/basics.tsx', index), (view: View2D) => {
    const circle = view.findAll((node): node is Circle => node instanceof Circle)[0];
    const label = view.findAll((node): node is Txt => node instanceof Txt)[0];
    if (!circle || !label) return null;
    return {
      x: circle.x(),
      size: circle.width.context.getter() as number,
      fill: new canvasCommonsCore.Color(circle.fill() as canvasCommonsCore.Color).hex(),
      text: label.text(),
      labelY: label.y(),
    };
  });
  return {run, samples: samples.flatMap(({time, value}) => (value ? [{time, ...value}] : []))};
}

/** TypeScript's own diagnostics for `source`, type-checked as a scene file of this repository against the installed packages. */
async function typeErrors(source: string): Promise<string[]> {
  // Loaded here, not at the top, so that the other pages' claims do not pay for TypeScript and Vite.
  const {default: ts} = await import('typescript');
  const file = path.join(repositoryRoot, 'tests', 'claims', '__javascript_page_scene.tsx');
  const options: CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource: '@canvas-commons/2d',
  };
  const host = ts.createCompilerHost(options);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, source, language) : readSource(name, language, ...rest);
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || exists(name);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === file)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** A scene with a mistake only the type checker sees: a Circle has no `text`. */
const TYPE_ERROR_SCENE = `import {Circle, makeScene2D} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const circle = createRef<Circle>();
  view.add(<Circle ref={circle} size={100} />);
  circle().fill('#58a6ff');
  circle().text('hello');
  yield;
});
`;

const claims: Claim[] = [
  {
    quote: '- `yield` pauses the scene until the next frame.',
    claim: 'each bare yield in a scene lasts one frame',
    check: async () => {
      const three = await runScene(function* () {
        yield;
        yield;
        yield;
      });
      const six = await runScene(function* () {
        for (let i = 0; i < 6; i++) yield;
      });
      expect(six.frames - three.frames).toBe(3);
    },
  },
  {
    quote: '`yield* radius(200, 1)` takes one second',
    claim: 'yield* plays a one-second tween to its end before the next line starts',
    check: async () => {
      const circle = createRef<Circle>();
      const radius = createSignal(100);
      const {samples} = await sampleScene(
        function* (view) {
          // What `ref={circle}` does once JSX has created the node.
          circle(new Circle({size: () => radius() * 2}));
          view.add(circle());
          yield* radius(200, 1);
          yield* circle().x(-400, 1);
        },
        () => ({radius: radius(), x: circle()?.x() ?? 0}),
      );
      const before = samples.filter((sample) => sample.time < 0.99);
      expect(before.length).toBeGreaterThan(30);
      expect(before.every((sample) => sample.value.x === 0)).toBe(true);
      expect(before.at(-1)?.value.radius).toBeGreaterThan(199);
      expect(samples.at(-1)?.value.x).toBeCloseTo(-400, 0);
    },
  },
  {
    quote: 'An animation that is made but not given to `yield*` never plays.',
    claim: 'a tween that is created but never yielded does not change the property, and the scene does not wait for it',
    check: async () => {
      let x = NaN;
      const run = await runScene(function* (view) {
        const circle = new Circle({size: 200});
        view.add(circle);
        circle.x(-400, 1);
        yield* waitFor(0.5);
        x = circle.x();
      });
      expect(x).toBe(0);
      expect(run.seconds).toBeLessThan(0.6);
    },
  },
  {
    quote: 'has run, `circle()` returns `undefined`',
    claim: 'a reference returns undefined until the node fills it in, and the node afterwards; it has no x of its own',
    check: () =>
      inspectScene((view) => {
        const circle = createRef<Circle>();
        expect(circle()).toBeUndefined();
        expect((circle as unknown as Record<string, unknown>).x).toBeUndefined();
        // What `ref={circle}` does once JSX has created the node.
        circle(new Circle({}));
        view.add(circle());
        expect(circle()).toBeInstanceOf(Circle);
      }),
  },
  {
    quote: 'the library calls it again whenever `radius` changes, so the size follows the radius',
    claim: 'a prop given an arrow function follows the signals it reads',
    check: () =>
      inspectScene((view) => {
        const radius = createSignal(100);
        // The page's own prop. The inert DOM of the harness lays nothing out, so the check reads the size the prop
        // asks for (what layout then gives the circle), not a measured one.
        const circle = new Circle({size: () => radius() * 2});
        view.add(circle);
        // `desiredSize` is protected: it is what `size` asks layout for, readable without a laid-out DOM.
        const asked = () => (circle as unknown as {desiredSize(): {x: number; y: number}}).desiredSize();
        expect(asked()).toEqual({x: 200, y: 200});
        radius(150);
        expect(asked()).toEqual({x: 300, y: 300});
      }),
  },
  {
    quote:
      'The circle doubles in size while the label below it counts up to 200; then it slides left and turns orange.',
    claim:
      "in the page's scene the circle grows from 200 to 400 while the label, below it, counts from 100 to 200; then it moves to x = -400 and turns #ffa657, both at once",
    check: async () => {
      const {samples, run} = await basicsFrames(0);
      const first = samples.filter(({time}) => time <= 1);
      expect(first[0].size).toBeCloseTo(200, 0);
      expect(first[0].text).toBe('radius: 100');
      expect(first.at(-1)!.size).toBeCloseTo(400, 0);
      expect(first.at(-1)!.text).toBe('radius: 200');
      expect(first[0].labelY).toBeGreaterThan(0);
      const counted = first.map(({text}) => Number(text.replace('radius: ', '')));
      for (let i = 1; i < counted.length; i++) expect(counted[i]).toBeGreaterThanOrEqual(counted[i - 1]);
      expect(new Set(counted).size).toBeGreaterThan(30);
      expect(first.every(({x, fill}) => x === 0 && fill === '#58a6ff')).toBe(true);
      const halfway = samples.find(({time}) => time >= 1.5)!;
      expect(halfway.x).toBeLessThan(-100);
      expect(halfway.x).toBeGreaterThan(-300);
      expect(halfway.fill).not.toBe('#58a6ff');
      expect(halfway.fill).not.toBe('#ffa657');
      expect(samples.at(-1)!.x).toBeCloseTo(-400, 6);
      expect(samples.at(-1)!.fill).toBe('#ffa657');
      expect(run.seconds).toBeCloseTo(2, 1);
    },
  },
  {
    quote: 'a name you use but',
    claim: 'a scene that uses Circle without importing it loads, then fails when it runs with "Circle is not defined"',
    check: async () => {
      const code = pageCodeBlocks(PAGE, 'src/scenes/basics.tsx')[0].replace(
        "import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';",
        "import {makeScene2D, Txt} from '@canvas-commons/2d';",
      );
      expect(code).not.toContain('{Circle');
      // Loading the module does not fail: nothing has used the name yet.
      const scene = (evaluateExample(code).default as {config: (view: View2D) => ThreadGenerator}).config;
      let error: unknown = null;
      await inspectScene((view) => {
        try {
          scene(view).next();
        } catch (thrown) {
          error = thrown;
        }
      });
      expect(error).toBeInstanceOf(ReferenceError);
      expect((error as Error).message).toBe('Circle is not defined');
    },
  },
  {
    quote: 'Shapes and scenes come from',
    claim:
      'Circle, Rect, Txt and makeScene2D come from the 2d package; createSignal, createRef, all, waitFor and the easings from core',
    check: () => {
      for (const name of ['Circle', 'Rect', 'Txt', 'makeScene2D']) {
        expect(canvasCommons2d, name).toHaveProperty(name);
        expect(canvasCommonsCore, name).not.toHaveProperty(name);
      }
      for (const name of ['createSignal', 'createRef', 'all', 'chain', 'waitFor', 'easeInOutCubic', 'tween']) {
        expect(canvasCommonsCore, name).toHaveProperty(name);
        expect(canvasCommons2d, name).not.toHaveProperty(name);
      }
    },
  },
  {
    quote: '`const circle = …` gives a value a name that will not be given to another value.',
    claim: 'JavaScript refuses to give a const name another value, and lets a let name have one',
    check: () => {
      expect(() => javascript('const circle = 1; circle = 2;')).toThrow('Assignment to constant variable.');
      expect(javascript('let circle = 1; circle = 2; circle')).toBe(2);
    },
  },
  {
    quote: 'is a function written short, an **arrow function**',
    claim: 'an arrow function lists its inputs before => and returns what follows it',
    check: () => {
      expect(javascript('const f = () => 3 * 2; [typeof f, f.length, f()]')).toEqual(['function', 0, 6]);
      expect(javascript('const add = (a, b) => a + b; [add.length, add(2, 3)]')).toEqual([2, 5]);
    },
  },
  {
    quote: 'Text between backticks is a **template literal**',
    claim: 'a template literal puts the value of the code in ${…} into the text',
    check: () => {
      expect(javascript('const radius = () => 123.4; `radius: ${radius().toFixed(0)}`')).toBe('radius: 123');
    },
  },
  {
    quote: 'makes a **generator function**: a function that can stop part-way and be resumed later',
    claim: 'a function* stops at each yield and carries on from there when resumed',
    check: () => {
      const steps = javascript(`
        const seen = [];
        function* counting() { seen.push('a'); yield; seen.push('b'); yield; seen.push('c'); }
        const run = counting();
        const log = [seen.length];
        run.next(); log.push(seen.join(''));
        run.next(); log.push(seen.join(''));
        const last = run.next(); log.push(seen.join(''), last.done);
        log;
      `);
      expect(steps).toEqual([0, 'a', 'ab', 'abc', true]);
    },
  },
  {
    quote: 'scene is one, and the library resumes it once per frame',
    claim: 'the library resumes a scene once per frame: each resume after a yield is 1/60 s later at 60 fps',
    check: async () => {
      const times: number[] = [];
      await runScene(function* () {
        for (let i = 0; i < 10; i++) {
          times.push(useTime());
          yield;
        }
      });
      expect(times).toHaveLength(10);
      for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeCloseTo(1 / 60, 9);
    },
  },
  {
    quote: '`all(...)`, `chain(...)` and `waitFor(...)` combine and space animations',
    claim: 'all plays animations together, chain one after the other, and waitFor waits the given seconds',
    check: () => {
      const timeOf = (task: () => ThreadGenerator) => {
        let time = NaN;
        runThreads(function* () {
          yield* task();
          time = useTime();
        });
        return time;
      };
      const a = createSignal(0);
      const b = createSignal(0);
      expect(timeOf(() => all(a(1, 1), b(1, 1)))).toBeCloseTo(1, 6);
      expect(timeOf(() => chain(a(0, 1), b(0, 1)))).toBeCloseTo(2, 6);
      expect(timeOf(() => waitFor(0.5))).toBeCloseTo(0.5, 6);
    },
  },
  {
    quote: 'or put the movement in an `all(...)` that is.',
    claim: 'yield* circle().x(-400, 1) and a yielded all(...) holding it both move the circle over one second',
    check: async () => {
      for (const wrap of [(task: ThreadGenerator) => task, (task: ThreadGenerator) => all(task)]) {
        let x = NaN;
        const run = await runScene(function* (view) {
          const circle = new Circle({size: 200});
          view.add(circle);
          yield* wrap(circle.x(-400, 1));
          x = circle.x();
        });
        expect(x).toBe(-400);
        expect(run.seconds).toBeCloseTo(1, 1);
      }
    },
  },
  {
    quote: 'makes a **reference**, a small function that holds a node once the scene has created it.',
    claim: 'createRef() returns a function that returns the node it was given',
    check: () =>
      inspectScene(() => {
        const circle = createRef<Circle>();
        expect(typeof circle).toBe('function');
        const node = new Circle({});
        circle(node);
        expect(circle()).toBe(node);
      }),
  },
  {
    quote: '`ref={circle}` fills it in.',
    claim: 'creating a node through JSX with ref={circle} puts the node in the reference',
    check: () =>
      inspectScene(() => {
        const circle = createRef<Circle>();
        const node = jsx(Circle, {ref: circle, size: 100} as unknown as JSXProps);
        expect(node).toBeInstanceOf(Circle);
        expect(circle()).toBe(node);
      }),
  },
  {
    quote: 'After that, `circle()`, with brackets, returns the circle itself, and',
    claim: "once filled, circle() is the node and circle().x(-400, 1) animates the node's x",
    check: async () => {
      let node: Circle | undefined;
      await runScene(function* (view) {
        const circle = createRef<Circle>();
        view.add(jsx(Circle, {ref: circle, size: 100} as unknown as JSXProps) as Circle);
        node = view.children()[0] as Circle;
        expect(circle()).toBe(node);
        yield* circle().x(-400, 1);
      });
      expect(node?.x()).toBe(-400);
    },
  },
  {
    quote: 'which is where the error "Cannot read properties of undefined" comes from',
    claim: 'using an empty reference as a node throws TypeError: Cannot read properties of undefined',
    check: () => {
      const circle = createRef<Circle>();
      expect(() => circle().x(-400)).toThrow(TypeError);
      expect(() => circle().x(-400)).toThrow(/^Cannot read properties of undefined/);
    },
  },
  {
    quote: 'Properties work the same way: `circle().x()` reads the position',
    claim: 'x() reads, x(v) sets at once, x(v, 1) tweens over one second',
    check: async () => {
      const seen: number[] = [];
      let time = NaN;
      await runScene(function* (view) {
        const circle = new Circle({size: 100, x: 50});
        view.add(circle);
        seen.push(circle.x());
        circle.x(-400);
        seen.push(circle.x());
        const start = useTime();
        yield* circle.x(100, 1);
        time = useTime() - start;
        seen.push(circle.x());
      });
      expect(seen).toEqual([50, -400, 100]);
      expect(time).toBeCloseTo(1, 6);
    },
  },
  {
    quote: 'so your code editor can suggest `circle().fill` and',
    claim: 'TypeScript, which the editor runs, accepts circle().fill on a createRef<Circle>() and flags circle().text',
    check: async () => {
      const errors = await typeErrors(TYPE_ERROR_SCENE);
      expect(errors).toEqual(["Property 'text' does not exist on type 'Circle'."]);
    },
  },
  {
    quote: 'It changes nothing when the scene runs.',
    claim: 'compiling a scene as Vite does drops <Circle> from createRef<Circle>(), leaving createRef()',
    check: async () => {
      const {transformWithOxc} = await import('vite');
      const {code} = await transformWithOxc(TYPE_ERROR_SCENE, 'scene.tsx', {});
      expect(code).toContain('createRef()');
      expect(code).not.toContain('createRef<');
    },
  },
  {
    quote: 'server does not check types either: a scene with a type error still runs',
    claim: 'Vite compiles a scene with a type error without complaint, and running it fails with "… is not a function"',
    check: async () => {
      const {transformWithOxc} = await import('vite');
      const {warnings} = await transformWithOxc(TYPE_ERROR_SCENE, 'scene.tsx', {});
      expect(warnings).toEqual([]);
      const scene = (evaluateExample(TYPE_ERROR_SCENE).default as {config: (view: View2D) => ThreadGenerator}).config;
      let error: unknown = null;
      await inspectScene((view) => {
        try {
          scene(view).next();
        } catch (thrown) {
          error = thrown;
        }
      });
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toMatch(/is not a function$/);
    },
  },
  {
    quote: 'The label is an arrow function that reads `radius()`, so it follows the signal without further code.',
    claim: 'in the solution, the label always shows the current radius and twice it as the diameter',
    check: async () => {
      const {samples} = await basicsFrames(1);
      const texts = new Set<string>();
      for (const {text, size} of samples) {
        const radius = (size / 2).toFixed(0);
        expect(text).toBe(`radius: ${radius}, diameter: ${size.toFixed(0)}`);
        texts.add(text);
      }
      expect(texts.size).toBeGreaterThan(40);
    },
  },
  {
    quote: 'uses `all` with `yield*`, so both animations play together and the scene waits for them.',
    claim: 'in the solution, x and the radius change together in the last second, and the scene lasts until both end',
    check: async () => {
      const {samples, run} = await basicsFrames(1);
      const last = samples.find(({time}) => time >= 2.5)!;
      expect(last.x).toBeGreaterThan(-390);
      expect(last.x).toBeLessThan(-10);
      expect(last.size).toBeGreaterThan(210);
      expect(last.size).toBeLessThan(390);
      expect(samples.at(-1)!.x).toBeCloseTo(0, 6);
      expect(samples.at(-1)!.size).toBeCloseTo(200, 6);
      expect(run.seconds).toBeCloseTo(3, 1);
    },
  },
];

export default defineClaims(
  PAGE,
  [
    ...claims,
    {
      quote: '(`let` allows that, and scenes rarely',
      claim: 'a let name can be given another value',
      check: checkOf(claims, '`const circle = …` gives a value a name that will not be given to another value.'),
    },
    {
      quote: 'The line `circle().x(-400, 1);` on its own creates a',
      claim: 'a tween that is only created leaves the circle where it is and does not lengthen the scene',
      check: checkOf(claims, 'An animation that is made but not given to `yield*` never plays.'),
    },
    {
      quote: 'Without the brackets, `circle.x` asks the reference, not the circle,',
      claim: 'the reference itself has no x',
      check: checkOf(claims, 'has run, `circle()` returns `undefined`'),
    },
    {
      quote: 'is called again whenever the signals it',
      claim: 'a prop given an arrow function follows the signals it reads',
      check: checkOf(claims, 'the library calls it again whenever `radius` changes, so the size follows the radius'),
    },
    {
      quote: 'A scene is a `function*`: `yield` waits a frame',
      claim: 'yield waits a frame, yield* plays an animation to its end, and an animation never yielded never plays',
      check: async () => {
        await checkOf(claims, '- `yield` pauses the scene until the next frame.')();
        await checkOf(claims, '`yield* radius(200, 1)` takes one second')();
        await checkOf(claims, 'An animation that is made but not given to `yield*` never plays.')();
      },
    },
    {
      quote: 'A reference is a function: `circle()` returns the node',
      claim: 'a reference is a function returning its node, and its type argument is gone once compiled',
      check: async () => {
        await checkOf(
          claims,
          'makes a **reference**, a small function that holds a node once the scene has created it.',
        )();
        await checkOf(claims, 'It changes nothing when the scene runs.')();
      },
    },
  ],
  {
    // Every behaviour sentence of the page runs in Node (the editor's type check through TypeScript itself).
    unclaimed: [],
  },
);
