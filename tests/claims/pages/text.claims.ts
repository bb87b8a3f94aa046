import {Rect, Txt} from '@canvas-commons/2d';
import {BBox, all, createSignal, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {inspectScene, runScene} from '../harness';
import {recordingContext} from '../stand-ins/canvas';

/** The protected drawing steps of a text leaf and a shape, called directly: the harness has no canvas. */
interface DrawsText {
  applyStyle(context: CanvasRenderingContext2D): void;
  drawText(context: CanvasRenderingContext2D, text: string, box: BBox): void;
}
interface DrawsShape {
  drawShape(context: CanvasRenderingContext2D): void;
}

export default defineClaims('docs/components/text.mdx', [
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
]);
