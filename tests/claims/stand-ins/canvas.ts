/**
 * Canvas stand-ins. Node has no canvas and no Path2D; the library's drawing is a sequence of calls on a 2D context,
 * so the stand-ins record those calls (with the context's state, where a check needs it) for a check to read what
 * would be drawn. What the browser then does with the pixels is not checked here.
 */
import {type Node} from '@canvas-commons/2d';

import {DOMMatrixStandIn} from './matrix';

/** One call on a stand-in: the method's name (or `set <property>`) and its arguments. */
export type Call = [name: string, args: unknown[]];

/** A Path2D that records the calls made on it, and the path data it was made from, if any. */
export class RecordingPath2D {
  public readonly calls: Call[] = [];
  public constructor(public readonly data?: unknown) {
    return new Proxy(this, {
      get: (target, name, receiver) => {
        if (name in target || typeof name === 'symbol') return Reflect.get(target, name, receiver);
        return (...args: unknown[]) => target.calls.push([String(name), args]);
      },
    });
  }
}

/** A 2D context that records every property set and method call; gradients it makes record their stops. */
export function recordingContext(): {context: CanvasRenderingContext2D; calls: Call[]} {
  const calls: Call[] = [];
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (_target, name) => {
      if (name === 'then') return undefined;
      return (...args: unknown[]) => {
        calls.push([String(name), args]);
        if (String(name).startsWith('create')) return {kind: name, args, addColorStop: () => {}};
        return undefined;
      };
    },
    set: (_target, name, value) => {
      calls.push([`set ${String(name)}`, [value]]);
      return true;
    },
  });
  return {context: context as unknown as CanvasRenderingContext2D, calls};
}

/** The names of the methods called on a {@link recordingContext}, in order; properties set are left out. */
export function methodNames(calls: Call[]): string[] {
  return calls.map(([name]) => name).filter((name) => !name.startsWith('set '));
}

/** What was set on the context for `property` (the last value). */
export function setValue(calls: Call[], property: string): unknown {
  return calls.filter(([name]) => name === `set ${property}`).at(-1)?.[1][0];
}

/** Every character's width in {@link measuringContext}: a monospaced font. */
export const CHARACTER_WIDTH = 24;

/**
 * A 2D context for the library's text measurements: every character is {@link CHARACTER_WIDTH} wide, 30 above and
 * 10 below the baseline. It keeps the properties set on it (save and restore included) and records the other calls.
 */
export function measuringContext(): {context: CanvasRenderingContext2D; calls: Call[]} {
  const calls: Call[] = [];
  const values: Record<string | symbol, unknown> = {canvas: {width: 0, height: 0}, globalAlpha: 1};
  const saved: Array<typeof values> = [];
  const context = new Proxy(values, {
    get: (_target, name) => {
      if (name === 'then') return undefined;
      if (name in values) return values[name];
      if (name === 'save') return () => saved.push({...values});
      if (name === 'restore') {
        return () => {
          const last = saved.pop() ?? {};
          for (const key of Object.keys(values)) delete values[key];
          Object.assign(values, last);
        };
      }
      if (name === 'measureText') {
        return (text: string) => ({
          width: text.length * CHARACTER_WIDTH,
          fontBoundingBoxAscent: 30,
          fontBoundingBoxDescent: 10,
          actualBoundingBoxAscent: 30,
          actualBoundingBoxDescent: 10,
        });
      }
      return (...args: unknown[]) => calls.push([String(name), args]);
    },
    set: (_target, name, value) => {
      calls.push([`set ${String(name)}`, [value]]);
      values[name] = value;
      return true;
    },
  });
  return {context: context as unknown as CanvasRenderingContext2D, calls};
}

/** One drawing call on a {@link recordingCanvas}: on which canvas, what, and the context's state at that moment. */
export interface Draw {
  canvas: string;
  op: string;
  /** The canvas drawn by drawImage, or the text of fillText. */
  what?: string;
  /** The first argument as given (the path of a fill or stroke). */
  target: unknown;
  /** Where the context's origin is on its canvas, after its transformations. */
  origin: [number, number];
  /** The whole transform in effect (a copy). */
  matrix: DOMMatrixStandIn;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  alpha: number;
  mode: string;
  filter: string;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
}

/** The calls that draw something, recorded by default. */
const DRAWING = ['drawImage', 'fill', 'stroke', 'fillRect', 'strokeRect', 'fillText', 'strokeText'];

/**
 * A canvas named `name` whose 2D context keeps its state and transform stack as a canvas does (save, restore,
 * transform, translate, rotate, scale, setTransform) and adds each call of `ops` to `log()`, with that state.
 */
export function recordingCanvas(name: string, log: () => Draw[], ops: string[] = DRAWING) {
  const canvas = {name, width: 0, height: 0, getContext: () => context as unknown as CanvasRenderingContext2D};
  const initial: Record<string, unknown> = {
    fillStyle: '#000000',
    strokeStyle: '#000000',
    lineWidth: 1,
    globalAlpha: 1,
    globalCompositeOperation: 'source-over',
    filter: 'none',
    shadowColor: 'rgba(0, 0, 0, 0)',
    shadowBlur: 0,
    shadowOffsetX: 0,
    shadowOffsetY: 0,
  };
  let state: Record<string, unknown> = {...initial};
  let matrix = new DOMMatrixStandIn();
  const saved: Array<{state: Record<string, unknown>; matrix: DOMMatrixStandIn}> = [];
  const transforms: Record<string, (...args: number[]) => void> = {
    transform: (a, b, c, d, e, f) => matrix.multiplySelf(new DOMMatrixStandIn([a, b, c, d, e, f])),
    setTransform: (a, b, c, d, e, f) => (matrix = new DOMMatrixStandIn([a, b, c, d, e, f])),
    resetTransform: () => (matrix = new DOMMatrixStandIn()),
    translate: (x, y) => matrix.translateSelf(x, y),
    scale: (x, y) => matrix.scaleSelf(x, y),
    rotate: (radians) => matrix.rotateSelf((radians * 180) / Math.PI),
  };
  const context = new Proxy(
    {},
    {
      get: (_target, key) => {
        if (key === 'canvas') return canvas;
        if (typeof key === 'string' && key in state) return state[key];
        if (key === 'save') return () => saved.push({state: {...state}, matrix: DOMMatrixStandIn.fromMatrix(matrix)});
        if (key === 'restore') {
          return () => {
            const last = saved.pop();
            if (last) ({state, matrix} = last);
          };
        }
        if (typeof key === 'string' && key in transforms) return transforms[key];
        return (...args: unknown[]) => {
          if (typeof key !== 'string' || !ops.includes(key)) return undefined;
          const first = args[0] as {name?: string} | string | undefined;
          log().push({
            canvas: name,
            op: key,
            what: typeof first === 'string' ? first : first?.name,
            target: first,
            origin: [matrix.e, matrix.f],
            matrix: DOMMatrixStandIn.fromMatrix(matrix),
            fillStyle: state.fillStyle,
            strokeStyle: state.strokeStyle,
            lineWidth: state.lineWidth as number,
            alpha: state.globalAlpha as number,
            mode: state.globalCompositeOperation as string,
            filter: state.filter as string,
            shadowColor: state.shadowColor as string,
            shadowBlur: state.shadowBlur as number,
            shadowOffsetX: state.shadowOffsetX as number,
            shadowOffsetY: state.shadowOffsetY as number,
          });
          return undefined;
        };
      },
      set: (_target, key, value) => {
        state[key as string] = value;
        return true;
      },
    },
  );
  return canvas;
}

/** One shape filled, stroked or clipped by {@link paint}: its style and the canvas transform in effect at that moment. */
export interface Painted {
  kind: 'fill' | 'stroke' | 'clip';
  style: unknown;
  matrix: DOMMatrixStandIn;
}

/**
 * Renders `root` on a {@link recordingCanvas} and returns every fill, stroke and clip with the transform in effect.
 * The transform maps the shape's local coordinates (a Rect or Circle is centred on its origin) to `root`'s parent's
 * coordinates: what the viewer sees, relative to where `root` is placed.
 */
export function paint(root: Node): Painted[] {
  const draws: Draw[] = [];
  root.render(recordingCanvas('paint', () => draws, ['fill', 'stroke', 'clip']).getContext());
  return draws.map(({op, fillStyle, strokeStyle, matrix}) => ({
    kind: op as Painted['kind'],
    style: op === 'fill' ? fillStyle : op === 'stroke' ? strokeStyle : null,
    matrix,
  }));
}
