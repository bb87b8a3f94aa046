import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {codeFences, listMarkdown} from '../../lib/content';
import {findCompleteExamples} from '../../lib/examples';
import {EDITOR_EXAMPLES} from '../../plugins/live-preview/examples';
import {compileExample, PreviewCompileError, rewriteSource} from '../../plugins/live-preview/theme/LivePreview/compile';
import {limitSteps} from '../../plugins/live-preview/theme/LivePreview/engine';
import {
  createLoopGuard,
  evaluateModule,
  PreviewTimeoutError,
  type ModuleExports,
} from '../../plugins/live-preview/theme/LivePreview/evaluate';
import {fenceTitle, hasPreviewFlag} from '../../plugins/live-preview/theme/LivePreview/meta';

interface FakeElement {
  type: unknown;
  props: Record<string, unknown>;
}

/** Stand-ins for the library: enough to see what the compiled code asks for. */
function fakeModules() {
  const calls: string[] = [];
  const jsx = (type: unknown, props: Record<string, unknown>): FakeElement => ({type, props});
  const modules: Record<string, ModuleExports> = {
    '@canvas-commons/2d/jsx-runtime': {jsx, jsxs: jsx, Fragment: 'Fragment'},
    '@canvas-commons/2d': {
      Circle: 'Circle',
      makeScene2D: (runner: unknown) => ({klass: 'Scene2D', config: runner}),
      signal: () => (_target: object, key: string) => void calls.push(`signal:${key}`),
      initial: (value: unknown) => (_target: object, key: string) => void calls.push(`initial:${key}=${value}`),
      computed: () => (_target: object, key: string, descriptor: PropertyDescriptor) => {
        calls.push(`computed:${key}:${typeof descriptor.value}`);
      },
    },
    '@canvas-commons/core': {
      waitFor: function* (seconds: number) {
        yield `waitFor(${seconds})`;
      },
    },
  };
  return {modules, calls};
}

function run(source: string, budgetMs = 1000) {
  const {modules, calls} = fakeModules();
  const exports = evaluateModule(compileExample(source), modules, createLoopGuard(budgetMs));
  return {exports, calls};
}

const SCENE = `import {Circle, makeScene2D} from '@canvas-commons/2d';
import {waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const size: number = 140;
  view.add(<Circle size={size} fill={'#e13238'} />);
  yield* waitFor(1);
});
`;

describe('compileExample', () => {
  it('turns a TSX scene into a runnable module using the 2d JSX runtime', () => {
    const compiled = compileExample(SCENE);
    expect(compiled.imports).toEqual(['@canvas-commons/2d/jsx-runtime', '@canvas-commons/2d', '@canvas-commons/core']);
    const {exports} = run(SCENE);
    const scene = exports.default as {klass: string; config: (view: unknown) => Generator<unknown>};
    expect(scene.klass).toBe('Scene2D');
    const added: FakeElement[] = [];
    const generator = scene.config({add: (node: FakeElement) => added.push(node)});
    expect(generator.next().value).toBe('waitFor(1)');
    expect(added).toEqual([{type: 'Circle', props: {size: 140, fill: '#e13238'}}]);
  });

  it('keeps line numbers, so errors point at the guide code', () => {
    const compiled = compileExample(SCENE);
    const line = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle));
    expect(line(compiled.code, 'waitFor.call')).toBe(line(SCENE, 'yield* waitFor(1)'));
  });

  it('refuses imports that previews cannot provide, naming the line', () => {
    const source = `import {javascript} from '@lezer/javascript';\nexport default javascript;`;
    expect(() => compileExample(source)).toThrowError(PreviewCompileError);
    expect(() => compileExample(source)).toThrowError(/"@lezer\/javascript" is not available in previews.*line 1/);
  });

  it('reports syntax errors with a 1-based line and column', () => {
    const broken = `import {makeScene2D} from '@canvas-commons/2d';\n\nexport default makeScene2D(function* (view) {\n  const size = ;\n  view.add(<Circle size={size} />);\n});\n`;
    let error: unknown;
    try {
      compileExample(broken);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PreviewCompileError);
    const {line, message} = error as PreviewCompileError;
    expect(line).toBe(4);
    expect(message).toMatch(/line 4, column \d+/);
    expect(message).not.toMatch(/\(\d+:\d+\)/);
  });

  it('applies legacy member decorators bottom-up, fields and methods', () => {
    const source = `import {computed, initial, signal} from '@canvas-commons/2d';
export class Bar {
  @initial(3)
  @signal()
  declare public readonly size: number;

  @computed()
  public double(): number {
    return 2;
  }
}
`;
    const rewritten = rewriteSource(source);
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length);
    expect(rewritten).not.toMatch(/@(initial|signal|computed)/);
    const {exports, calls} = run(source);
    expect(calls).toEqual(['signal:size', 'initial:size=3', 'computed:double:function']);
    expect(typeof exports.Bar).toBe('function');
  });

  it('does not touch decorators or loops inside strings, templates and comments', () => {
    const source =
      "const a = '@signal() while (true) {}';\nconst b = `for (;;) ${'x'}`;\n// while (true) {}\nexport {a, b};";
    expect(rewriteSource(source)).toBe(source);
  });
});

describe('loop guards', () => {
  it('stops an endless while loop with a readable error', () => {
    const {exports} = run(`export function spin() { let n = 0; while (true) { n++; } }`, 50);
    const started = Date.now();
    expect(() => (exports.spin as () => void)()).toThrowError(PreviewTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops for(;;) and do…while loops too', () => {
    const {exports} = run(
      `export function a() { for (;;) {} }\nexport function b() { let i = 0; do { i++; } while (i > 0); }`,
      50,
    );
    expect(() => (exports.a as () => void)()).toThrowError(PreviewTimeoutError);
    expect(() => (exports.b as () => void)()).toThrowError(PreviewTimeoutError);
  });

  it('lets finite loops run and keeps for…of untouched', () => {
    const {exports} = run(
      `export function sum(items: number[]) { let total = 0; for (let i = 0; i < items.length; i++) total += items[i]; for (const x of items) total += x; return total; }`,
    );
    expect((exports.sum as (items: number[]) => number)([1, 2, 3])).toBe(12);
  });

  it('keeps throwing once tripped', () => {
    let clock = 0;
    const guard = createLoopGuard(10, () => (clock += 1));
    expect(() => {
      for (;;) guard();
    }).toThrowError(PreviewTimeoutError);
    expect(guard.tripped).toBe(true);
    expect(() => guard()).toThrowError(PreviewTimeoutError);
  });
});

describe('limitSteps', () => {
  it('behaves like yield* for a finite generator', () => {
    function* inner(): Generator<number, string, unknown> {
      const got = yield 1;
      yield Number(got) + 1;
      return 'done';
    }
    const outer = limitSteps(inner(), 10, () => new Error('too long'));
    expect(outer.next().value).toBe(1);
    expect(outer.next(41).value).toBe(42);
    expect(outer.next()).toEqual({done: true, value: 'done'});
  });

  /** A generator that never ends on its own, and says whether it was cancelled. */
  function endlessGenerator(): {generator: Generator<undefined, void, unknown>; cleaned: () => boolean} {
    let cleaned = false;
    function* endless(): Generator<undefined, void, unknown> {
      try {
        while (true) yield;
      } finally {
        cleaned = true;
      }
    }
    return {generator: endless(), cleaned: () => cleaned};
  }

  it('throws after the step budget and cancels the inner generator', () => {
    const {generator, cleaned} = endlessGenerator();
    const outer = limitSteps(generator, 5, () => new Error('too long'));
    expect(() => {
      for (let i = 0; i < 10; i++) outer.next();
    }).toThrowError('too long');
    expect(cleaned()).toBe(true);
  });

  it('ends quietly at the budget when onExceeded gives no error', () => {
    const {generator, cleaned} = endlessGenerator();
    const outer = limitSteps(generator, 3, () => null);
    const steps = [outer.next(), outer.next(), outer.next(), outer.next()];
    expect(steps.map((step) => step.done)).toEqual([false, false, false, true]);
    expect(cleaned()).toBe(true);
  });
});

describe('fence meta', () => {
  it('finds the preview flag among other meta', () => {
    expect(hasPreviewFlag('title="src/scenes/example.tsx" preview')).toBe(true);
    expect(hasPreviewFlag('preview title="a.tsx" {1,3}')).toBe(true);
    expect(hasPreviewFlag('title="src/scenes/camera.tsx" {26,29,32} preview')).toBe(true);
  });

  it('ignores the word inside values and other words', () => {
    expect(hasPreviewFlag('title="preview.tsx"')).toBe(false);
    expect(hasPreviewFlag("title='a preview'")).toBe(false);
    expect(hasPreviewFlag('previews no-check')).toBe(false);
    expect(hasPreviewFlag(undefined)).toBe(false);
    expect(hasPreviewFlag('')).toBe(false);
  });

  it('reads the title', () => {
    expect(fenceTitle('title="src/scenes/a.tsx" preview')).toBe('src/scenes/a.tsx');
    expect(fenceTitle('preview')).toBeUndefined();
  });
});

describe('preview fences in the guides', () => {
  const root = path.resolve(__dirname, '../..');
  const fences = listMarkdown('docs', {root}).flatMap((file) =>
    codeFences(readFileSync(path.join(root, file), 'utf8'))
      .filter((fence) => hasPreviewFlag(fence.meta))
      .map((fence) => ({where: `${file}:${fence.line}`, file, code: fence.code})),
  );

  /** Complete scenes that cannot play in a preview, and why. */
  const CANNOT_PLAY: Record<string, string> = {
    'docs/advanced/experimental.mdx:src/scenes/intro.tsx':
      'needs the project file above it, which turns on experimental features; a preview builds its own project',
    'docs/advanced/plugins/node.mdx:src/scenes/stamped.tsx':
      'reads constants that only the Vite plugin of that page defines, so it throws anywhere else',
  };

  it('every complete scene that imports only the library has a preview, unless it cannot play', () => {
    const missing: string[] = [];
    for (const file of listMarkdown('docs', {root})) {
      for (const example of findCompleteExamples(file, readFileSync(path.join(root, file), 'utf8'))) {
        const imports = [...example.code.matchAll(/from\s+['"]([^'"]+)['"]/g)].map((match) => match[1]);
        const libraryOnly = imports.every((id) => id === '@canvas-commons/core' || id === '@canvas-commons/2d');
        const key = `${file}:${fenceTitle(example.meta) ?? example.line}`;
        if (!/export default makeScene2D/.test(example.code) || !libraryOnly || key in CANNOT_PLAY) continue;
        if (!hasPreviewFlag(example.meta)) missing.push(`${file}:${example.line}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('are found on every page that had one when previews were introduced', () => {
    // 16 guide pages had previews when this list stopped being kept by hand; a scanner that finds fewer has lost some.
    expect(new Set(fences.map((fence) => fence.file)).size).toBeGreaterThanOrEqual(16);
  });

  it.each(fences.map((fence) => [fence.where, fence.code] as const))(
    '%s compiles and exports a scene',
    (_where, code) => {
      expect(compileExample(code).code).toMatch(/exports\.\s*default\s*=\s*_2d\.makeScene2D/);
    },
  );
});

describe('editor examples', () => {
  const root = path.resolve(__dirname, '../..');
  it.each(EDITOR_EXAMPLES.map((example) => example.fileName))(
    'examples/editor/%s.tsx compiles to a scene',
    (fileName) => {
      const code = readFileSync(path.join(root, 'examples/editor', `${fileName}.tsx`), 'utf8');
      expect(compileExample(code).code).toMatch(/exports\.\s*default\s*=\s*_2d\.makeScene2D/);
    },
  );
});
