import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

import {Code, Layout, Node, Rect, Txt, type View2D} from '@canvas-commons/2d';
import {
  PlaybackManager,
  PlaybackStatus,
  createSignal,
  linear,
  spawn,
  usePlayback,
  useTime,
  waitFor,
  type LogPayload,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {createScene2D, inspectScene, pageExample, runScene} from '../harness';
import {inertDom} from '../stand-ins/elements';
import {withGlobals} from '../stand-ins/globals';

const PAGE = 'docs/advanced/custom-font.mdx';

const FONT_PROPERTIES = ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'lineHeight', 'letterSpacing'] as const;

/** A promise that settles after `ms` of wall-clock time, with `value`. */
function later<T>(value: T, ms = 20): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

/** The style the library writes on a node's element for the browser (Layout.applyFont). */
function appliedStyle(node: Layout): Record<string, string> {
  (node as unknown as {applyFont(): void}).applyFont();
  return node.element.style as unknown as Record<string, string>;
}

/** A stand-in FontFaceSet: `load` records what it was asked for and resolves later with `faces`. */
function standInFonts(faces: unknown[]) {
  const asked: string[] = [];
  const settled: string[] = [];
  const fonts = {
    load: (font: string) => {
      asked.push(font);
      return later(faces).then((value) => {
        settled.push(font);
        return value;
      });
    },
  };
  return {fonts, asked, settled};
}

/** The page's example scene, run with a stand-in `document.fonts` whose loads resolve with `faces`. */
async function runExample(faces: unknown[]) {
  const scene = pageExample(PAGE, 'src/scenes/example.tsx');
  const {fonts, asked, settled} = standInFonts(faces);
  let settledWhenAdded: string[] | null = null;
  let firstFrame: {time: number; texts: Array<{text: string; weight: number; family: string}>} | null = null;
  const run = await runScene(function* (view) {
    (document as unknown as {fonts: unknown}).fonts = fonts;
    const add = view.add.bind(view);
    view.add = (node) => {
      settledWhenAdded ??= [...settled];
      return add(node);
    };
    const body = scene(view);
    let result = body.next();
    while (!result.done) {
      if (result.value === undefined && firstFrame === null) {
        const [rect] = view.children() as Rect[];
        firstFrame = {
          time: useTime(),
          texts: ((rect?.children() ?? []) as Txt[]).map((txt) => ({
            text: txt.text(),
            weight: txt.fontWeight(),
            family: txt.fontFamily(),
          })),
        };
      }
      const value: unknown = yield result.value as never;
      result = body.next(value as never);
    }
  });
  return {logs: run.logs, asked, settledWhenAdded: settledWhenAdded as string[] | null, firstFrame: firstFrame!};
}

/** Runs a scene where `body` may yield promises; returns its logs and what `body` recorded. */
async function promiseScene(body: () => ThreadGenerator): Promise<LogPayload[]> {
  return (await runScene(body)).logs;
}

const claims: Claim[] = [
  {
    quote:
      'ship or download fonts on its own: it passes the value of the `fontFamily` property to the browser and lets the',
    claim:
      "the fontFamily value is written unchanged into the element's CSS font-family, and the library never loads fonts itself",
    check: async () => {
      await inspectScene((view) => {
        const txt = new Txt({text: 'a', fontFamily: '"JetBrains Mono", Inter, sans-serif'});
        view.add(txt);
        expect(appliedStyle(txt).fontFamily).toBe('"JetBrains Mono", Inter, sans-serif');
      });
      const require = createRequire(import.meta.url);
      for (const entry of ['@canvas-commons/core', '@canvas-commons/2d']) {
        const code = readFileSync(require.resolve(entry), 'utf8');
        expect(code).not.toMatch(/\bFontFace\b|document\.fonts|fonts\.load/);
      }
    },
  },
  {
    quote:
      'itself, has the font properties `fontFamily`, `fontSize`, `fontWeight`, `fontStyle`, `lineHeight` and `letterSpacing`.',
    claim: 'a Layout, a Txt and the view all have the six font signals',
    check: () =>
      inspectScene((view) => {
        const layout = new Layout({});
        const txt = new Txt({text: 'a'});
        view.add([layout, txt]);
        for (const node of [layout, txt, view]) {
          for (const property of FONT_PROPERTIES) {
            expect(typeof (node as unknown as Record<string, unknown>)[property], property).toBe('function');
            expect((node as unknown as Record<string, () => unknown>)[property]()).not.toBeUndefined();
          }
        }
        expect(txt).toBeInstanceOf(Layout);
        expect(view).toBeInstanceOf(Layout);
      }),
  },
  {
    quote: 'When a node does not set one of them, it inherits the value from the nearest `Layout` ancestor,',
    claim:
      'an unset font property comes from the nearest Layout ancestor, skipping plain Nodes; a node with layout={false} and the text in it use the defaults',
    check: () =>
      inspectScene((view) => {
        const outer = new Rect({fontFamily: 'Outer', fontSize: 20});
        const inner = new Layout({fontFamily: 'Inner'});
        const group = new Node({});
        const txt = new Txt({text: 'a'});
        const detached = new Rect({layout: false});
        const inDetached = new Txt({text: 'b'});
        detached.add(inDetached);
        group.add([txt, detached]);
        inner.add(group);
        outer.add(inner);
        view.add(outer);
        expect(txt.fontFamily()).toBe('Inner');
        expect(txt.fontSize()).toBe(20);
        for (const node of [detached, inDetached]) {
          expect(node.fontFamily()).toBe('Roboto');
          expect(node.fontSize()).toBe(48);
        }
      }),
  },
  {
    quote: 'Without any setting,',
    claim: 'with nothing set, fontFamily is Roboto, fontSize 48 and fontWeight 500, on the view and on a lone Txt',
    check: () =>
      inspectScene((view) => {
        const txt = new Txt({text: 'a'});
        view.add(txt);
        for (const node of [view, txt]) {
          expect([node.fontFamily(), node.fontSize(), node.fontWeight()]).toEqual(['Roboto', 48, 500]);
        }
      }),
  },
  {
    quote: 'The value of `fontFamily` is used as a CSS font-family list, so you can name fallbacks after the font:',
    claim: 'the whole list, fallbacks included, becomes the CSS font-family of the node',
    check: () =>
      inspectScene((view) => {
        const txt = new Txt({text: 'a', fontFamily: 'Inter, sans-serif'});
        view.add(txt);
        expect(appliedStyle(txt).fontFamily).toBe('Inter, sans-serif');
      }),
  },
  {
    quote: 'Setting the font on the view makes it the default for the whole scene',
    claim:
      "the view's font reaches text nested anywhere in the scene, while Code nodes keep their own monospace family",
    check: () =>
      inspectScene((view) => {
        view.fontFamily('Inter, sans-serif');
        view.fontWeight(400);
        const txt = new Txt({text: 'a'});
        const deep = new Txt({text: 'b'});
        const code = new Code({code: 'x'});
        view.add([txt, new Rect({children: new Node({children: deep})}), code]);
        for (const node of [txt, deep]) {
          expect(node.fontFamily()).toBe('Inter, sans-serif');
          expect(node.fontWeight()).toBe(400);
        }
        expect(code.fontFamily()).toBe('monospace');
        expect(code.fontWeight()).toBe(400);
      }),
  },
  {
    quote: 'Individual nodes can still override it, for example `<Txt fontWeight={700}>` for a bold heading.',
    claim: "a node's own value wins over the view's, and its children inherit the override",
    check: () =>
      inspectScene((view) => {
        view.fontWeight(400);
        const heading = new Txt({text: 'a', fontWeight: 700});
        const plain = new Txt({text: 'b'});
        const box = new Rect({fontWeight: 900});
        const inside = new Txt({text: 'c'});
        box.add(inside);
        view.add([heading, plain, box]);
        expect([heading.fontWeight(), plain.fontWeight(), inside.fontWeight()]).toEqual([700, 400, 900]);
      }),
  },
  {
    quote:
      'A scene generator can pause until a promise resolves: when you `yield` a promise, the scene waits for it before',
    claim:
      'yielding a promise hands back its value, no scene time passes while it is pending, and the scene length is unchanged',
    check: async () => {
      let before = NaN;
      let after = NaN;
      let frameWhilePending = NaN;
      let frameAtYield = NaN;
      let received: unknown = null;
      const run = await runScene(function* () {
        yield* waitFor(0.25);
        before = useTime();
        const playback = usePlayback();
        frameAtYield = playback.frame;
        received = yield new Promise((resolve) =>
          setTimeout(() => {
            frameWhilePending = playback.frame;
            resolve(['face']);
          }, 30),
        );
        after = useTime();
        yield* waitFor(0.75);
      });
      expect(received).toEqual(['face']);
      expect(after).toBe(before);
      expect(frameWhilePending).toBe(frameAtYield);
      expect(run.seconds).toBeCloseTo(1, 1);
    },
  },
  {
    quote: 'The following scene loads both weights of Inter before it creates any text.',
    claim: 'the example asks for 700 and 400 Inter and adds its text only after both loads have settled',
    check: async () => {
      const {asked, settledWhenAdded, firstFrame} = await runExample([{family: 'Inter'}]);
      expect(asked).toEqual(['700 96px "Inter"', '400 48px "Inter"']);
      expect(settledWhenAdded).toEqual(asked);
      // The loads cost no time: the text, in Inter at both weights, is there in the first frame.
      expect(firstFrame.time).toBe(0);
      expect(firstFrame.texts).toEqual([
        {text: 'Custom fonts', weight: 700, family: 'Inter, sans-serif'},
        {text: 'loaded before the first frame', weight: 400, family: 'Inter, sans-serif'},
      ]);
    },
  },
  {
    quote:
      '- The promise resolves with the list of faces that matched. An empty list means no rule matched, usually because of',
    claim:
      'with a stand-in FontFaceSet, the example logs a warning through useLogger when the first load matches no face, and nothing otherwise',
    check: async () => {
      const missing = await runExample([]);
      expect(missing.logs.map(({level, message}) => `${level}: ${message}`)).toEqual([
        'warn: No @font-face rule matches "Inter"; using a fallback font.',
      ]);
      const found = await runExample([{family: 'Inter'}]);
      expect(found.logs).toEqual([]);
    },
  },
  {
    quote:
      '- The scene runs from the start every time it is reset or recalculated. After the first load, the browser keeps the',
    claim: "the scene's generator starts again from its first line on each reset and on a recalculation",
    check: async () => {
      let starts = 0;
      await withGlobals(inertDom(), async () => {
        const playback = new PlaybackManager();
        const scene = createScene2D(
          function* () {
            starts++;
            yield* waitFor(0.1);
          },
          {status: new PlaybackStatus(playback)},
        );
        playback.setup([scene]);
        await playback.recalculate();
        expect(starts).toBe(1);
        // A reset (as when the editor seeks back to the start), then the first frame.
        await playback.reset();
        await scene.next();
        expect(starts).toBe(2);
        // A change of the scene's code makes the editor recalculate it.
        playback.reload();
        await playback.recalculate();
        expect(starts).toBe(3);
      });
    },
  },
  {
    quote: 'Yielding a promise holds up the whole scene, not only the thread that yields it',
    claim:
      'while a spawned task waits for a promise, the main thread does not move on a frame, and the task resumes in the same frame',
    check: async () => {
      const value = createSignal(0);
      let mainFramesWhilePending: number[] = [];
      const mainFrames: number[] = [];
      let yieldedAt = NaN;
      let resumedAt = NaN;
      await promiseScene(function* () {
        const playback = usePlayback();
        spawn(function* () {
          yield* waitFor(0.2);
          yieldedAt = useTime();
          yield new Promise((resolve) =>
            setTimeout(() => {
              mainFramesWhilePending = [...mainFrames];
              resolve(null);
            }, 30),
          );
          resumedAt = useTime();
        });
        spawn(value(100, 1, linear));
        while (useTime() < 0.5) {
          mainFrames.push(playback.frame);
          yield;
        }
      });
      expect(resumedAt).toBe(yieldedAt);
      // When the promise settled, the main thread had not gone past the frame in which the task yielded it.
      expect(Math.max(...mainFramesWhilePending)).toBeLessThanOrEqual(Math.round(yieldedAt * 60));
      expect(value()).toBeGreaterThan(0);
    },
  },
  {
    quote:
      'continues at once. [`Code`](/api/2d/components/Code) nodes default to the generic `monospace` family, which is why the',
    claim: 'a Code node has fontFamily monospace unless given one, even when its parent sets another',
    check: () =>
      inspectScene((view: View2D) => {
        view.fontFamily('Inter');
        const plain = new Code({code: 'x'});
        const custom = new Code({code: 'x', fontFamily: '"JetBrains Mono", monospace'});
        view.add([plain, custom]);
        expect(plain.fontFamily()).toBe('monospace');
        expect(custom.fontFamily()).toBe('"JetBrains Mono", monospace');
      }),
  },
];

claims.push({
  quote: 'and no animation time passes while it waits. Combine this with',
  claim: 'no scene time passes while a yielded promise is pending',
  check: checkOf(
    claims,
    'A scene generator can pause until a promise resolves: when you `yield` a promise, the scene waits for it before',
  ),
});

const BROWSER = "about the browser's font loading and text rendering, which Node does not have";

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {quote: 'are drawn by the', reason: BROWSER},
    {quote: 'If the font you asked for is missing, the browser silently substitutes a fallback and', reason: BROWSER},
    {quote: 'Web fonts are loaded lazily.', reason: BROWSER},
    {quote: 'Declaring a font with CSS `@font-face` only tells the browser where the file is; the', reason: BROWSER},
    {quote: 'A canvas that draws text with a font that is still', reason: BROWSER},
    {quote: '- **Wrong glyphs in the first frames.**', reason: BROWSER},
    {
      quote: '- **Wrong sizes.** Layouts measure text to compute the size of a',
      reason: "needs the browser's layout engine and its fonts",
    },
    {
      quote:
        'The simplest setup uses a stylesheet. Put the font files in the `public/` folder of your project, which is served as',
      reason: 'about the Vite development server and build',
    },
    {quote: 'Declare one `@font-face` rule per file.', reason: 'about CSS @font-face, applied by the browser'},
    {
      quote:
        'Then import the stylesheet once, from the project file. Vite processes CSS imports and adds the rules to the page of',
      reason: 'about the Vite plugin and the editor page',
    },
    {quote: 'A font declared with CSS exists only for the page that declares it.', reason: BROWSER},
    {
      quote: 'code, as shown [further below](#loading-a-font-from-code-with-fontface), travel with the project',
      reason: 'about bundling and the browser FontFaceSet',
    },
    {quote: 'Ask only for', reason: "about the browser's font matching"},
    {
      quote: 'every face that matches a CSS font description and resolves once they are ready.',
      reason: 'document.fonts.load is a browser API',
    },
    {
      quote: 'When it plays, you see a bold title',
      reason: "needs the browser's fonts and layout engine to see the glyphs and the background's fit",
    },
    {
      quote: '- The first argument of `document.fonts.load` uses the CSS `font` shorthand',
      reason: 'document.fonts.load is a browser API',
    },
    {
      quote:
        '`document.fonts.add`. Vite turns an import of a font file into the URL of that file, so the font can live next to',
      reason: 'about the FontFace browser API and Vite asset imports',
    },
    {
      quote:
        '`FontFace.load` returns the same promise on every call, so yielding it in a scene that has already loaded the font',
      reason: 'FontFace is a browser API (a settled promise not costing time is claimed above)',
    },
    {quote: 'exactly, apart from letter case.', reason: 'CSS family-name matching, done by the browser'},
    {
      quote:
        '- Font files are in `public/` (referenced with an absolute path such as `/fonts/...`) or imported from your source',
      reason: 'about the Vite development server and build',
    },
    {
      quote: 'Fonts installed on your own computer also work in the editor, but a colleague',
      reason: "about the browser's system fonts",
    },
  ],
});
