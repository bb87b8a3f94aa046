import {Circle, Rect, Txt, is} from '@canvas-commons/2d';
import {BBox, all, createSignal, isReactive, loopFor, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {inspectScene, pageExample, runScene, sampleScene} from '../harness';
import {at, hex, jsx} from '../reading';
import {recordingContext} from '../stand-ins/canvas';

const PAGE = 'docs/components/text.mdx';

/** The protected drawing steps of a text leaf and a shape, called directly: the harness has no canvas. */
interface DrawsText {
  applyStyle(context: CanvasRenderingContext2D): void;
  drawText(context: CanvasRenderingContext2D, text: string, box: BBox): void;
}
interface DrawsShape {
  drawShape(context: CanvasRenderingContext2D): void;
}

const claims: Claim[] = [
  {
    quote: 'A `Txt` has **no `fill` by default**. Unlike a shape without one, it still draws its letters',
    claim:
      'a Txt without a fill still calls fillText, with a fill style a canvas ignores (so its default black stays); a Rect without one fills nothing',
    check: () =>
      inspectScene((view) => {
        const label = new Txt({text: 'Chapter one'});
        const card = new Rect({size: 100});
        view.add([label, card]);
        expect(label.fill()).toBeNull();
        // The leaf that holds the words (TxtLeaf, which the package does not export).
        const leaf = label.children()[0] as unknown as DrawsText;
        const context = recordingContext();
        leaf.applyStyle(context.context);
        leaf.drawText(context.context, 'Chapter one', new BBox(0, 0, 100, 40));
        // '' is not a colour: a canvas keeps the fill style it had, black on a fresh one.
        expect(context.calls).toContainEqual(['set fillStyle', ['']]);
        expect(context.calls.map(([name]) => name)).toContain('fillText');

        const shape = card as unknown as DrawsShape;
        const shapeContext = recordingContext();
        shape.drawShape(shapeContext.context);
        expect(shapeContext.calls.map(([name]) => name)).not.toContain('fill');
      }),
  },
  {
    quote: 'by default it is 48-pixel Roboto at weight 500, with lines 120 % of the font size',
    claim: "a Txt on the view has the library's default font: 48 px Roboto, weight 500, line height 120%",
    check: () =>
      inspectScene((view) => {
        const label = new Txt({text: 'Chapter one'});
        view.add(label);
        expect(label.fontSize()).toBe(48);
        expect(label.fontFamily()).toBe('Roboto');
        expect(label.fontWeight()).toBe(500);
        expect(label.lineHeight()).toBe('120%');
        expect(label.letterSpacing()).toBe(0);
        expect(label.fontStyle()).toBe('normal');
        expect(label.textAlign()).toBe('start');
      }),
  },
  {
    quote: "`Txt.b({text: 'Bold'})` and `Txt.i({text: 'Italic'})` make a bold (weight 700) or italic `Txt`",
    claim: 'Txt.b makes a Txt of weight 700 and Txt.i an italic one',
    check: () =>
      inspectScene((view) => {
        const bold = Txt.b({text: 'Bold'});
        const italic = Txt.i({text: 'Italic'});
        view.add([bold, italic]);
        expect(bold.fontWeight()).toBe(700);
        expect(bold.text()).toBe('Bold');
        expect(italic.fontStyle()).toBe('italic');
      }),
  },
  {
    quote: 'tweened, they would pass through garbled words',
    claim:
      "fontSize tweens through the numbers between; fontFamily through strings that are neither font; lineHeight from its default '120%' to a number fails",
    check: async () => {
      let size = NaN;
      let family = '';
      let spacing: unknown = NaN;
      const run = await runScene(function* (view) {
        const title = new Txt({text: 'Title', fill: 'white', lineHeight: 40});
        view.add(title);
        yield* all(
          title.fontSize(160, 1),
          title.lineHeight(80, 1),
          title.fontFamily('Inter, sans-serif', 1),
          (function* () {
            yield* waitFor(0.5);
            size = title.fontSize();
            family = title.fontFamily();
            spacing = title.lineHeight();
          })(),
        );
      });
      expect(size).toBeGreaterThan(48);
      expect(size).toBeLessThan(160);
      expect(family).not.toBe('Roboto');
      expect(family).not.toBe('Inter, sans-serif');
      expect(spacing).toBeGreaterThan(40);
      expect(spacing).toBeLessThan(80);
      expect(run.logs).toEqual([]);

      await expect(
        runScene(function* (view) {
          const title = new Txt({text: 'Title', fill: 'white'});
          view.add(title);
          yield* title.lineHeight(60, 1);
        }),
      ).rejects.toThrow(/lerp/);
    },
  },
  {
    quote: 'Every `Txt` added to the view then uses Inter at 40 pixels, unless it sets its own.',
    claim: 'font settings on the view, or on a Rect, reach the Txt nodes inside that do not set their own',
    check: () =>
      inspectScene((view) => {
        view.fontFamily('Inter, sans-serif');
        view.fontSize(40);
        const plain = new Txt({text: 'plain'});
        const own = new Txt({text: 'own', fontSize: 90});
        const label = new Txt({text: 'in a card'});
        const card = new Rect({fontSize: 24, children: [label]});
        view.add([plain, own, card]);
        expect(plain.fontFamily()).toBe('Inter, sans-serif');
        expect(plain.fontSize()).toBe(40);
        expect(own.fontSize()).toBe(90);
        expect(label.fontSize()).toBe(24);
        expect(label.fontFamily()).toBe('Inter, sans-serif');
      }),
  },
  {
    quote: 'font from above it, so the text inside starts again from the defaults, or from what that container sets.',
    claim:
      'a container with layout={false} does not inherit the view font, so a Txt in it reads the defaults or its own',
    check: () =>
      inspectScene((view) => {
        view.fontSize(40);
        const cut = new Txt({text: 'cut off'});
        const own = new Txt({text: 'own'});
        view.add([
          new Rect({layout: false, children: [cut]}),
          new Rect({layout: false, fontSize: 24, children: [own]}),
        ]);
        expect(cut.fontSize()).toBe(48);
        expect(own.fontSize()).toBe(24);
      }),
  },
  {
    quote: 'Colours and outlines do not pass down from a `Rect`',
    claim: "a Txt in a Rect does not take the Rect's fill; a Txt in a Txt takes the outer one's fill and stroke",
    check: () =>
      inspectScene((view) => {
        const inCard = new Txt({text: 'label'});
        view.add(new Rect({fill: '#161b22', children: [inCard]}));
        expect(inCard.fill()).toBeNull();

        const inner = new Txt({text: 'Space', fontWeight: 800});
        const outer = new Txt({fill: '#e6edf3', stroke: '#000000', children: ['Press ', inner, ' to start']});
        view.add(outer);
        expect(inner.fill()).not.toBeNull();
        expect(inner.fill()?.toString()).toBe(outer.fill()?.toString());
        expect(inner.stroke()?.toString()).toBe(outer.stroke()?.toString());
        expect(inner.fontWeight()).toBe(800);
      }),
  },
  {
    quote: 'whole sentence, "Press Space to start", as one string',
    claim: "an outer Txt's text() joins its own words and those of the Txt inside it",
    check: () =>
      inspectScene((view) => {
        const outer = new Txt({
          fill: '#e6edf3',
          children: ['Press ', new Txt({fill: '#ffa657', text: 'Space'}), ' to start'],
        });
        view.add(outer);
        expect(outer.text()).toBe('Press Space to start');
      }),
  },
  {
    quote: "`title().text('Chapter two')` changes the words at once;",
    claim: 'setting text without a duration changes it at once, and with one passes through a mix of both',
    check: async () => {
      let atOnce = '';
      let halfway = '';
      let after = '';
      await runScene(function* (view) {
        const title = new Txt({text: 'Chapter one', fill: 'white'});
        view.add(title);
        title.text('Chapter two');
        atOnce = title.text();
        yield* all(
          title.text('Chapter three, part two', 1),
          (function* () {
            yield* waitFor(0.5);
            halfway = title.text();
          })(),
        );
        after = title.text();
      });
      expect(atOnce).toBe('Chapter two');
      expect(after).toBe('Chapter three, part two');
      expect(halfway).not.toBe('Chapter two');
      expect(halfway).not.toBe('Chapter three, part two');
      expect(halfway.startsWith('Chapter t')).toBe(true);
    },
  },
  {
    quote: 'The label counts from "Score: 0" to "Score: 250" in two seconds.',
    claim: 'a text given as a function follows the signal, with the rounding toFixed gives it',
    check: () =>
      inspectScene((view) => {
        const score = createSignal(0);
        const label = new Txt({fill: 'white', text: () => `Score: ${score().toFixed(0)}`});
        view.add(label);
        expect(label.text()).toBe('Score: 0');
        score(123.4);
        expect(label.text()).toBe('Score: 123');
        score(250);
        expect(label.text()).toBe('Score: 250');
      }),
  },
  {
    quote: '"Hello" grows into "Hello, Txt" letter by letter while the orange number below it counts from 0 to 1200.',
    claim:
      'in the example the title passes through several lengths from "Hello" to "Hello, Txt", and the orange number counts up in whole numbers from 0 to 1200',
    check: async () => {
      const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/text.tsx'), (view) => {
        const texts = view.findAll(is(Txt));
        if (texts.length === 0) return null;
        const number = texts.find((text) => text.fill() && hex(text.fill()) === '#ffa657')!;
        return {title: texts[0]!.text(), number: number.text()};
      });
      const values = samples.flatMap(({value}) => (value ? [value] : []));
      const titles = values.map(({title}) => title);
      expect(titles[0]).toBe('Hello');
      expect(titles.at(-1)).toBe('Hello, Txt');
      expect(titles.every((title) => title.startsWith('Hello'))).toBe(true);
      expect(new Set(titles.map((title) => title.length)).size).toBeGreaterThan(4);
      const numbers = values.map(({number}) => number);
      expect(numbers.every((number) => /^\d+$/.test(number))).toBe(true);
      const counts = numbers.map(Number);
      expect(counts[0]).toBe(0);
      expect(counts.at(-1)).toBe(1200);
      expect(counts.every((count, index) => index === 0 || count >= counts[index - 1]!)).toBe(true);
      expect(new Set(counts).size).toBeGreaterThan(20);
    },
  },
  {
    quote: 'Give a `Txt` its words with the [`text`](/api/2d/components/Txt#text) prop, or write them between its tags',
    claim: 'a Txt given words as its text prop or as its children reads them back the same',
    check: () =>
      inspectScene((view) => {
        const byProp = jsx<Txt>(Txt, {text: 'Chapter one', fill: 'white'});
        const byTags = jsx<Txt>(Txt, {fill: 'white', children: 'Chapter one'});
        const empty = new Txt({});
        view.add([byProp, byTags, empty]);
        expect(byTags.text()).toBe('Chapter one');
        expect(byProp.text()).toBe(byTags.text());
        expect(empty.text()).toBe('');
      }),
  },
  {
    quote: "The text is centred on the node's position, like any node.",
    claim: "a Txt's anchor is (0, 0) by default, which puts the middle of its box on its position",
    check: () =>
      inspectScene((view) => {
        const label = new Txt({text: 'Chapter one', x: 100, y: 50});
        view.add(label);
        expect(label.anchor().x).toBe(0);
        expect(label.anchor().y).toBe(0);
        // Its box is laid out around its origin, as a Rect's is.
        const card = new Rect({});
        view.add(card);
        expect(card.anchor().exactlyEquals(label.anchor())).toBe(true);
      }),
  },
  ...(
    [
      ['fontFamily', '| [`fontFamily`](/api/2d/components/Layout#fontFamily) |', 'Roboto'],
      ['fontSize', '| [`fontSize`](/api/2d/components/Layout#fontSize) |', 48],
      ['fontWeight', '| [`fontWeight`](/api/2d/components/Layout#fontWeight) |', 500],
      ['fontStyle', '| [`fontStyle`](/api/2d/components/Layout#fontStyle) |', 'normal'],
      ['letterSpacing', '| [`letterSpacing`](/api/2d/components/Layout#letterSpacing) |', 0],
      ['lineHeight', '| [`lineHeight`](/api/2d/components/Layout#lineHeight) |', '120%'],
      ['textAlign', '| [`textAlign`](/api/2d/components/Layout#textAlign) |', 'start'],
    ] as const
  ).map(([property, quote, value]): Claim => ({
    quote,
    claim: `a Txt's ${property} is a signal whose default is ${JSON.stringify(value)}`,
    check: () =>
      inspectScene((view) => {
        const label = new Txt({text: 'Chapter one'});
        view.add(label);
        expect(isReactive(label[property] as () => unknown)).toBe(true);
        expect(label[property]()).toBe(value);
      }),
  })),
  {
    quote: 'keeps its text on one line; to break it into lines at a width, see',
    claim: 'a Txt does not wrap by default (textWrap false), unless a container sets it',
    check: () =>
      inspectScene((view) => {
        const label = new Txt({text: 'A long sentence that would not fit in a narrow column'});
        const wrapped = new Txt({text: 'Another long sentence'});
        view.add([label, new Rect({textWrap: true, children: [wrapped]})]);
        expect(label.textWrap()).toBe(false);
        expect(wrapped.textWrap()).toBe(true);
      }),
  },
  {
    quote:
      'Each of these is a signal. The ones that hold numbers tween smoothly: `title().fontSize(160, 1)` grows the letters',
    claim:
      'the seven font properties are signals; fontSize, fontWeight, letterSpacing and a pixel lineHeight pass through values between start and end when tweened',
    check: async () => {
      const middle: Record<string, number> = {};
      await runScene(function* (view) {
        const title = new Txt({text: 'Title', fill: 'white', lineHeight: 40});
        view.add(title);
        const properties = [
          title.fontFamily,
          title.fontSize,
          title.fontWeight,
          title.fontStyle,
          title.letterSpacing,
          title.lineHeight,
          title.textAlign,
        ];
        middle.signals = properties.filter((property) => isReactive(property as () => unknown)).length;
        yield* all(
          title.fontSize(160, 1),
          title.fontWeight(900, 1),
          title.letterSpacing(20, 1),
          title.lineHeight(80, 1),
          (function* () {
            yield* waitFor(0.5);
            middle.fontSize = title.fontSize();
            middle.fontWeight = title.fontWeight();
            middle.letterSpacing = title.letterSpacing();
            middle.lineHeight = title.lineHeight() as number;
          })(),
        );
      });
      expect(middle.signals).toBe(7);
      expect(middle.fontSize).toBeGreaterThan(60);
      expect(middle.fontSize).toBeLessThan(150);
      expect(middle.fontWeight).toBeGreaterThan(550);
      expect(middle.fontWeight).toBeLessThan(850);
      expect(middle.letterSpacing).toBeGreaterThan(2);
      expect(middle.letterSpacing).toBeLessThan(18);
      expect(middle.lineHeight).toBeGreaterThan(45);
      expect(middle.lineHeight).toBeLessThan(75);
    },
  },
  {
    quote:
      'Font properties pass down. A `Txt` that does not set one takes it from the node it is in: a `Rect`, a `Circle`, another',
    claim: 'a Txt without its own font reads it from a Rect, a Circle, an outer Txt or the view',
    check: () =>
      inspectScene((view) => {
        view.fontFamily('Inter, sans-serif');
        const inView = new Txt({text: 'view'});
        const inRect = new Txt({text: 'rect'});
        const inCircle = new Txt({text: 'circle'});
        const inTxt = new Txt({text: 'inner'});
        view.add([
          inView,
          new Rect({fontSize: 20, children: [inRect]}),
          new Circle({fontWeight: 800, children: [inCircle]}),
          new Txt({fontStyle: 'italic', letterSpacing: 4, children: [inTxt]}),
        ]);
        expect(inView.fontFamily()).toBe('Inter, sans-serif');
        expect(inRect.fontSize()).toBe(20);
        expect(inCircle.fontWeight()).toBe(800);
        expect(inTxt.fontStyle()).toBe('italic');
        expect(inTxt.letterSpacing()).toBe(4);
        expect(inTxt.fontFamily()).toBe('Inter, sans-serif');
      }),
  },
  {
    quote: 'one `Txt` to a `Txt` inside it, which is what the next section uses.',
    claim: 'a Txt takes no fill or stroke from a Circle or the view, only from an outer Txt',
    check: () =>
      inspectScene((view) => {
        view.fill('#0b1020');
        const inView = new Txt({text: 'view'});
        const inCircle = new Txt({text: 'circle'});
        const inTxt = new Txt({text: 'inner'});
        view.add([
          inView,
          new Circle({fill: 'red', stroke: 'blue', children: [inCircle]}),
          new Txt({fill: 'green', children: [inTxt]}),
        ]);
        expect(inView.fill()).toBeNull();
        expect(inCircle.fill()).toBeNull();
        expect(inCircle.stroke()).toBeNull();
        expect(hex(inTxt.fill())).toBe(hex('green'));
      }),
  },
  {
    quote: "outer one's font and colour, and changes only what it sets",
    claim: "an inner Txt has the outer one's font and colour except for what it sets itself",
    check: () =>
      inspectScene((view) => {
        const inner = new Txt({text: 'Space', fontWeight: 800, fill: '#ffa657'});
        const plain = new Txt({text: 'plain'});
        view.add(
          new Txt({
            fontFamily: 'sans-serif',
            fontSize: 64,
            fill: '#e6edf3',
            children: ['Press ', inner, ' to start ', plain],
          }),
        );
        expect(inner.fontFamily()).toBe('sans-serif');
        expect(inner.fontSize()).toBe(64);
        expect(inner.fontWeight()).toBe(800);
        expect(hex(inner.fill())).toBe('#ffa657');
        expect(hex(plain.fill())).toBe('#e6edf3');
        expect(plain.fontWeight()).toBe(500);
      }),
  },
  {
    quote: 'The word "Space" is orange and bold in a white sentence, and flashes green once.',
    claim:
      'in the example the bold word starts orange in a light sentence, turns green at 0.5 s and is orange again at 1 s',
    check: async () => {
      const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/highlight.tsx'), (view) => {
        const outer = view.children()[0] as Txt | undefined;
        const key = outer?.findFirst((node) => node instanceof Txt && node.text() === 'Space') as Txt | undefined;
        if (!outer || !key) return null;
        return {outer: hex(outer.fill()), key: hex(key.fill()), weight: key.fontWeight()};
      });
      const values = samples.filter(({value}) => value !== null);
      expect(values[0]!.value).toEqual({outer: '#e6edf3', key: '#ffa657', weight: 800});
      expect(at(values, 0.5)!.key).toBe('#7ee787');
      expect(values.at(-1)!.value!.key).toBe('#ffa657');
      expect(values.at(-1)!.time).toBeCloseTo(1, 1);
      // One green stretch: the word turns green and back once.
      const runs = values
        .map(({value}) => value!.key === '#7ee787')
        .filter((green, index, all) => green && !all[index - 1]).length;
      expect(runs).toBe(1);
    },
  },
  {
    quote: "are handy here: `<Txt>An {Txt.i({text: 'italic'})} word</Txt>`.",
    claim: 'Txt.i inside a Txt makes an italic word that is part of the outer sentence',
    check: () =>
      inspectScene((view) => {
        const word = Txt.i({text: 'italic'});
        const outer = new Txt({fill: 'white', children: ['An ', word, ' word']});
        view.add(outer);
        expect(outer.text()).toBe('An italic word');
        expect(word.fontStyle()).toBe('italic');
        expect(outer.fontStyle()).toBe('normal');
      }),
  },
  {
    quote:
      "- `yield* title().text('Chapter two', 1)` changes them over a second: the new words replace the old ones a few",
    claim: 'a text tween of 1 s lasts 1 s and passes through strings that mix the old and new words',
    check: async () => {
      const seen: string[] = [];
      const run = await runScene(function* (view) {
        const title = new Txt({text: 'Chapter one', fill: 'white'});
        view.add(title);
        yield* all(
          title.text('Chapter two', 1),
          loopFor(1, function* () {
            seen.push(title.text());
            yield;
          }),
        );
        seen.push(title.text());
      });
      expect(run.seconds).toBeCloseTo(1, 1);
      expect(seen.at(-1)).toBe('Chapter two');
      const between = seen.filter((text) => text !== 'Chapter one' && text !== 'Chapter two');
      expect(between.length).toBeGreaterThan(5);
      expect(between.every((text) => text.startsWith('Chapter '))).toBe(true);
    },
  },
  {
    quote: 'Without `toFixed`, it would show every fraction on the',
    claim: 'a label built from the raw signal shows fractional numbers during the tween',
    check: async () => {
      const seen: string[] = [];
      await runScene(function* (view) {
        const score = createSignal(0);
        const label = new Txt({fill: 'white', text: () => `Score: ${score()}`});
        view.add(label);
        yield* all(
          score(250, 2),
          loopFor(2, function* () {
            seen.push(label.text());
            yield;
          }),
        );
      });
      expect(seen.filter((text) => /^Score: \d+\.\d+$/.test(text)).length).toBeGreaterThan(seen.length / 2);
    },
  },
];

const FILL = 'A `Txt` has **no `fill` by default**. Unlike a shape without one, it still draws its letters';
const DEFAULTS = 'by default it is 48-pixel Roboto at weight 500, with lines 120 % of the font size';
const VIEW_FONT = 'Every `Txt` added to the view then uses Inter at 40 pixels, unless it sets its own.';
const COLOURS = 'Colours and outlines do not pass down from a `Rect`';
const AT_ONCE = "`title().text('Chapter two')` changes the words at once;";
const SCORE = 'The label counts from "Score: 0" to "Score: 250" in two seconds.';

/** Claims whose sentence says again what another claim of the page checks. */
const repeated: Claim[] = [
  {
    quote: 'The same holds for a card: the',
    claim: "a Rect's fontSize reaches the Txt inside it",
    check: checkOf(claims, VIEW_FONT),
  },
  {
    quote:
      '- `text={() => …}` keeps the words in step with other signals. A number needs turning into a string, with the',
    claim: 'a text function follows its signal, rounded as toFixed rounds',
    check: checkOf(claims, SCORE),
  },
  {
    quote:
      '- **No `fill`.** The letters are black, which does not show on a dark background. Give the `Txt` (or the `Txt`',
    claim: 'a Txt without fill draws with no fill colour of its own; a Txt inside a filled Txt takes its colour',
    check: async () => {
      await checkOf(claims, FILL)();
      await checkOf(claims, COLOURS)();
    },
  },
  {
    quote:
      '- A `Txt` without a `fill` draws black letters, so give every one a colour; its font defaults to 48-pixel Roboto at',
    claim: 'recap: no fill of its own, and the default font',
    check: async () => {
      await checkOf(claims, FILL)();
      await checkOf(claims, DEFAULTS)();
    },
  },
  {
    quote:
      '- Font properties pass down from any container, including the view; colours pass only from a `Txt` to a `Txt` inside',
    claim: 'recap: fonts pass down from containers and the view, colours only from Txt to Txt',
    check: async () => {
      await checkOf(claims, VIEW_FONT)();
      await checkOf(claims, COLOURS)();
      await checkOf(claims, 'one `Txt` to a `Txt` inside it, which is what the next section uses.')();
    },
  },
  {
    quote:
      '- `text` is a signal: set it, tween it with a duration, or give it a function such as `() => score().toFixed(0)`.',
    claim: 'recap: text set at once, tweened, or computed from a signal',
    check: async () => {
      await checkOf(claims, AT_ONCE)();
      await checkOf(claims, SCORE)();
    },
  },
];

export default defineClaims(PAGE, [...claims, ...repeated], {
  unclaimed: [
    {
      quote: 'When Roboto is not installed, the browser draws a fallback font;',
      reason: "font fallback is the browser's text engine; Node has no fonts",
    },
    {
      quote: 'To put text on a background that fits around it, wrap it in',
      reason: 'a card sized to its text needs the browser layout engine and real font metrics',
    },
    {
      quote: 'Tweening `scale` instead of',
      reason: 'whether the text is measured again needs the browser layout engine and real font metrics',
    },
    {
      quote: 'A `Txt` inside a `Txt` continues the same line, so a sentence can change style part-way.',
      reason: "inline placement of the inner Txt needs the browser's layout engine and real glyph widths",
    },
    {
      quote: '- **Behind something.** A node added later draws over it; see [draw order](/docs/hierarchy).',
      reason: 'draw order is the subject of the hierarchy page, whose claims check it',
    },
    {
      quote: '- **Off screen.** The centre of the view is `(0, 0)`, so `x={960}` is already at the right edge',
      reason: 'the frame and its centre are checked by the positioning page’s claims on the coordinate system',
    },
    {
      quote: '- **Wrong font.** The font was not loaded when the text was built;',
      reason: 'font loading is done by the browser; Node has no fonts to load',
    },
  ],
});
