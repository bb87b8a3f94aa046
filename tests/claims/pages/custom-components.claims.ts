import * as canvasCommons2d from '@canvas-commons/2d';
import {Code, type Layout, type Node, type Rect, type Shape, type Txt, type View2D} from '@canvas-commons/2d';
import * as jsxRuntime from '@canvas-commons/2d/jsx-runtime';
import * as canvasCommonsCore from '@canvas-commons/core';
import {
  Color,
  createSignal,
  linear,
  useScene,
  waitFor,
  type SimpleSignal,
  type ThreadGenerator,
} from '@canvas-commons/core';
import ts from 'typescript';
import {expect} from 'vitest';

import {examplesCompilerOptions} from '../../../lib/examples';
import {defineClaims} from '../claim';
import {LIBRARY_MODULES, inspectScene, pageCodeBlocks, runScene, sampleScene} from '../harness';
import {at, desiredWidth} from '../reading';
import {onCanvas} from '../stand-in-scenes';
import {type Draw} from '../stand-ins/canvas';
import {giveFixedSize} from '../stand-ins/elements';

const PAGE = 'docs/components/custom-components.mdx';

/**
 * Compiles TypeScript the way a project does: TypeScript itself, with the compiler options of the 2d package's
 * tsconfig.project.json (legacy decorators, target es2020), to CommonJS that runs on the installed library.
 */
function compile(source: string, overrides: ts.CompilerOptions = {}): Record<string, unknown> {
  const {outputText} = ts.transpileModule(source, {
    fileName: 'component.tsx',
    compilerOptions: {...examplesCompilerOptions(), module: ts.ModuleKind.CommonJS, noEmit: false, ...overrides},
  });
  const module = {exports: {} as Record<string, unknown>};
  const require = (id: string) => {
    if (!(id in LIBRARY_MODULES)) throw new Error(`unexpected import ${id}`);
    return LIBRARY_MODULES[id];
  };
  new Function('require', 'exports', 'module', outputText)(require, module.exports, module);
  return module.exports;
}

/** The exports of one of the page's code blocks, found by a piece of its title. */
function pageModule(title: string): Record<string, unknown> {
  const [code] = pageCodeBlocks(PAGE, title);
  if (code === undefined) throw new Error(`${PAGE} has no block titled ${title}`);
  return compile(code);
}

interface ProgressBar extends Node {
  progress: SimpleSignal<number, ProgressBar>;
  barWidth: SimpleSignal<number, ProgressBar>;
  accent: canvasCommonsCore.ColorSignal<ProgressBar>;
  percent(...args: unknown[]): unknown;
}
type ProgressBarClass = new (props?: Record<string, unknown>) => ProgressBar;

interface Star extends Shape {
  tips: SimpleSignal<number, Star>;
  innerRatio: SimpleSignal<number, Star>;
}
type StarClass = new (props?: Record<string, unknown>) => Star;

const PROGRESS = 'src/scenes/progress.tsx';
const progressModule = () => pageModule(PROGRESS);
const progressBar = () => progressModule().ProgressBar as ProgressBarClass;
const star = () => pageModule('src/components/Star.tsx').Star as StarClass;

/**
 * Node has no layout engine: the laid-out size of a node comes from its element's bounding box, which is empty here.
 * For a node with a fixed size outside any layout, the browser's box is the size it was given; this gives the node's
 * element that box, read from its style as the node writes it ({@link giveFixedSize}).
 */
function sizedAsGiven<T extends Layout>(node: T): T {
  giveFixedSize((node as unknown as {element: {style: Record<string, string>}}).element, 'lenient');
  return node;
}

/** What the progress bar shows: track width, fill width and left edge, fill colour, label. */
function barState(bar: ProgressBar) {
  const [track, fill, label] = bar.children() as [Rect, Rect, Txt];
  return {
    track: desiredWidth(track),
    fill: desiredWidth(fill),
    left: fill.x(),
    colour: new Color(fill.fill() as Color).hex(),
    label: label.text(),
  };
}

/** Properties of the bar can be given in JSX, bound to another signal, and tweened. */
async function propertiesAreSignals(): Promise<void> {
  const ProgressBar = progressBar();
  let tweened = NaN;
  await runScene(function* (view) {
    const bar = jsxRuntime.jsx(ProgressBar as never, {progress: 0.25} as never) as unknown as ProgressBar;
    view.add(bar);
    expect(bar.progress()).toBe(0.25);
    const source = createSignal(0.1);
    bar.progress(() => source() * 2);
    source(0.3);
    expect(bar.progress()).toBeCloseTo(0.6, 9);
    bar.progress(0);
    yield bar.progress(1, 1, linear);
    yield* waitFor(0.5);
    tweened = bar.progress();
    yield* waitFor(0.6);
  });
  expect(tweened).toBeGreaterThan(0.4);
  expect(tweened).toBeLessThan(0.6);
}

/** Changing progress or barWidth updates every child that reads them. */
async function childrenFollowTheProperties(): Promise<void> {
  const ProgressBar = progressBar();
  await inspectScene((view) => {
    const bar = new ProgressBar({progress: 0.5, barWidth: 800});
    view.add(bar);
    expect(barState(bar)).toMatchObject({track: 800, fill: 400, left: -400, label: '50%'});
    bar.progress(0.25);
    expect(barState(bar)).toMatchObject({track: 800, fill: 200, left: -400, label: '25%'});
    bar.barWidth(1000);
    expect(barState(bar)).toMatchObject({track: 1000, fill: 250, left: -500, label: '25%'});
    bar.accent('#ff0000');
    expect(barState(bar).colour).toBe('#ff0000');
  });
}

/** A Star of the page filled and stroked: both with the very path its getPath returns. */
async function starIsFilledAndStroked(): Promise<void> {
  const Star = star();
  await onCanvas((view, render) => {
    const shape = sizedAsGiven(new Star({size: 400, fill: '#ffa657', stroke: '#ffffff', lineWidth: 6}));
    view.add(shape);
    const draws = render(shape);
    const path = (shape as unknown as {getPath(): unknown}).getPath();
    const fill = draws.find((draw) => draw.op === 'fill');
    const stroke = draws.find((draw) => draw.op === 'stroke');
    expect(fill?.target).toBe(path);
    expect(stroke?.target).toBe(path);
    expect(new Color(fill!.fillStyle as string).hex()).toBe('#ffa657');
    expect(stroke?.lineWidth).toBe(6);
  });
}

/** A node that draws with its own draw method, and whose draw may or may not draw its children. */
const DRAWING_SOURCE = `
import {Node, NodeProps} from '@canvas-commons/2d';

export class Marker extends Node {
  public constructor(props?: NodeProps & {withChildren?: boolean}) {
    super({...props});
    this.withChildren = props?.withChildren ?? true;
  }
  private withChildren: boolean;
  protected override draw(context: CanvasRenderingContext2D) {
    context.fillText('marker', 0, 0);
    if (this.withChildren) this.drawChildren(context);
  }
}

export class Dot extends Node {
  protected override draw(context: CanvasRenderingContext2D) {
    context.fillText('dot', 0, 0);
  }
}
`;

function markerWhere(draws: Draw[], text: string): Draw | undefined {
  return draws.find((draw) => draw.op === 'fillText' && draw.what === text);
}

export default defineClaims(
  PAGE,
  [
    {
      quote: 'Its properties are [signals](/docs/signals), just',
      claim: "the bar's properties take a value in JSX, follow a bound signal, and tween with yield*",
      check: propertiesAreSignals,
    },
    {
      quote: 'Everything inside the component reacts to those properties automatically.',
      claim: "the bar's children follow its properties",
      check: childrenFollowTheProperties,
    },
    {
      quote: 'it should fill and stroke, or override the drawing method entirely',
      claim: 'a Shape subclass is filled and stroked along its getPath; a Node may draw in its own draw instead',
      check: async () => {
        await starIsFilledAndStroked();
        const {Marker} = compile(DRAWING_SOURCE) as {Marker: new () => Node};
        await onCanvas((view, render) => {
          const marker = new Marker();
          view.add(marker);
          expect(markerWhere(render(marker), 'marker')).toBeDefined();
        });
      },
    },
    {
      quote: 'new property. Each entry is a [`SignalValue`](/api/core/signals/SignalValue), so it accepts a',
      claim: 'the props take the base class props and, per new property, a plain value or a function',
      check: () => {
        const ProgressBar = progressBar();
        return inspectScene((view) => {
          const source = createSignal(0.2);
          const plain = new ProgressBar({progress: 0.4, x: 120});
          const bound = new ProgressBar({progress: () => source() + 0.1});
          view.add([plain, bound]);
          expect(plain.progress()).toBe(0.4);
          expect(plain.x()).toBe(120);
          expect(bound.progress()).toBeCloseTo(0.3, 9);
          source(0.5);
          expect(bound.progress()).toBeCloseTo(0.6, 9);
        });
      },
    },
    {
      quote: 'The `declare` keyword matters: it tells TypeScript that the field exists without emitting',
      claim:
        'with the project settings a plain field is harmless; with useDefineForClassFields it replaces the signal with undefined, and declare avoids that',
      check: () => {
        const source = (field: string) => `
          import {Node, initial, signal} from '@canvas-commons/2d';
          import {SimpleSignal} from '@canvas-commons/core';
          export class Gauge extends Node {
            @initial(3)
            @signal()
            ${field} public readonly level: SimpleSignal<number, this>;
          }`;
        const build = (field: string, options: ts.CompilerOptions = {}) =>
          compile(source(field), options).Gauge as new (props: object) => {level: unknown};
        return inspectScene(() => {
          const define = {useDefineForClassFields: true};
          expect(examplesCompilerOptions().useDefineForClassFields).toBeUndefined();
          expect(examplesCompilerOptions().target).toBe(ts.ScriptTarget.ES2020);
          expect(typeof new (build(''))({}).level).toBe('function');
          expect(new (build('', define))({}).level).toBeUndefined();
          expect(new (build('', {target: ts.ScriptTarget.ES2022}))({}).level).toBeUndefined();
          const declared = new (build('declare', define))({}).level as () => number;
          expect(declared()).toBe(3);
        });
      },
    },
    {
      quote: 'by name, so a prop called `progress` ends up in the signal `progress` without any code of',
      claim: 'props passed to super set the signals of the same name; props without a signal are ignored',
      check: () => {
        const ProgressBar = progressBar();
        return inspectScene((view) => {
          const bar = new ProgressBar({progress: 0.7, barWidth: 300, colour: 'red'});
          view.add(bar);
          expect(bar.progress()).toBe(0.7);
          expect(bar.barWidth()).toBe(300);
          expect('colour' in bar).toBe(false);
        });
      },
    },
    {
      quote: 'The decorators come from `@canvas-commons/2d` and need `experimentalDecorators`, which the',
      claim:
        "the decorators are exports of 2d, the project's tsconfig enables experimentalDecorators, and without it a decorated class breaks",
      check: () => {
        for (const name of ['signal', 'initial', 'colorSignal', 'vector2Signal', 'computed']) {
          expect(typeof (canvasCommons2d as Record<string, unknown>)[name]).toBe('function');
        }
        expect(examplesCompilerOptions().experimentalDecorators).toBe(true);
        return inspectScene(() => {
          const source = `
            import {Node, initial, signal} from '@canvas-commons/2d';
            import {SimpleSignal} from '@canvas-commons/core';
            export class Gauge extends Node {
              @initial(3)
              @signal()
              declare public readonly level: SimpleSignal<number, this>;
            }`;
          const works = compile(source).Gauge as new (props: object) => {level(): number};
          expect(new works({}).level()).toBe(3);
          // Compiled as standard decorators, the class either fails or has no working signal.
          let standard: unknown;
          try {
            const Gauge = compile(source, {experimentalDecorators: false}).Gauge as new (props: object) => {
              level?: unknown;
            };
            const level = new Gauge({}).level;
            standard = typeof level === 'function' ? level() : level;
          } catch (error) {
            standard = error;
          }
          expect(standard).not.toBe(3);
        });
      },
    },
    {
      quote: '| [`@signal()`](/api/2d/decorators/signal)           | Turns the field into a signal of any type.',
      claim: '@signal() makes a field a signal that holds any value and can be set, read and reset',
      check: () =>
        inspectScene(() => {
          const {Holder} = compile(`
            import {Node, signal} from '@canvas-commons/2d';
            import {SimpleSignal} from '@canvas-commons/core';
            export class Holder extends Node {
              @signal()
              declare public readonly data: SimpleSignal<unknown, this>;
            }`) as {Holder: new (props?: Record<string, unknown>) => Node & {data: SimpleSignal<unknown>}};
          const holder = new Holder({data: {list: [1, 2]}});
          expect(holder.data()).toEqual({list: [1, 2]});
          holder.data('text');
          expect(holder.data()).toBe('text');
          expect(holder.data.context).toBeInstanceOf(canvasCommonsCore.SignalContext);
        }),
    },
    {
      quote: '| [`@initial(value)`](/api/2d/decorators/initial)    | Sets the value used when the prop is not given.',
      claim: '@initial sets the default when written above @signal(); written below, it is rejected and sets nothing',
      check: async () => {
        const source = (decorators: string) => `
          import {Node, initial, signal} from '@canvas-commons/2d';
          import {SimpleSignal} from '@canvas-commons/core';
          export class Gauge extends Node {
            ${decorators}
            declare public readonly level: SimpleSignal<number, this>;
          }`;
        let above: number[] = [];
        let below: unknown = null;
        const run = await runScene(function* () {
          const Above = compile(source('@initial(5) @signal()')).Gauge as new (props?: object) => {level(): number};
          above = [new Above({}).level(), new Above({level: 2}).level()];
          const Below = compile(source('@signal() @initial(5)')).Gauge as new (props: object) => {level(): number};
          below = new Below({}).level();
          yield;
        });
        expect(above).toEqual([5, 2]);
        expect(below).toBeUndefined();
        expect(run.logs.map((log) => log.message)).toContain('Missing property decorator for "level"');
      },
    },
    {
      quote: 'A signal that parses colour strings into [`Color`](/api/core/types/Color) and tweens between colours.',
      claim: "the bar's @colorSignal accent parses a string into a Color and tweens through the colours between",
      check: async () => {
        const ProgressBar = progressBar();
        let parsed: unknown = null;
        let halfway = '';
        await runScene(function* (view) {
          const bar = new ProgressBar({accent: '#ff0000'});
          view.add(bar);
          parsed = bar.accent();
          yield bar.accent('#0000ff', 1, linear);
          yield* waitFor(0.5);
          halfway = new Color(bar.accent() as Color).hex();
          yield* waitFor(0.6);
        });
        expect(parsed).toBeInstanceOf(Color);
        expect(new Color(parsed as Color).hex()).toBe('#ff0000');
        expect(halfway).not.toBe('#ff0000');
        expect(halfway).not.toBe('#0000ff');
        const [red, , blue] = new Color(halfway).rgb();
        expect(red).toBeGreaterThan(60);
        expect(blue).toBeGreaterThan(60);
      },
    },
    {
      quote: 'signal with `x` and `y` sub-signals.',
      claim: '@vector2Signal makes a Vector2 signal with x and y signals of its own',
      check: () =>
        inspectScene(() => {
          const {Mover} = compile(`
            import {Node, vector2Signal} from '@canvas-commons/2d';
            import {Vector2Signal} from '@canvas-commons/core';
            export class Mover extends Node {
              @vector2Signal('offset')
              declare public readonly offset: Vector2Signal<this>;
            }`) as {Mover: new (props?: Record<string, unknown>) => Node & {offset: canvasCommonsCore.Vector2Signal}};
          const mover = new Mover({offset: [3, 4]});
          expect(mover.offset()).toBeInstanceOf(canvasCommonsCore.Vector2);
          expect(mover.offset().toArray()).toEqual([3, 4]);
          mover.offset.x(10);
          expect(mover.offset().toArray()).toEqual([10, 4]);
          expect(mover.offset.y()).toBe(4);
        }),
    },
    {
      quote:
        "| [`@computed()`](/api/2d/decorators/computed)       | Caches a method's result until a signal it reads changes.",
      claim: '@computed() runs the method again only after a signal it read has changed',
      check: () =>
        inspectScene(() => {
          const module = compile(`
            import {Node, computed, initial, signal} from '@canvas-commons/2d';
            import {SimpleSignal} from '@canvas-commons/core';
            export const runs = {count: 0};
            export class Doubler extends Node {
              @initial(2)
              @signal()
              declare public readonly input: SimpleSignal<number, this>;
              @computed()
              public doubled(): number {
                runs.count++;
                return this.input() * 2;
              }
            }`);
          const runs = module.runs as {count: number};
          const doubler = new (
            module.Doubler as new (props: object) => Node & {
              input: SimpleSignal<number>;
              doubled(): number;
            }
          )({});
          expect([doubler.doubled(), doubler.doubled(), doubler.doubled()]).toEqual([4, 4, 4]);
          expect(runs.count).toBe(1);
          doubler.input(5);
          expect(doubler.doubled()).toBe(10);
          expect(runs.count).toBe(2);
        }),
    },
    {
      quote: 'properties: `progress` from 0 to 1, the width of the bar, and an accent colour.',
      claim: 'the bar has progress (default 0), barWidth (default 600) and accent (default #58a6ff)',
      check: () => {
        const ProgressBar = progressBar();
        return inspectScene((view) => {
          const bar = new ProgressBar();
          view.add(bar);
          expect(bar.progress()).toBe(0);
          expect(bar.barWidth()).toBe(600);
          expect(new Color(bar.accent() as Color).hex()).toBe('#58a6ff');
          expect(barState(bar)).toMatchObject({track: 600, fill: 0, label: '0%'});
        });
      },
    },
    {
      quote: 'A grey track appears with a `0%` label. The blue fill grows to the right over two seconds while',
      claim:
        "the page's example: 0% to 100% over 2 s as the fill grows from the left edge, then green; then the bar widens to 900 and the fill halves to 50%",
      check: async () => {
        const scene = progressModule().default as {config: (view: View2D) => ThreadGenerator};
        let end: ReturnType<typeof barState> | null = null;
        const {samples} = await sampleScene(
          function* (view) {
            yield* scene.config(view);
            end = barState(view.children()[0] as ProgressBar);
          },
          (view) => barState(view.children()[0] as ProgressBar),
        );
        expect(samples[0]!.value).toMatchObject({track: 600, fill: 0, left: -300, colour: '#58a6ff', label: '0%'});
        const mid = at(samples, 1);
        expect(mid.fill).toBeGreaterThan(200);
        expect(mid.fill).toBeLessThan(400);
        expect(mid.left).toBe(-300);
        expect(at(samples, 2.01)).toMatchObject({fill: 600, label: '100%', colour: '#58a6ff'});
        expect(at(samples, 2.6)).toMatchObject({fill: 600, label: '100%', colour: '#7ee787'});
        expect(end).toEqual({track: 900, fill: 450, left: -450, colour: '#7ee787', label: '50%'});
      },
    },
    {
      quote: 'Notice how the children are wired: instead of plain values they receive functions that read',
      claim: "the bar's children hold functions of its signals, not values",
      check: () => {
        const ProgressBar = progressBar();
        return inspectScene((view) => {
          const bar = new ProgressBar();
          view.add(bar);
          const [track, fill, label] = bar.children() as [Rect, Rect, Txt];
          for (const raw of [track.size.x.context.raw(), fill.size.x.context.raw(), fill.fill.context.raw()]) {
            expect(typeof raw).toBe('function');
          }
          // The label's text is handed on to its text leaf as it is set, so it is read through text() instead.
          bar.progress(0.3);
          expect(label.text()).toBe('30%');
        });
      },
    },
    {
      quote: '`progress` or `barWidth` changes, every child that depends on it updates.',
      claim: 'changing progress or barWidth updates the children that read them',
      check: childrenFollowTheProperties,
    },
    {
      quote: 'only tweens the component',
      claim: "the example's scene tweens only the bar's properties, and the children change with them",
      check: async () => {
        const [code] = pageCodeBlocks(PAGE, PROGRESS);
        const scene = code!.slice(code!.indexOf('export default makeScene2D'));
        const tweened = [...scene.matchAll(/bar\(\)\.(\w+)\(/g)].map((match) => match[1]);
        expect(new Set(tweened)).toEqual(new Set(['progress', 'accent', 'barWidth']));
        await childrenFollowTheProperties();
      },
    },
    {
      quote: 'It is recalculated only when `progress` changes, no matter',
      claim: 'percent runs once however often it is read, and again only after progress changes',
      check: () => {
        const ProgressBar = progressBar();
        return inspectScene((view) => {
          const prototype = ProgressBar.prototype as unknown as {percent(): number};
          const percent = prototype.percent;
          let runs = 0;
          prototype.percent = function (this: ProgressBar) {
            runs++;
            return percent.call(this);
          };
          try {
            const bar = new ProgressBar({progress: 0.42});
            view.add(bar);
            const label = bar.children()[2] as Txt;
            expect([bar.percent(), bar.percent(), label.text(), bar.percent()]).toEqual([42, 42, '42%', 42]);
            expect(runs).toBe(1);
            bar.barWidth(700);
            bar.percent();
            expect(runs).toBe(1);
            bar.progress(0.5);
            expect([bar.percent(), label.text()]).toEqual([50, '50%']);
            expect(runs).toBe(2);
          } finally {
            prototype.percent = percent;
          }
        });
      },
    },
    {
      quote: 'Computed methods are not animatable themselves',
      claim: 'calling percent with a value and a duration returns the current value and changes nothing',
      check: () => {
        const ProgressBar = progressBar();
        return inspectScene((view) => {
          const bar = new ProgressBar({progress: 0.3});
          view.add(bar);
          const result = bar.percent(80, 1);
          expect(result).toBe(30);
          expect(bar.progress()).toBe(0.3);
        });
      },
    },
    {
      quote: 'fills and strokes whatever outline its `getPath` method',
      claim: "a Shape fills and strokes its getPath's path with its fill, stroke and lineWidth",
      check: starIsFilledAndStroked,
    },
    {
      quote: 'override `getPathData` too so that features',
      claim: 'rough rendering draws from getPathData: nothing for a shape without it, the outline for the Star',
      check: () => {
        const Star = star();
        const {Blob} = compile(`
          import {Shape} from '@canvas-commons/2d';
          export class Blob extends Shape {
            protected override getPath(): Path2D {
              const path = new Path2D();
              path.rect(-50, -50, 100, 100);
              return path;
            }
          }`) as {Blob: new (props?: Record<string, unknown>) => Shape};
        return onCanvas((view, render) => {
          const blob = new Blob({size: 100, fill: '#ffffff', rough: true, roughSeed: 1});
          const outline = sizedAsGiven(new Star({size: 100, fill: '#ffffff', rough: true, roughSeed: 1}));
          view.add([blob, outline]);
          expect(render(blob).filter((draw) => draw.op === 'fill' || draw.op === 'stroke')).toEqual([]);
          expect(render(outline).filter((draw) => draw.op === 'fill' || draw.op === 'stroke').length).toBeGreaterThan(
            0,
          );
        });
      },
    },
    {
      quote: '`Shape` already caches both',
      claim: "the Star's getPath and getPathData run again only when a signal they read changes",
      check: () => {
        const Star = star();
        const counts = {path: 0, data: 0};
        const prototype = Star.prototype as unknown as {getPath(): unknown; getPathData(): string};
        const {getPath, getPathData} = prototype;
        prototype.getPath = function (this: Star) {
          counts.path++;
          return getPath.call(this);
        };
        prototype.getPathData = function (this: Star) {
          counts.data++;
          return getPathData.call(this);
        };
        return onCanvas((view) => {
          const shape = sizedAsGiven(new Star({size: 200}));
          view.add(shape);
          const read = shape as unknown as {getPath(): unknown; getPathData(): string};
          const first = read.getPathData();
          read.getPath();
          read.getPathData();
          read.getPath();
          shape.fill('#ff0000');
          read.getPathData();
          expect(counts).toEqual({path: 1, data: 1});
          shape.tips(7);
          expect(read.getPathData()).not.toBe(first);
          read.getPath();
          expect(counts).toEqual({path: 2, data: 2});
        }).finally(() => {
          prototype.getPath = getPath;
          prototype.getPathData = getPathData;
        });
      },
    },
    {
      quote: "This star fits itself into the node's `size`:",
      claim: 'the outer corners of the Star lie on a circle of half the smaller side of its size',
      check: () => {
        const Star = star();
        return onCanvas((view) => {
          const shape = sizedAsGiven(new Star({size: [400, 300]}));
          view.add(shape);
          const corners = (shape as unknown as {corners(): [number, number][]}).corners();
          expect(corners).toHaveLength(10);
          const radii = corners.map(([x, y]) => Math.hypot(x, y));
          expect(Math.max(...radii)).toBeCloseTo(150, 6);
          expect(Math.min(...radii)).toBeCloseTo(150 * 0.4, 6);
        });
      },
    },
    {
      quote: 'Used in a scene, it behaves like any built-in shape',
      claim: 'the Star takes the props of any shape (size, fill, rotation) and tweens them',
      check: async () => {
        const Star = star();
        let halfway = NaN;
        await runScene(function* (view) {
          const shape = sizedAsGiven(new Star({size: 400, fill: '#ffa657'}));
          view.add(shape);
          expect(new Color(shape.fill() as Color).hex()).toBe('#ffa657');
          yield shape.rotation(360, 1, linear);
          yield* waitFor(0.5);
          halfway = shape.rotation();
          yield* waitFor(0.6);
        });
        expect(halfway).toBeGreaterThan(150);
        expect(halfway).toBeLessThan(210);
      },
    },
    {
      quote: 'The star plumps up as its inner corners move outwards, gains three more tips (the count is',
      claim:
        "the page's snippet: the inner radius grows, the tips go from 5 to 8 one at a time, then a full turn while the fill turns #ff7b72",
      check: async () => {
        const Star = star();
        const {samples} = await sampleScene(
          function* (view) {
            const shape = sizedAsGiven(new Star({size: 400, fill: '#ffa657'}));
            view.add(shape);
            yield* shape.innerRatio(0.7, 1);
            yield* shape.tips(8, 1);
            yield* canvasCommonsCore.all(shape.rotation(360, 2), shape.fill('#ff7b72', 2));
            yield* waitFor(0.1);
          },
          (view) => {
            const shape = view.children()[0] as Star;
            const corners = (shape as unknown as {corners(): [number, number][]}).corners();
            return {
              inner: Math.min(...corners.map(([x, y]) => Math.hypot(x, y))),
              tips: corners.length / 2,
              rotation: shape.rotation(),
              fill: new Color(shape.fill() as Color).hex(),
            };
          },
        );
        expect(samples[0]!.value.inner).toBeCloseTo(80, 3);
        expect(at(samples, 1.02).inner).toBeCloseTo(140, 3);
        const tips = samples.map((sample) => sample.value.tips);
        const changes = tips.slice(1).filter((count, index) => count !== tips[index]);
        expect(changes).toEqual([6, 7, 8]);
        expect(at(samples, 3).rotation).toBeGreaterThan(90);
        expect(samples.at(-1)!.value).toMatchObject({tips: 8, rotation: 360, fill: '#ff7b72'});
      },
    },
    {
      quote: 'It receives the canvas context already',
      claim: "draw gets the context with its origin at the node's position",
      check: () => {
        const {Marker} = compile(DRAWING_SOURCE) as {Marker: new (props?: Record<string, unknown>) => Node};
        return onCanvas((view, render) => {
          const marker = new Marker({x: 100, y: -50});
          view.add(marker);
          const [viewX, viewY] = [view.position.x(), view.position.y()];
          expect(markerWhere(render(view), 'marker')?.origin).toEqual([viewX + 100, viewY - 50]);
        });
      },
    },
    {
      quote: '`drawChildren` at the end, otherwise children added to your node disappear',
      claim: 'a draw that does not call drawChildren leaves the children undrawn',
      check: () => {
        const {Marker, Dot} = compile(DRAWING_SOURCE) as {
          Marker: new (props?: Record<string, unknown>) => Node;
          Dot: new (props: object) => Node;
        };
        return onCanvas((view, render) => {
          const drawing = new Marker();
          drawing.add(new Dot({}));
          const forgetting = new Marker({withChildren: false});
          forgetting.add(new Dot({}));
          view.add([drawing, forgetting]);
          expect(markerWhere(render(drawing), 'dot')).toBeDefined();
          expect(markerWhere(render(forgetting), 'dot')).toBeUndefined();
        });
      },
    },
    {
      quote: '`draw` runs on every frame, so keep it cheap',
      claim: 'draw runs at each render, while a computed method it reads runs again only when its inputs change',
      check: async () => {
        const module = compile(`
          import {Node, computed, initial, signal} from '@canvas-commons/2d';
          import {SimpleSignal} from '@canvas-commons/core';
          export const counts = {draw: 0, computed: 0};
          export class Costly extends Node {
            @initial(1)
            @signal()
            declare public readonly input: SimpleSignal<number, this>;
            @computed()
            protected expensive(): number {
              counts.computed++;
              return this.input() * 2;
            }
            protected override draw(context: CanvasRenderingContext2D) {
              counts.draw++;
              context.fillText(String(this.expensive()), 0, 0);
            }
          }`);
        const counts = module.counts as {draw: number; computed: number};
        const Costly = module.Costly as new (props: object) => Node & {input: SimpleSignal<number>};
        await onCanvas((view, render) => {
          const node = new Costly({});
          view.add(node);
          for (let frame = 0; frame < 3; frame++) render(view);
          expect(counts).toEqual({draw: 3, computed: 1});
          node.input(4);
          render(view);
          expect(counts).toEqual({draw: 4, computed: 2});
        });
      },
    },
    {
      quote: 'the `@signal()` decorator looks for methods named after the property on the',
      claim: 'the hooks getX, setX, tweenX and getDefaultX of a property are used by its signal',
      check: () => hooks(),
    },
    {
      quote: '- `getProgress()`: replaces the getter, for values computed on read.',
      claim: 'getX is what reading the property returns',
      check: () => hooks('get'),
    },
    {
      quote: '- `setProgress(value)`: replaces the setter, for validation or side effects. Store the value',
      claim: 'setX receives each value set, and context.setter stores it',
      check: () => hooks('set'),
    },
    {
      quote: '- `tweenProgress(value, duration, timingFunction)`: a generator that replaces the default',
      claim: 'tweenX runs instead of the interpolation when the property is tweened; Code has tweenSelection',
      check: async () => {
        await hooks('tween');
        expect(typeof (Code.prototype as unknown as Record<string, unknown>).tweenSelection).toBe('function');
      },
    },
    {
      quote: '- `getDefaultProgress()`: computes the initial value instead of `@initial`.',
      claim: 'getDefaultX gives the value used when no prop is given, in place of @initial',
      check: () => hooks('default'),
    },
  ],
  {
    unclaimed: [
      {
        quote: 'if it should take part in [layouts](/docs/layouts))',
        reason: "whether a node is laid out is decided by the browser's flexbox engine, which Node does not have",
      },
      {
        quote: 'The file must use the',
        reason: "about TypeScript's file extensions for JSX, not about the library",
      },
      {
        quote: 'JSX checks the props',
        reason: 'a compile-time check by TypeScript, not something the library does when it runs',
      },
    ],
  },
);

/** A property with all four hooks, each of which leaves a trace; `only` checks one of them. */
async function hooks(only?: 'get' | 'set' | 'tween' | 'default'): Promise<void> {
  const module = compile(`
    import {Node, initial, signal} from '@canvas-commons/2d';
    import {SimpleSignal, ThreadGenerator, TimingFunction, tween} from '@canvas-commons/core';
    export const trace: string[] = [];
    export class Gauge extends Node {
      @initial(10)
      @signal()
      declare public readonly level: SimpleSignal<number, this>;
      protected getLevel(): number {
        return this.level.context.getter() * 100;
      }
      protected setLevel(value: number | (() => number)) {
        // Resetting the signal to its default sets the default (a function here) through this hook too.
        if (typeof value !== 'number') return this.level.context.setter(value);
        trace.push('set ' + value);
        this.level.context.setter(Math.max(0, value));
      }
      protected *tweenLevel(value: number, duration: number, timingFunction: TimingFunction): ThreadGenerator {
        trace.push('tween to ' + value);
        yield* tween(duration, () => {});
      }
      protected getDefaultLevel(initial: number): number {
        return initial + 1;
      }
    }`);
  const trace = module.trace as string[];
  const Gauge = module.Gauge as new (props?: Record<string, unknown>) => Node & {level: SimpleSignal<number>};
  let duringTween = NaN;
  await runScene(function* (view) {
    const gauge = new Gauge({});
    view.add(gauge);
    if (!only || only === 'default') {
      // The default is getDefaultLevel(10) = 11, read through getLevel (× 100).
      expect(gauge.level()).toBe(1100);
    }
    if (!only || only === 'get') {
      gauge.level.context.setter(3);
      expect(gauge.level()).toBe(300);
    }
    if (!only || only === 'set') {
      trace.length = 0;
      gauge.level(-5);
      expect(trace).toEqual(['set -5']);
      expect(gauge.level.context.getter()).toBe(0);
    }
    if (!only || only === 'tween') {
      gauge.level.context.setter(2);
      trace.length = 0;
      yield gauge.level(8, 1);
      yield* waitFor(0.5);
      duringTween = gauge.level.context.getter();
      yield* waitFor(0.6);
      // The default tween would have moved the value halfway by now; the hook did nothing until the end.
      expect(duringTween).toBe(2);
      expect(trace).toEqual(['tween to 8', 'set 8']);
      expect(gauge.level.context.getter()).toBe(8);
    }
    yield;
  });
  void useScene;
}
