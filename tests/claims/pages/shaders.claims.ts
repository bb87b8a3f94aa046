import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

import {Node, type NodeProps, type View2D} from '@canvas-commons/2d';
import {
  BBox,
  Color,
  Vector2,
  createSignal,
  useScene,
  type LogPayload,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {runScene} from '../harness';
import {RecordingPath2D, recordingCanvas, type Draw} from '../stand-ins/canvas';
import {giveFixedSize} from '../stand-ins/elements';
import {installGlobals, withGlobals} from '../stand-ins/globals';
import {DOMMatrixStandIn} from '../stand-ins/matrix';

const PAGE = 'docs/advanced/shaders.mdx';

/** The header core ships for shaders, read from the installed package. */
const COMMON_GLSL = readFileSync(
  createRequire(import.meta.url).resolve('@canvas-commons/core/shaders/common.glsl'),
  'utf8',
);

/** Whether common.glsl declares `name` with `declaration` (such as `in vec2` or `uniform float`). */
function declares(declaration: string, name: string): boolean {
  return new RegExp(`^${declaration.replace(/ /g, '\\s+')}\\s+${name}\\s*;`, 'm').test(COMMON_GLSL);
}

/** The DOMMatrix stand-in with the one 3D read a shader needs: its 16 numbers, column by column. */
class ShaderMatrix extends DOMMatrixStandIn {
  /** The library's other matrices are made by the stand-in's own operations; they are DOMMatrix objects too. */
  public static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof DOMMatrixStandIn;
  }
  public toFloat32Array(): Float32Array {
    const {a, b, c, d, e, f} = this;
    return new Float32Array([a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, e, f, 0, 1]);
  }
}

/** One call on the WebGL stand-in: the method and its arguments. */
type GLCall = [name: string, args: unknown[]];

interface FakeGLOptions {
  /** The uniforms the compiled program keeps; the others have no location, as after the GLSL compiler. */
  declared?: string[];
  /** Whether shaders compile; when not, `infoLog` is the compiler's log. */
  compiles?: boolean;
  infoLog?: string;
}

/** Every uniform common.glsl declares. */
const BUILT_IN_UNIFORMS = [
  'time',
  'deltaTime',
  'framerate',
  'frame',
  'resolution',
  'sourceTexture',
  'destinationTexture',
  'sourceMatrix',
  'destinationMatrix',
];

/**
 * A WebGL2 context that records its calls. Constants read as their own names (`gl.FRAGMENT_SHADER` is
 * 'FRAGMENT_SHADER'), programs and shaders are plain records, and a uniform location is `{uniform: name}`.
 */
function fakeWebGL({declared = BUILT_IN_UNIFORMS, compiles = true, infoLog = ''}: FakeGLOptions = {}) {
  const calls: GLCall[] = [];
  const canvas = {name: 'webgl', width: 0, height: 0, remove: () => {}};
  let programs = 0;
  const answers: Record<string, (...args: unknown[]) => unknown> = {
    createShader: (type) => ({shader: type}),
    createProgram: () => ({program: ++programs}),
    getShaderParameter: () => compiles,
    getShaderInfoLog: () => infoLog,
    getProgramParameter: () => true,
    getProgramInfoLog: () => '',
    getUniformLocation: (_program, name) => (declared.includes(name as string) ? {uniform: name} : null),
    getExtension: () => null,
    createBuffer: () => ({buffer: true}),
    createTexture: () => ({texture: true}),
  };
  const gl = new Proxy({} as Record<string | symbol, unknown>, {
    get: (_target, key) => {
      if (key === 'canvas') return canvas;
      if (key === 'then' || typeof key === 'symbol') return undefined;
      if (/^[A-Z_0-9]+$/.test(key)) return key;
      return (...args: unknown[]) => {
        calls.push([key, args]);
        return answers[key]?.(...args);
      };
    },
  });
  return {gl: gl as unknown as WebGL2RenderingContext, calls, canvas};
}

/** The uniform calls of a recording: method, uniform name and values. */
function uniformCalls(calls: GLCall[]): Array<{method: string; name: string; values: unknown[]}> {
  return calls
    .filter(([name, args]) => name.startsWith('uniform') && (args[0] as {uniform?: string} | null)?.uniform)
    .map(([method, [location, ...values]]) => ({method, name: (location as {uniform: string}).uniform, values}));
}

/** The calls of the methods named, in order, by name. */
function named(calls: GLCall[], ...names: string[]): string[] {
  return calls.map(([name]) => name).filter((name) => names.includes(name));
}

/** A node 100 × 100 around its origin that draws its label (a fillText), then its children. */
class Probe extends Node {
  public constructor(
    private readonly label: string,
    props: NodeProps = {},
  ) {
    super(props);
  }
  protected override draw(context: CanvasRenderingContext2D): void {
    context.fillText(this.label, 0, 0);
    this.drawChildren(context);
  }
  protected override getCacheBBox(): BBox {
    return new BBox(-50, -50, 100, 100);
  }
}

interface ShaderTools {
  /** Renders `node` on a fresh scene canvas (named `scene`) and returns every drawing call, on any canvas. */
  render(node: Node): Draw[];
  gl: ReturnType<typeof fakeWebGL>;
  /** The options the library created the WebGL context with. */
  contextOptions: () => unknown;
}

/**
 * Runs `body` as a scene of a project with experimental features on, with canvases that record their drawing (a
 * cached node's are named `cache1`, `cache2`…) and a recording WebGL context. Returns the scene's logs.
 */
async function shaderScene(
  body: (view: View2D, tools: ShaderTools) => ThreadGenerator,
  {flag = true, ...options}: FakeGLOptions & {flag?: boolean} = {},
): Promise<LogPayload[]> {
  const gl = fakeWebGL(options);
  let contextOptions: unknown = null;
  const run = await runScene(function* (view) {
    (useScene() as unknown as {experimentalFeatures: boolean}).experimentalFeatures = flag;
    // The view keeps the scene's 1920 × 1080 (its element measures its own CSS size, as a browser would).
    giveFixedSize(view.element as unknown as {style: Record<string, string>}, 'strict');
    const page = document as unknown as {createElement: (tag: string) => unknown};
    const createElement = page.createElement;
    let log: Draw[] = [];
    let caches = 0;
    const restore = installGlobals({DOMMatrix: ShaderMatrix, Path2D: RecordingPath2D});
    page.createElement = (tag: string) => {
      if (tag !== 'canvas') return createElement(tag);
      const canvas = recordingCanvas(`cache${++caches}`, () => log);
      return {
        ...canvas,
        getContext: (type: string, settings: unknown) => {
          if (type !== 'webgl2') return canvas.getContext();
          contextOptions = settings;
          return gl.gl;
        },
      };
    };
    try {
      yield* body(view, {
        render: (node) => {
          log = [];
          node.render(recordingCanvas('scene', () => log).getContext());
          return log;
        },
        gl,
        contextOptions: () => contextOptions,
      });
    } finally {
      restore();
      page.createElement = createElement;
    }
  });
  return run.logs;
}

/** A one-frame {@link shaderScene}. */
function shaderCheck(
  check: (view: View2D, tools: ShaderTools) => void,
  options: FakeGLOptions & {flag?: boolean} = {},
) {
  return shaderScene(function* (view, tools) {
    check(view, tools);
    yield;
  }, options);
}

const FRAGMENT = '#version 300 es\nvoid main() {}';

/** What the node sends for a uniform named `value` holding `uniform`, when the program declares it. */
async function sent(uniform: unknown): Promise<Array<{method: string; values: unknown[]}>> {
  let calls: Array<{method: string; name: string; values: unknown[]}> = [];
  await shaderCheck(
    (view, {render, gl}) => {
      const node = new Probe('n', {shaders: {fragment: FRAGMENT, uniforms: {value: uniform as number}}});
      view.add(node);
      render(node);
      calls = uniformCalls(gl.calls);
    },
    {declared: [...BUILT_IN_UNIFORMS, 'value']},
  );
  return calls.filter(({name}) => name === 'value').map(({method, values}) => ({method, values}));
}

/** The built-in uniforms a node sends when it renders in frame `frame` of a scene at `fps`, with the scene changed by `adjust`. */
async function builtIns({
  frame = 0,
  fps = 60,
  adjust = () => {},
}: {frame?: number; fps?: number; adjust?: () => void} = {}): Promise<{
  calls: Array<{method: string; name: string; values: unknown[]}>;
  vertex: string;
}> {
  let calls: Array<{method: string; name: string; values: unknown[]}> = [];
  let vertex = '';
  await shaderScene(function* (view, {render, gl}) {
    adjust();
    for (let index = 0; index < frame; index++) yield;
    const node = new Probe('n', {shaders: FRAGMENT});
    view.add(node);
    render(node);
    calls = uniformCalls(gl.calls);
    vertex = gl.calls.filter(([name]) => name === 'shaderSource').map(([, [, source]]) => source as string)[1];
  }, {});
  void fps;
  return {calls, vertex};
}

/**
 * The last value sent for the uniform `name` with a method of its GLSL type (`uniform1i` for `int`, `uniform1f` for
 * `float`...). The library also sends the frame number to `time` with uniform1i, which WebGL refuses for a float
 * uniform (INVALID_OPERATION) and which leaves the value unchanged.
 */
function valueOf(calls: Array<{method: string; name: string; values: unknown[]}>, name: string) {
  const float = ['time', 'deltaTime', 'framerate'].includes(name);
  return calls.filter((call) => call.name === name && (!float || call.method === 'uniform1f')).at(-1);
}

/** A 4 × 4 column-major matrix applied to the point (x, y, 0, 1): its x and y. */
function apply(matrix: Float32Array, [x, y]: [number, number]): [number, number] {
  return [matrix[0] * x + matrix[4] * y + matrix[12], matrix[1] * x + matrix[5] * y + matrix[13]];
}

/**
 * A probe at (300, -100), on the view or inside a half-transparent (so cached) group at (-200, 150): its cache area,
 * the area of the image it is drawn onto, and the two matrices of the vertex stage.
 */
async function corners(nested: boolean) {
  let cache = new BBox();
  let parent = new BBox(0, 0, 1920, 1080);
  let sourceMatrix = new Float32Array(0) as Float32Array<ArrayBufferLike>;
  let destinationMatrix = new Float32Array(0) as Float32Array<ArrayBufferLike>;
  await shaderCheck((view, {render, gl}) => {
    const node = new Probe('n', {shaders: FRAGMENT, x: 300, y: -100});
    const group = new Probe('group', {opacity: 0.5, x: -200, y: 150});
    if (nested) {
      group.add(node);
      view.add(group);
      render(group);
      parent = (group as unknown as {worldSpaceCacheBBox(): BBox}).worldSpaceCacheBBox();
    } else {
      view.add(node);
      render(node);
    }
    cache = (node as unknown as {worldSpaceCacheBBox(): BBox}).worldSpaceCacheBBox();
    const calls = uniformCalls(gl.calls);
    sourceMatrix = valueOf(calls, 'sourceMatrix')!.values[1] as Float32Array;
    destinationMatrix = valueOf(calls, 'destinationMatrix')!.values[1] as Float32Array;
  });
  return {cache, parent, sourceMatrix, destinationMatrix};
}

const claims: Claim[] = [
  {
    quote: 'They only run when the project enables',
    claim: 'with experimentalFeatures off, a node keeps no shaders and draws its cache, never touching WebGL',
    check: async () => {
      let shaders: unknown[] = [];
      let draws: Draw[] = [];
      let glCalls = -1;
      await shaderCheck(
        (view, {render, gl}) => {
          const node = new Probe('n', {shaders: FRAGMENT});
          view.add(node);
          shaders = node.shaders();
          draws = render(node);
          glCalls = gl.calls.length;
        },
        {flag: false},
      );
      expect(shaders).toEqual([]);
      expect(glCalls).toBe(0);
      expect(draws.filter(({op}) => op === 'drawImage').map(({what}) => what)).toEqual([]);
      expect(draws.map(({what}) => what)).toEqual(['n']);
      await shaderCheck((view, {render, gl}) => {
        const node = new Probe('n', {shaders: FRAGMENT});
        view.add(node);
        render(node);
        glCalls = gl.calls.length;
      });
      expect(glCalls).toBeGreaterThan(0);
    },
  },
  {
    quote:
      'A node with shaders is always [cached](/docs/filters-and-effects#caching-explicitly): it is first drawn, together with',
    claim:
      'a node with shaders (and its children) is drawn on its own cache canvas first, and that canvas is the source texture',
    check: async () => {
      let draws: Draw[] = [];
      let textures: unknown[] = [];
      await shaderCheck((view, {render, gl}) => {
        const node = new Probe('parent', {shaders: FRAGMENT});
        node.add(new Probe('child', {x: 20}));
        view.add(node);
        draws = render(node);
        textures = gl.calls
          .filter(([name]) => name === 'texImage2D')
          .map(([, args]) => (args[5] as {name: string}).name);
      });
      const texts = draws.filter(({op}) => op === 'fillText');
      expect(texts.map(({what, canvas}) => `${what}@${canvas}`)).toEqual(['parent@cache1', 'child@cache1']);
      // Source first (the cache), then the destination (the canvas the node is drawn onto).
      expect(textures).toEqual(['cache1', 'scene']);
    },
  },
  {
    quote: '- the **destination**: everything drawn before the node on the canvas it is being drawn onto.',
    claim: "the destination texture is the canvas the node is being drawn onto, as it is when the node's turn comes",
    check: async () => {
      let copiedAfter: string[] = [];
      await shaderCheck((view, {gl}) => {
        const below = new Probe('below');
        const shaded = new Probe('shaded', {shaders: FRAGMENT});
        view.add([below, shaded]);
        const log: Draw[] = [];
        const scene = recordingCanvas('scene', () => log);
        const context = scene.getContext();
        below.render(context);
        const before = log.map(({what}) => what!);
        shaded.render(context);
        const destination = gl.calls.filter(([name]) => name === 'texImage2D').at(-1)![1][5];
        expect(destination).toBe(scene);
        copiedAfter = before;
      });
      expect(copiedAfter).toEqual(['below']);
    },
  },
  {
    quote:
      "Whatever the shader writes to its output colour replaces the node's pixels in the final image. The vertex stage is",
    claim:
      'the WebGL canvas is drawn in place of the cache; the library supplies a GLSL ES 3.00 vertex shader and takes only the fragment source',
    check: async () => {
      let sceneDraws: Draw[] = [];
      let sources: Array<[string, string]> = [];
      await shaderCheck((view, {render, gl}) => {
        const node = new Probe('n', {shaders: FRAGMENT});
        view.add(node);
        sceneDraws = render(node).filter(({canvas}) => canvas === 'scene');
        const types = new Map(
          gl.calls.filter(([name]) => name === 'createShader').map(([, [type]], index) => [index, type as string]),
        );
        sources = gl.calls
          .filter(([name]) => name === 'shaderSource')
          .map(([, [, source]], index) => [types.get(index)!, source as string]);
      });
      expect(sceneDraws.map(({op, what}) => `${op}:${what}`)).toEqual(['drawImage:webgl']);
      expect(sources).toHaveLength(2);
      const [fragment, vertex] = sources;
      expect(fragment).toEqual(['FRAGMENT_SHADER', FRAGMENT]);
      expect(vertex[0]).toBe('VERTEX_SHADER');
      expect(vertex[1].trimStart().startsWith('#version 300 es')).toBe(true);
      expect(vertex[1]).toContain('gl_Position');
    },
  },
  {
    quote:
      'Without the flag, nodes ignore their `shaders` and the editor logs the error "Node uses experimental shaders."',
    claim:
      'without the flag, setting shaders logs the error "Node uses experimental shaders." with the node to inspect',
    check: async () => {
      let key = '';
      const logs = await shaderCheck(
        (view) => {
          const node = new Probe('n');
          view.add(node);
          key = node.key;
          node.shaders(FRAGMENT);
          expect(node.shaders()).toEqual([]);
        },
        {flag: false},
      );
      const entry = logs.find(({message}) => message === 'Node uses experimental shaders.');
      expect(entry?.level).toBe('error');
      expect(entry?.inspect).toBe(key);
    },
  },
  {
    quote: 'The core package ships a header with all built-in inputs, `@canvas-commons/core/shaders/common.glsl`.',
    claim: 'core ships shaders/common.glsl (exported under ./shaders/*) and it declares every input of the table',
    check: () => {
      const manifest = JSON.parse(
        readFileSync(createRequire(import.meta.url).resolve('@canvas-commons/core/package.json'), 'utf8'),
      ) as {exports: Record<string, unknown>};
      expect(manifest.exports['./shaders/*']).toBe('./shaders/*');
      for (const name of [...BUILT_IN_UNIFORMS, 'sourceUV', 'destinationUV', 'screenUV', 'outColor']) {
        expect(COMMON_GLSL).toMatch(new RegExp(`\\b${name}\\s*;`));
      }
    },
  },
  {
    quote: 'Colours in both textures and in `outColor` use straight (not premultiplied) alpha',
    claim: 'the WebGL context is made with premultipliedAlpha: false and textures are uploaded without premultiplying',
    check: async () => {
      let options: unknown = null;
      let calls: GLCall[] = [];
      await shaderCheck((view, {render, gl, contextOptions}) => {
        const node = new Probe('n', {shaders: FRAGMENT});
        view.add(node);
        render(node);
        options = contextOptions();
        calls = gl.calls;
      });
      expect(options).toMatchObject({premultipliedAlpha: false});
      expect(calls.filter(([name, args]) => name === 'pixelStorei' && String(args[0]).includes('PREMULTIPLY'))).toEqual(
        [],
      );
    },
  },
  {
    quote: 'are read every frame, so tweening the signal animates the effect.',
    claim: "a signal uniform is read again at every render and sent with the signal's current value",
    check: async () => {
      const sent: unknown[] = [];
      await shaderScene(
        function* (view, {render, gl}) {
          const strength = createSignal(0);
          const node = new Probe('n', {shaders: {fragment: FRAGMENT, uniforms: {strength}}});
          view.add(node);
          for (const value of [0, 0.25, 1]) {
            strength(value);
            gl.calls.length = 0;
            render(node);
            sent.push(...uniformCalls(gl.calls).filter(({name}) => name === 'strength'));
          }
          yield;
        },
        {declared: [...BUILT_IN_UNIFORMS, 'strength']},
      );
      expect(sent).toEqual([0, 0.25, 1].map((value) => ({method: 'uniform1f', name: 'strength', values: [value]})));
    },
  },
  {
    quote: 'a colour becomes a `vec4` with components from 0 to 1.',
    claim: 'a Color uniform uploads itself as four floats from 0 to 1 (its rgba divided by 255, alpha as is)',
    check: async () => {
      let sent: Array<{method: string; values: unknown[]}> = [];
      await shaderCheck(
        (view, {render, gl}) => {
          const node = new Probe('n', {shaders: {fragment: FRAGMENT, uniforms: {tint: new Color('#ef233c80')}}});
          view.add(node);
          render(node);
          sent = uniformCalls(gl.calls).filter(({name}) => name === 'tint');
        },
        {declared: [...BUILT_IN_UNIFORMS, 'tint']},
      );
      expect(sent).toHaveLength(1);
      expect(sent[0].method).toMatch(/^uniform4f/);
      const values = (sent[0].method === 'uniform4fv' ? (sent[0].values[0] as number[]) : sent[0].values) as number[];
      const expected = [0xef / 255, 0x23 / 255, 0x3c / 255, 0x80 / 255];
      values.forEach((value, index) => expect(value).toBeCloseTo(expected[index], 2));
    },
  },
  {
    quote:
      '- `cachePadding` enlarges the cached area. The shader can only draw inside that area, and the wave moves pixels',
    claim:
      "cachePadding enlarges the node's cache by the padding, and the shader's quad is mapped onto that cached area",
    check: async () => {
      const sizes: Array<[number, number]> = [];
      const quads: number[][] = [];
      for (const cachePadding of [0, 60]) {
        await shaderCheck((view, {render, gl}) => {
          const node = new Probe('n', {shaders: FRAGMENT, cachePadding});
          view.add(node);
          render(node);
          const bbox = (node as unknown as {worldSpaceCacheBBox(): BBox}).worldSpaceCacheBBox();
          sizes.push([bbox.width, bbox.height]);
          const matrix = gl.calls.find(
            ([name, [location]]) =>
              name === 'uniformMatrix4fv' && (location as {uniform: string}).uniform === 'sourceMatrix',
          )![1][2] as Float32Array;
          // The vertex stage maps the quad's corner (1, 1) of the source, in 0…1 of the cache, to the screen.
          quads.push([matrix[0] + matrix[12], matrix[5] + matrix[13]]);
        });
      }
      expect(sizes[1][0] - sizes[0][0]).toBe(120);
      expect(sizes[1][1] - sizes[0][1]).toBe(120);
      // In 0…1 of the 1920 × 1080 canvas, the far corner of the quad moves out by 60 px with the padding.
      expect((quads[1][0] - quads[0][0]) * 1920).toBeCloseTo(60, 3);
      expect(Math.abs(quads[1][1] - quads[0][1]) * 1080).toBeCloseTo(60, 3);
    },
  },
];

claims.push(
  {
    quote: 'All of them except `frame` are filled in automatically; you only need to declare',
    claim:
      'rendering sets every built-in uniform of common.glsl except frame, and the vertex stage writes the three UVs',
    check: async () => {
      const {calls, vertex} = await builtIns();
      const set = new Set(calls.map(({name}) => name));
      expect([...set].sort()).toEqual(BUILT_IN_UNIFORMS.filter((name) => name !== 'frame').sort());
      for (const output of ['screenUV', 'sourceUV', 'destinationUV'])
        expect(vertex).toMatch(new RegExp(`\\b${output} =`));
    },
  },
  {
    quote:
      "| `sourceUV`           | `in vec2`   | Position of the current pixel in the node's cached image, from 0 to 1.      |",
    claim:
      "sourceUV (an in vec2) runs from 0 to 1 across the quad, which the source matrix places on the node's cached area",
    check: async () => {
      expect(declares('in vec2', 'sourceUV')).toBe(true);
      let cache = new BBox();
      let matrix = new Float32Array(0) as Float32Array<ArrayBufferLike>;
      let vertex = '';
      await shaderCheck((view, {render, gl}) => {
        const node = new Probe('n', {shaders: FRAGMENT, x: 300, y: -100});
        view.add(node);
        render(node);
        cache = (node as unknown as {worldSpaceCacheBBox(): BBox}).worldSpaceCacheBBox();
        matrix = valueOf(uniformCalls(gl.calls), 'sourceMatrix')!.values[1] as Float32Array;
        vertex = gl.calls.filter(([name]) => name === 'shaderSource').map(([, [, source]]) => source as string)[1];
      });
      expect(vertex).toContain('vec2 position_source = position * 0.5 + 0.5;');
      expect(vertex).toContain('sourceUV = position_source;');
      // sourceUV (0, 0) and (1, 1), as the vertex stage maps them onto the output (0…1; the WebGL canvas is drawn
      // upside up, so v = 0 is the top row, as in the uploaded cache image).
      const [x0, y0] = apply(matrix, [0, 0]);
      const [x1, y1] = apply(matrix, [1, 1]);
      // The matrices are float32: within a thousandth of a pixel.
      expect(x0 * 1920).toBeCloseTo(cache.x, 3);
      expect(x1 * 1920).toBeCloseTo(cache.x + cache.width, 3);
      expect((1 - y0) * 1080).toBeCloseTo(cache.y, 3);
      expect((1 - y1) * 1080).toBeCloseTo(cache.y + cache.height, 3);
    },
  },
  {
    quote:
      '| `screenUV`           | `in vec2`   | Position of the pixel on the output canvas, from 0 to 1.                    |',
    claim:
      'screenUV (an in vec2) is the quad corner on the whole output canvas, from 0 to 1 (v counted from the bottom, as in GL)',
    check: async () => {
      expect(declares('in vec2', 'screenUV')).toBe(true);
      const {cache, sourceMatrix} = await corners(false);
      const [x0, y0] = apply(sourceMatrix, [0, 0]);
      const [x1, y1] = apply(sourceMatrix, [1, 1]);
      expect([x0 * 1920, (1 - y0) * 1080, x1 * 1920, (1 - y1) * 1080].map((value) => value.toFixed(2))).toEqual(
        [cache.x, cache.y, cache.x + cache.width, cache.y + cache.height].map((value) => value.toFixed(2)),
      );
    },
  },
  {
    quote:
      '| `destinationUV`      | `in vec2`   | Position of the same pixel in the destination image, from 0 to 1.          |',
    claim:
      "destinationUV (an in vec2) places the pixel in the destination image (the canvas below, or a cached parent's canvas), from 0 to 1",
    check: async () => {
      expect(declares('in vec2', 'destinationUV')).toBe(true);
      for (const nested of [false, true]) {
        const {cache, parent, sourceMatrix, destinationMatrix} = await corners(nested);
        const [u0, v0] = apply(destinationMatrix, apply(sourceMatrix, [0, 0]));
        const [u1, v1] = apply(destinationMatrix, apply(sourceMatrix, [1, 1]));
        const expected = [
          (cache.x - parent.x) / parent.width,
          (cache.y - parent.y) / parent.height,
          (cache.x + cache.width - parent.x) / parent.width,
          (cache.y + cache.height - parent.y) / parent.height,
        ];
        [u0, v0, u1, v1].forEach((value, index) => expect(value).toBeCloseTo(expected[index], 4));
      }
    },
  },
  {
    quote:
      '| `time`               | `float`     | Seconds since the start of the animation.                                   |',
    claim: 'time (a float) is the frame number divided by the fps, counted from the start of the playback',
    check: async () => {
      expect(declares('uniform float', 'time')).toBe(true);
      for (const frame of [0, 7, 30]) {
        const {calls} = await builtIns({frame});
        expect(valueOf(calls, 'time')).toEqual({method: 'uniform1f', name: 'time', values: [frame / 60]});
      }
    },
  },
  {
    quote:
      '| `deltaTime`          | `float`     | Duration of one frame in seconds, times the playback speed.                 |',
    claim: 'deltaTime (a float) is 1/fps at normal speed, and scales with the playback speed',
    check: async () => {
      expect(declares('uniform float', 'deltaTime')).toBe(true);
      expect(valueOf((await builtIns()).calls, 'deltaTime')!.values[0]).toBeCloseTo(1 / 60, 12);
      const {calls} = await builtIns({
        adjust: () => {
          (useScene() as unknown as {playback: {playback: {speed: number}}}).playback.playback.speed = 2;
        },
      });
      expect(valueOf(calls, 'deltaTime')!.values[0]).toBeCloseTo(2 / 60, 12);
    },
  },
  {
    quote:
      '| `framerate`          | `float`     | Frames per second of the current preview or render.                         |',
    claim: 'framerate (a float) is the fps of the playback',
    check: async () => {
      expect(declares('uniform float', 'framerate')).toBe(true);
      const {calls} = await builtIns({
        adjust: () => {
          (useScene() as unknown as {playback: {playback: {fps: number}}}).playback.playback.fps = 24;
        },
      });
      expect(valueOf(calls, 'framerate')).toEqual({method: 'uniform1f', name: 'framerate', values: [24]});
    },
  },
  {
    quote:
      '| `resolution`         | `vec2`      | Size of the canvas in pixels, including the resolution scale.               |',
    claim: 'resolution (a vec2) is the scene size times the resolution scale',
    check: async () => {
      expect(declares('uniform vec2', 'resolution')).toBe(true);
      const {calls} = await builtIns({
        adjust: () => {
          (useScene() as unknown as {resolutionScale: number}).resolutionScale = 0.5;
        },
      });
      expect(valueOf(calls, 'resolution')).toEqual({method: 'uniform2f', name: 'resolution', values: [960, 540]});
    },
  },
  {
    quote:
      'In version 0.3.1 the `frame` uniform is declared in `common.glsl` but nodes never fill it in, so it stays `0`.',
    claim: 'no call ever sets the frame uniform; time × framerate rounds to the frame number',
    check: async () => {
      expect(declares('uniform int', 'frame')).toBe(true);
      for (const frame of [0, 1, 29, 59]) {
        const {calls} = await builtIns({frame});
        expect(calls.filter(({name}) => name === 'frame')).toEqual([]);
        const time = valueOf(calls, 'time')!.values[0] as number;
        const framerate = valueOf(calls, 'framerate')!.values[0] as number;
        expect(Math.floor(time * framerate + 0.5)).toBe(frame);
      }
    },
  },
  {
    quote:
      'The keys of `uniforms` are the uniform names in GLSL. Each value can be a plain value or a signal (any function that',
    claim: 'each key is looked up as a uniform name; a plain value and a function returning it send the same thing',
    check: async () => {
      expect(await sent(0.5)).toEqual([{method: 'uniform1f', values: [0.5]}]);
      expect(await sent(() => 0.5)).toEqual([{method: 'uniform1f', values: [0.5]}]);
      expect(await sent(() => [1, 2])).toEqual([{method: 'uniform2f', values: [1, 2]}]);
    },
  },
  {
    quote: '| `number` or `[number]`                   | `uniform float`  |',
    claim: 'a number and a one-element array are sent with uniform1f',
    check: async () => {
      expect(await sent(3)).toEqual([{method: 'uniform1f', values: [3]}]);
      expect(await sent([3])).toEqual([{method: 'uniform1f', values: [3]}]);
    },
  },
  {
    quote: '| `[number, number]`                       | `uniform vec2`   |',
    claim: 'a two-element array is sent with uniform2f',
    check: async () => expect(await sent([1, 2])).toEqual([{method: 'uniform2f', values: [1, 2]}]),
  },
  {
    quote: '| `[number, number, number]`               | `uniform vec3`   |',
    claim: 'a three-element array is sent with uniform3f',
    check: async () => expect(await sent([1, 2, 3])).toEqual([{method: 'uniform3f', values: [1, 2, 3]}]),
  },
  {
    quote: '| `[number, number, number, number]`       | `uniform vec4`   |',
    claim: 'a four-element array is sent with uniform4f',
    check: async () => expect(await sent([1, 2, 3, 4])).toEqual([{method: 'uniform4f', values: [1, 2, 3, 4]}]),
  },
  {
    quote: '| [`Vector2`](/api/core/types/Vector2)     | `uniform vec2`   |',
    claim: 'a Vector2 is sent with uniform2f as (x, y)',
    check: async () => expect(await sent(new Vector2(5, -7))).toEqual([{method: 'uniform2f', values: [5, -7]}]),
  },
  {
    quote: '| [`Color`](/api/core/types/Color)         | `uniform vec4`   |',
    claim: 'a Color is sent as a vec4 (uniform4fv of its 0…1 components)',
    check: async () => {
      const calls = await sent(new Color('#ff000080'));
      expect(calls).toHaveLength(1);
      expect(calls[0].method).toBe('uniform4fv');
      const expected = [1, 0, 0, 0x80 / 255];
      Array.from(calls[0].values[0] as number[]).forEach((value, index) =>
        expect(value).toBeCloseTo(expected[index], 2),
      );
    },
  },
  {
    quote:
      'Uniforms that the shader does not declare, or that the compiler removed because they are unused, are skipped',
    claim: 'a uniform without a location in the program is not sent, and nothing is logged',
    check: async () => {
      let sentCalls: unknown[] = ['unset'];
      let asked = false;
      const logs = await shaderCheck((view, {render, gl}) => {
        const node = new Probe('n', {shaders: {fragment: FRAGMENT, uniforms: {missing: 1}}});
        view.add(node);
        render(node);
        asked = gl.calls.some(([name, args]) => name === 'getUniformLocation' && args[1] === 'missing');
        sentCalls = uniformCalls(gl.calls).filter(({name}) => name === 'missing');
      });
      expect(asked).toBe(true);
      expect(sentCalls).toEqual([]);
      expect(logs).toEqual([]);
    },
  },
  {
    quote: 'Integer and boolean uniforms are not supported through `uniforms`',
    claim: 'numbers are always sent as floats (never uniform1i), and a boolean value makes the render throw',
    check: async () => {
      expect(await sent(2)).toEqual([{method: 'uniform1f', values: [2]}]);
      await expect(sent(true)).rejects.toThrow(TypeError);
    },
  },
  {
    quote:
      '- a string with the fragment source, for short shaders written inline in TypeScript (such strings reach WebGL',
    claim: 'a string becomes one shader config whose fragment is the string, compiled exactly as given',
    check: async () => {
      const inline = '#version 300 es\n#include "x.glsl"\nvoid main() {}';
      let configs: unknown[] = [];
      let compiled: unknown[] = [];
      await shaderCheck((view, {render, gl}) => {
        const node = new Probe('n', {shaders: inline});
        view.add(node);
        configs = node.shaders();
        render(node);
        compiled = gl.calls.filter(([name]) => name === 'shaderSource').map(([, [, source]]) => source);
      });
      expect(configs).toEqual([{fragment: inline}]);
      expect(compiled[0]).toBe(inline);
    },
  },
  {
    quote: '- a configuration object with `fragment` and optional `uniforms`, `setup` and `teardown`;',
    claim: 'a configuration object is kept as the one shader; fragment alone is enough',
    check: async () => {
      let configs: unknown[] = [];
      const config = {fragment: FRAGMENT};
      await shaderCheck((view, {render}) => {
        const node = new Probe('n', {shaders: config});
        view.add(node);
        configs = node.shaders();
        render(node);
      });
      expect(configs).toEqual([config]);
    },
  },
  {
    quote: '- an array of strings and objects.',
    claim: 'an array of strings and objects becomes one config per item, strings wrapped as fragments, in order',
    check: async () => {
      let configs: unknown[] = [];
      const object = {fragment: 'b', uniforms: {x: 1}};
      await shaderCheck((view) => {
        const node = new Probe('n', {shaders: ['a', object]});
        view.add(node);
        configs = node.shaders();
      });
      expect(configs).toEqual([{fragment: 'a'}, object]);
    },
  },
  {
    quote:
      '`setup(gl, program)` runs right before the shader draws and `teardown(gl, program)` right after. They receive the',
    claim: 'setup runs just before the draw call and teardown just after, both with the WebGL context and the program',
    check: async () => {
      let order: string[] = [];
      const received: unknown[][] = [];
      let context: unknown = null;
      let program: unknown = null;
      await shaderCheck((view, {render, gl}) => {
        const node = new Probe('n', {
          shaders: {
            fragment: FRAGMENT,
            setup: (...args: unknown[]) => {
              gl.calls.push(['setup hook', []]);
              received.push(args);
            },
            teardown: (...args: unknown[]) => {
              gl.calls.push(['teardown hook', []]);
              received.push(args);
            },
          },
        });
        view.add(node);
        render(node);
        order = named(gl.calls, 'useProgram', 'uniformMatrix4fv', 'setup hook', 'drawArrays', 'teardown hook');
        context = gl.gl;
        program = gl.calls.find(([name]) => name === 'useProgram')![1][0];
      });
      expect(order.slice(-3)).toEqual(['setup hook', 'drawArrays', 'teardown hook']);
      expect(order.indexOf('uniformMatrix4fv')).toBeLessThan(order.indexOf('setup hook'));
      expect(received).toEqual([
        [context, program],
        [context, program],
      ]);
    },
  },
  {
    quote:
      '`uniforms` does not cover. Clean up in `teardown` whatever you changed in `setup`: the WebGL context is shared by all',
    claim: 'all shaded nodes of the scene get the same WebGL context, created once',
    check: async () => {
      const contexts: unknown[] = [];
      let created = 0;
      await shaderCheck((view, {render, gl}) => {
        const hooks = {fragment: FRAGMENT, setup: (context: WebGL2RenderingContext) => contexts.push(context)};
        const first = new Probe('a', {shaders: hooks});
        const second = new Probe('b', {shaders: {...hooks, fragment: `${FRAGMENT}\n`}});
        view.add([first, second]);
        render(first);
        render(second);
        created = gl.calls.filter(([name]) => name === 'viewport').length;
      });
      expect(contexts).toHaveLength(2);
      expect(contexts[0]).toBe(contexts[1]);
      expect(created).toBe(1);
    },
  },
  {
    quote:
      'Multiple shaders in an array are **not** chained. Each one reads the same source and destination textures and draws',
    claim:
      'with two shaders, the textures are uploaded once and the output cleared once, then each program draws in order, without blending',
    check: async () => {
      let order: string[] = [];
      let programs: unknown[] = [];
      let blending = true;
      await shaderCheck((view, {render, gl}) => {
        const node = new Probe('n', {shaders: ['first', 'second']});
        view.add(node);
        render(node);
        order = named(gl.calls, 'texImage2D', 'clear', 'useProgram', 'drawArrays');
        programs = gl.calls.filter(([name]) => name === 'useProgram').map(([, [program]]) => program);
        blending = gl.calls.some(([name, args]) => name === 'enable' && args[0] === 'BLEND');
      });
      expect(order).toEqual([
        'texImage2D',
        'texImage2D',
        'clear',
        'useProgram',
        'drawArrays',
        'useProgram',
        'drawArrays',
      ]);
      expect(programs[0]).not.toBe(programs[1]);
      expect(blending).toBe(false);
    },
  },
  {
    quote:
      "- Compile errors are reported in the editor's console together with the offending line of your GLSL source.",
    claim:
      "a compile error is logged as an error with the compiler's message, and its stack points at the line of the file it came from",
    check: async () => {
      const source = `${FRAGMENT}\nfloat x = y;\n//# sourceURL=/src/shaders/wave.glsl`;
      const logs = await withGlobals(
        {window: {location: {origin: 'http://localhost:9000'}}, navigator: {userAgent: 'Chrome'}},
        () =>
          shaderCheck(
            (view, {render}) => {
              const node = new Probe('n', {shaders: source});
              view.add(node);
              render(node);
            },
            {compiles: false, infoLog: "ERROR: 0:3: 'y' : undeclared identifier\n"},
          ),
      );
      const errors = logs.filter(({level}) => level === 'error');
      expect(errors.length).toBeGreaterThan(0);
      expect(errors[0].message).toContain("'y' : undeclared identifier");
      expect(errors[0].stack).toMatch(/wave\.glsl\?t=\d+:3:\d+/);
    },
  },
  {
    quote:
      '- An error saying that `#include` requires a preprocessor means the source did not go through the Vite plugin: import',
    claim:
      'a source that still holds an #include line fails with an error whose remarks say #include needs a preprocessor',
    check: async () => {
      const source = '#version 300 es\n#include "common.glsl"\nvoid main() {}';
      const logs = await shaderCheck(
        (view, {render}) => {
          const node = new Probe('n', {shaders: source});
          view.add(node);
          render(node);
        },
        {compiles: false, infoLog: "ERROR: 0:2: 'include' : invalid directive name\n"},
      );
      const error = logs.find(({level}) => level === 'error');
      expect(error?.remarks).toMatch(/`#include` directive requires the use of a preprocessor/);
      expect(error?.remarks).toContain("import shader from './shader.glsl';");
      expect(error?.remarks).toContain('?raw');
    },
  },
);

/** Which image each sampler reads: the texture units' bindings and uploads replayed from the recorded calls. */
function samplerImages(calls: GLCall[]): Record<string, string> {
  let active = 'TEXTURE0';
  const units: Record<string, unknown> = {};
  const images = new Map<unknown, string>();
  const samplers: Record<string, number> = {};
  for (const [name, args] of calls) {
    if (name === 'activeTexture') active = args[0] as string;
    if (name === 'bindTexture') units[active] = args[1];
    if (name === 'texImage2D') images.set(units[active], (args[5] as {name: string}).name);
    const location = args[0] as {uniform?: string} | null;
    if (name === 'uniform1i' && location?.uniform?.endsWith('Texture')) samplers[location.uniform] = args[1] as number;
  }
  return Object.fromEntries(
    Object.entries(samplers).map(([sampler, unit]) => [sampler, images.get(units[`TEXTURE${unit}`]) ?? 'nothing']),
  );
}

claims.push(
  {
    quote: "| `sourceTexture`      | `sampler2D` | The node's pixels.",
    claim: "the sampler sourceTexture reads the texture unit that holds the node's cache",
    check: async () => {
      expect(declares('uniform sampler2D', 'sourceTexture')).toBe(true);
      let images: Record<string, string> = {};
      await shaderCheck((view, {render, gl}) => {
        const below = new Probe('below');
        const node = new Probe('n', {shaders: FRAGMENT});
        view.add([below, node]);
        render(node);
        images = samplerImages(gl.calls);
      });
      expect(images.sourceTexture).toBe('cache1');
    },
  },
  {
    quote: '| `destinationTexture` | `sampler2D` | The pixels that were drawn before the node.',
    claim: 'the sampler destinationTexture reads the texture unit that holds the canvas the node is drawn onto',
    check: async () => {
      expect(declares('uniform sampler2D', 'destinationTexture')).toBe(true);
      let images: Record<string, string> = {};
      await shaderCheck((view, {render, gl}) => {
        const node = new Probe('n', {shaders: FRAGMENT});
        view.add(node);
        render(node);
        images = samplerImages(gl.calls);
      });
      expect(images.destinationTexture).toBe('scene');
    },
  },
  {
    quote: '| `outColor`           | `out vec4`  | The colour of the current pixel, written by your shader.',
    claim: "outColor is common.glsl's only output, an out vec4, and the WebGL canvas it fills is what is drawn",
    check: async () => {
      expect(declares('out vec4', 'outColor')).toBe(true);
      expect(COMMON_GLSL.match(/^out\s/gm)).toHaveLength(1);
      await checkOf(
        claims,
        "Whatever the shader writes to its output colour replaces the node's pixels in the final image. The vertex stage is",
      )();
    },
  },
  {
    quote:
      '| `sourceMatrix`, `destinationMatrix` | `mat4` | Transformations used by the vertex stage to compute the UVs above. |',
    claim: 'both matrices are mat4 uniforms, sent with uniformMatrix4fv, and the vertex stage multiplies by them',
    check: async () => {
      expect(declares('uniform mat4', 'sourceMatrix')).toBe(true);
      expect(declares('uniform mat4', 'destinationMatrix')).toBe(true);
      const {calls, vertex} = await builtIns();
      expect(valueOf(calls, 'sourceMatrix')?.method).toBe('uniformMatrix4fv');
      expect(valueOf(calls, 'destinationMatrix')?.method).toBe('uniformMatrix4fv');
      expect(vertex).toMatch(/sourceMatrix \* vec4\(position_source/);
      expect(vertex).toMatch(/destinationUV = \(destinationMatrix \*/);
    },
  },
  {
    quote: '| `frame`              | `int`       | Declared, but see the note below.',
    claim: 'frame is declared as an int uniform and never set',
    check: checkOf(
      claims,
      'In version 0.3.1 the `frame` uniform is declared in `common.glsl` but nodes never fill it in, so it stays `0`.',
    ),
  },
  {
    quote: '- Remember that shaders do nothing without `experimentalFeatures: true`. The',
    claim: 'without the flag a node drops its shaders and never touches WebGL',
    check: checkOf(claims, 'They only run when the project enables'),
  },
);

const WEBGL = 'needs a real WebGL 2 context: what the GPU draws is not recorded by the WebGL stand-in';
const VITE = 'about the Vite plugin, which is not part of the installed library';

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {quote: 'a small GLSL program that the GPU runs once for', reason: WEBGL},
    {
      quote:
        'Shader files are ordinary `.glsl` files inside `src/`. Importing one from TypeScript gives you its source code as a',
      reason: VITE,
    },
    {
      quote: 'after the version and precision lines:',
      reason: 'a rule of the GLSL compiler (#version must come first), which needs a browser',
    },
    {
      quote:
        'card starts to wave like a flag while its colour shifts towards red, holds for two seconds, and settles back into a',
      reason: `${WEBGL}; the example also imports a .glsl file through Vite`,
    },
    {quote: '- `fragment` is the source code imported from the `.glsl` file.', reason: VITE},
    {quote: "background magnified and inverted, using the node's own alpha as the shape of the lens:", reason: WEBGL},
    {
      quote:
        'Here `centre` is the middle of the destination image, not of the lens; pass the lens position as a uniform if you need',
      reason: WEBGL,
    },
    {
      quote:
        '- If nothing appears, check that `outColor` gets an alpha above zero; an output with `a = 0` is invisible.',
      reason: WEBGL,
    },
    {
      quote: '- If the effect is cut off at the edges of the node, increase `cachePadding`.',
      reason: `${WEBGL} (the cache area itself is claimed above)`,
    },
  ],
});
