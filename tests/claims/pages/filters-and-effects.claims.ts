import {
  type Circle,
  Filter,
  Layout,
  Node,
  Rect,
  blur,
  brightness,
  contrast,
  grayscale,
  hue,
  invert,
  saturate,
  sepia,
  type NodeProps,
  Txt,
  type View2D,
} from '@canvas-commons/2d';
import {BBox, Color, SignalContext, linear, useScene, waitFor, type ThreadGenerator} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {pageExample, runScene, sampleScene} from '../harness';
import {at, desiredWidth, hex} from '../reading';
import {onCanvas, withCanvases} from '../stand-in-scenes';
import {type Draw} from '../stand-ins/canvas';

const PAGE = 'docs/advanced/filters-and-effects.mdx';

/** A node that draws its label as text (recorded as a fillText), then its children; 100 × 100 around its origin. */
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

function requiresCache(node: Node): boolean {
  return (node as unknown as {requiresCache(): boolean}).requiresCache();
}

function filterString(node: Node): string {
  return (node as unknown as {filterString(): string}).filterString().trim();
}

/** The calls that drew the probe labelled `label`. */
function drawsOf(draws: Draw[], label: string): Draw[] {
  return draws.filter((draw) => draw.op === 'fillText' && draw.what === label);
}

/**
 * A group with an effect and two children: the children are drawn, unaffected, on the group's own canvas, and that
 * canvas is drawn once on the scene with the effect.
 */
function effectOnTheWholeSubtree(effect: NodeProps, expected: Partial<Draw>): () => Promise<void> {
  return () =>
    onCanvas((view, render) => {
      const group = new Node(effect);
      group.add([new Probe('a', {x: -20}), new Probe('b', {x: 20})]);
      view.add(group);
      const draws = render(group);
      const children = [...drawsOf(draws, 'a'), ...drawsOf(draws, 'b')];
      expect(children).toHaveLength(2);
      const cache = children[0]!.canvas;
      expect(cache).not.toBe('scene');
      for (const child of children) {
        expect(child).toMatchObject({
          canvas: cache,
          alpha: 1,
          mode: 'source-over',
          filter: 'none',
          shadowBlur: 0,
          shadowOffsetX: 0,
          shadowOffsetY: 0,
        });
      }
      const copies = draws.filter((draw) => draw.canvas === 'scene');
      expect(copies).toHaveLength(1);
      expect(copies[0]).toMatchObject({op: 'drawImage', what: cache, ...expected});
    });
}

const everyEffect = effectOnTheWholeSubtree(
  {
    opacity: 0.5,
    filters: [blur(4), grayscale(0.5)],
    shadowColor: '#ff0000',
    shadowBlur: 10,
    shadowOffsetY: 5,
    compositeOperation: 'multiply',
  },
  {
    alpha: 0.5,
    filter: ' blur(4px) grayscale(50%)',
    shadowBlur: 10,
    shadowOffsetY: 5,
    mode: 'multiply',
  },
);

/** A composite operation on a child of a cached node is applied on that node's canvas, after its earlier children. */
const compositeStaysInCachedAncestor = () =>
  onCanvas((view, render) => {
    const cached = new Node({cache: true});
    const blended = new Probe('blended', {compositeOperation: 'multiply'});
    cached.add([new Probe('below'), blended]);
    view.add(cached);
    const draws = render(cached);
    const [below] = drawsOf(draws, 'below');
    const copyOfBlended = draws.find((draw) => draw.op === 'drawImage' && draw.mode === 'multiply');
    expect(below!.canvas).not.toBe('scene');
    expect(copyOfBlended!.canvas).toBe(below!.canvas);
    expect(draws.indexOf(copyOfBlended!)).toBeGreaterThan(draws.indexOf(below!));
    // Without a cached ancestor, the blended node is copied onto the scene canvas itself.
    const loose = new Probe('loose', {compositeOperation: 'multiply'});
    view.add(loose);
    const copies = render(view).filter((draw) => draw.op === 'drawImage' && draw.mode === 'multiply');
    expect(copies.map((draw) => draw.canvas)).toContain('scene');
  });

/** The blur of a node is scaled by the view's scale (the resolution), not by the node's own scale. */
const blurInSceneUnits = () =>
  onCanvas((view) => {
    const node = new Node({scale: 3, filters: [blur(10)]});
    view.add(node);
    expect(filterString(node)).toBe('blur(10px)');
    // The view is scaled by the resolution scale: a half-resolution preview halves the blur in canvas pixels.
    view.scale(0.5);
    expect(filterString(node)).toBe('blur(5px)');
  });

/** A scene that tweens the filters of one node, sampled each frame as [blur, grayscale, filter names]. */
async function tweenFilters(
  from: Filter[],
  to: Filter[],
): Promise<Array<{time: number; value: {blur: number; grayscale: number; names: string[]}}>> {
  const {samples} = await sampleScene(
    function* (view) {
      view.add(new Node({filters: from}));
      yield* waitFor(0.1);
      yield* view.children()[0]!.filters(to, 1, linear);
      yield* waitFor(0.1);
    },
    (view) => {
      const node = view.children()[0];
      return {
        blur: node?.filters.blur() ?? NaN,
        grayscale: node?.filters.grayscale() ?? NaN,
        names: node?.filters().map((filter) => filter.name) ?? [],
      };
    },
  );
  return samples;
}

/** Table rows: the function, an example value, its CSS, and the neutral value. */
function filterRow(make: (value?: number) => Filter, value: number, css: string, neutral: number): () => Promise<void> {
  return () =>
    onCanvas((view) => {
      const filter = make();
      expect(filter.default).toBe(neutral);
      expect(filter.value()).toBe(neutral);
      expect(filter.isActive()).toBe(false);
      const node = new Node({filters: [make(value)]});
      view.add(node);
      expect(filterString(node)).toBe(css);
    });
}

const FOCUS = 'src/scenes/focus.tsx';
const MASK = 'src/scenes/mask.tsx';

export default defineClaims(
  PAGE,
  [
    {
      quote: 'Every node can be blurred, recoloured, faded, given a shadow, or blended with what lies beneath it.',
      claim: 'a node draws with its filters, opacity, shadow and composite operation',
      check: everyEffect,
    },
    {
      quote: 'apply to a node together with all of its children',
      claim: "the effects apply once to the node's canvas, on which its children were drawn without them",
      check: everyEffect,
    },
    {
      quote: 'it is drawn into an offscreen canvas first, its **cache**, and the cache is then copied onto the',
      claim: 'a node needing an effect draws into a canvas of its own, then copies it onto the scene with the effect',
      check: effectOnTheWholeSubtree({opacity: 0.4}, {alpha: 0.4}),
    },
    {
      quote: 'A node uses a cache when any of these is true:',
      claim: 'a plain node is not cached; each listed condition alone makes it cached',
      check: () =>
        onCanvas((view) => {
          const conditions: NodeProps[] = [
            {cache: true},
            {opacity: 0.9},
            {compositeOperation: 'screen'},
            {filters: [sepia(0.2)]},
            {shadowBlur: 4},
          ];
          const plain = new Node({});
          view.add(plain);
          expect(requiresCache(plain)).toBe(false);
          for (const props of conditions) {
            const node = new Node(props);
            view.add(node);
            expect(requiresCache(node)).toBe(true);
          }
        }),
    },
    {
      quote: '- `cache` is set to `true`,',
      claim: 'cache(true) makes a node cached',
      check: () =>
        onCanvas((view) => {
          const node = new Node({});
          view.add(node);
          expect(requiresCache(node)).toBe(false);
          node.cache(true);
          expect(requiresCache(node)).toBe(true);
        }),
    },
    {
      quote: '- `opacity` is below `1`,',
      claim: 'an opacity just below 1 makes a node cached, 1 does not',
      check: () =>
        onCanvas((view) => {
          const node = new Node({opacity: 1});
          view.add(node);
          expect(requiresCache(node)).toBe(false);
          node.opacity(0.99);
          expect(requiresCache(node)).toBe(true);
        }),
    },
    {
      quote: "- `compositeOperation` is anything other than `'source-over'`,",
      claim: 'a composite operation other than source-over makes a node cached',
      check: () =>
        onCanvas((view) => {
          const node = new Node({compositeOperation: 'source-over'});
          view.add(node);
          expect(requiresCache(node)).toBe(false);
          node.compositeOperation('lighter');
          expect(requiresCache(node)).toBe(true);
        }),
    },
    {
      quote: '- at least one filter in `filters` differs from its neutral value,',
      claim: 'neutral filters do not make a node cached; one filter off its neutral value does',
      check: () =>
        onCanvas((view) => {
          const node = new Node({filters: [brightness(1), blur(0), grayscale(0)]});
          view.add(node);
          expect(requiresCache(node)).toBe(false);
          node.filters.blur(0.5);
          expect(requiresCache(node)).toBe(true);
        }),
    },
    {
      quote: '- `shadowBlur` is above `0` or `shadowOffset` is non-zero',
      claim:
        'a shadow blur or offset makes a node cached, even with the default transparent shadowColor; a colour alone does not',
      check: () =>
        onCanvas((view) => {
          const coloured = new Node({shadowColor: '#ff0000'});
          const blurred = new Node({shadowBlur: 10});
          const offset = new Node({shadowOffset: [0, 6]});
          view.add([coloured, blurred, offset]);
          expect(requiresCache(coloured)).toBe(false);
          expect(new Color(blurred.shadowColor() as Color).alpha()).toBe(0);
          expect(requiresCache(blurred)).toBe(true);
          expect(requiresCache(offset)).toBe(true);
        }),
    },
    {
      quote: '- `shaders` are set and the project enables experimental features',
      claim: 'shaders make a node cached only when the scene has experimental features; otherwise they are dropped',
      check: () =>
        onCanvas((view) => {
          const scene = useScene() as unknown as {experimentalFeatures: boolean};
          const ignored = new Node({});
          view.add(ignored);
          ignored.shaders('void main() {}');
          expect(ignored.shaders()).toEqual([]);
          expect(requiresCache(ignored)).toBe(false);
          scene.experimentalFeatures = true;
          try {
            const shaded = new Node({});
            view.add(shaded);
            shaded.shaders('void main() {}');
            expect(shaded.shaders()).toHaveLength(1);
            expect(requiresCache(shaded)).toBe(true);
          } finally {
            scene.experimentalFeatures = false;
          }
        }),
    },
    {
      quote: 'it explains two behaviours you will meet below: effects apply to the',
      claim:
        "effects apply to the subtree at once, and a composite operation inside a cached node mixes on that node's canvas",
      check: async () => {
        await everyEffect();
        await compositeStaysInCachedAncestor();
      },
    },
    {
      quote: 'takes an array of filters, created with these functions',
      claim:
        'node.filters takes an array of the eight filter functions and draws them as the CSS filters of the same name',
      check: () =>
        onCanvas((view) => {
          const node = new Node({
            filters: [blur(2), brightness(0.5), contrast(2), saturate(0), grayscale(1), sepia(1), invert(1), hue(90)],
          });
          view.add(node);
          expect(filterString(node)).toBe(
            'blur(2px) brightness(50%) contrast(200%) saturate(0%) grayscale(100%) sepia(100%) invert(100%) hue-rotate(90deg)',
          );
        }),
    },
    {
      quote: '| [`blur`](/api/2d/partials/blur)(px)                | blur radius in pixels',
      claim: 'blur(px) is the CSS blur in pixels, neutral at 0',
      check: filterRow(blur, 12, 'blur(12px)', 0),
    },
    {
      quote: '| [`brightness`](/api/2d/partials/brightness)(v)     | `1` unchanged, `0` black, `2` twice as bright',
      claim: 'brightness(v) is the CSS brightness at v × 100 %, neutral at 1',
      check: filterRow(brightness, 2, 'brightness(200%)', 1),
    },
    {
      quote: '| [`contrast`](/api/2d/partials/contrast)(v)         | `1` unchanged, `0` flat grey',
      claim: 'contrast(v) is the CSS contrast at v × 100 %, neutral at 1',
      check: filterRow(contrast, 0, 'contrast(0%)', 1),
    },
    {
      quote: '| [`saturate`](/api/2d/partials/saturate)(v)         | `1` unchanged, `0` no colour',
      claim: 'saturate(v) is the CSS saturate at v × 100 %, neutral at 1',
      check: filterRow(saturate, 0, 'saturate(0%)', 1),
    },
    {
      quote: '| [`grayscale`](/api/2d/partials/grayscale)(v)       | `0` unchanged to `1` fully grey',
      claim: 'grayscale(v) is the CSS grayscale at v × 100 %, neutral at 0',
      check: filterRow(grayscale, 1, 'grayscale(100%)', 0),
    },
    {
      quote: '| [`sepia`](/api/2d/partials/sepia)(v)               | `0` unchanged to `1` fully sepia',
      claim: 'sepia(v) is the CSS sepia at v × 100 %, neutral at 0',
      check: filterRow(sepia, 1, 'sepia(100%)', 0),
    },
    {
      quote: '| [`invert`](/api/2d/partials/invert)(v)             | `0` unchanged to `1` fully inverted',
      claim: 'invert(v) is the CSS invert at v × 100 %, neutral at 0',
      check: filterRow(invert, 1, 'invert(100%)', 0),
    },
    {
      quote: '| [`hue`](/api/2d/partials/hue)(deg)                 | rotation of the hue in degrees',
      claim: 'hue(deg) is the CSS hue-rotate in degrees, neutral at 0',
      check: filterRow(hue, 45, 'hue-rotate(45deg)', 0),
    },
    {
      quote: 'Fractions such as `0.5` are converted to percentages for the browser',
      claim: 'grayscale(0.5) is drawn as the CSS grayscale(50%)',
      check: filterRow(grayscale, 0.5, 'grayscale(50%)', 0),
    },
    {
      quote: 'A filter left at its neutral value is skipped, and a node whose filters are all neutral is not cached',
      claim: 'neutral filters are left out of the drawn filter, and all-neutral filters leave the node uncached',
      check: () =>
        onCanvas((view) => {
          const mixed = new Node({filters: [blur(0), grayscale(1), brightness(1)]});
          const neutral = new Node({filters: [blur(0), brightness(1), hue(0)]});
          view.add([mixed, neutral]);
          expect(filterString(mixed)).toBe('grayscale(100%)');
          expect(requiresCache(neutral)).toBe(false);
        }),
    },
    {
      quote: 'The blur radius is measured in scene units rather than canvas pixels',
      claim: "a blur is scaled with the view (the resolution), not with the node's own scale",
      check: blurInSceneUnits,
    },
    {
      quote: 'Each function returns a [`Filter`](/api/2d/partials/Filter) whose value is a signal.',
      claim: 'the filter functions return Filter objects whose value is a signal that can be set and tweened',
      check: () =>
        onCanvas(() => {
          for (const make of [blur, brightness, contrast, saturate, grayscale, sepia, invert, hue]) {
            const filter = make(0.3);
            expect(filter).toBeInstanceOf(Filter);
            expect(filter.value.context).toBeInstanceOf(SignalContext);
            filter.value(0.7);
            expect(filter.value()).toBe(0.7);
          }
        }),
    },
    {
      quote: 'The `filters` signal has a shortcut for each filter name',
      claim: 'node.filters has a function per filter name',
      check: () =>
        onCanvas((view) => {
          const node = new Node({});
          view.add(node);
          for (const name of ['blur', 'brightness', 'contrast', 'saturate', 'grayscale', 'sepia', 'invert', 'hue']) {
            expect(typeof (node.filters as unknown as Record<string, unknown>)[name]).toBe('function');
          }
        }),
    },
    {
      quote:
        'Called without arguments, a shortcut returns the current value (or the neutral value if the filter is not',
      claim:
        'a shortcut without arguments returns the value in the list, or the neutral value without adding the filter',
      check: () =>
        onCanvas((view) => {
          const node = new Node({filters: [blur(4)]});
          view.add(node);
          expect(node.filters.blur()).toBe(4);
          expect(node.filters.brightness()).toBe(1);
          expect(node.filters.hue()).toBe(0);
          expect(node.filters()).toHaveLength(1);
        }),
    },
    {
      quote: 'Called with a value, it sets that filter, adding it to the list if needed, and with a duration it tweens',
      claim: 'a shortcut with a value sets or adds the filter; with a duration it tweens it',
      check: async () => {
        const {samples} = await sampleScene(
          function* (view) {
            const node = new Node({filters: [blur(4)]});
            view.add(node);
            node.filters.blur(6);
            node.filters.saturate(0.5);
            yield* node.filters.saturate(0, 1, linear);
            yield* waitFor(0.1);
          },
          (view) => ({
            names: view
              .children()[0]!
              .filters()
              .map((filter) => filter.name),
            blur: view.children()[0]!.filters.blur(),
            saturate: view.children()[0]!.filters.saturate(),
          }),
        );
        expect(samples[0]!.value.names).toEqual(['blur', 'saturate']);
        expect(samples[0]!.value.blur).toBe(6);
        expect(at(samples, 0.5).saturate).toBeCloseTo(0.25, 1);
        expect(samples.at(-1)!.value.saturate).toBe(0);
      },
    },
    {
      quote:
        'You can also tween the whole array with `node.filters([...], duration)`. When both arrays contain the same',
      claim: 'tweening to the same filters in the same order tweens each value directly over the whole duration',
      check: async () => {
        const samples = await tweenFilters([blur(0), grayscale(1)], [blur(10), grayscale(0)]);
        expect(at(samples, 0.6)).toMatchObject({names: ['blur', 'grayscale']});
        expect(at(samples, 0.6).blur).toBeCloseTo(5, 0);
        expect(at(samples, 0.6).grayscale).toBeCloseTo(0.5, 1);
        expect(samples.at(-1)!.value).toEqual({blur: 10, grayscale: 0, names: ['blur', 'grayscale']});
      },
    },
    {
      quote:
        'half of the duration (all of it when the new array is empty), and the new filters then take their place at',
      claim:
        'tweening to other filters fades the old ones out over the first half (the whole duration towards an empty list), then puts the new ones in at their neutral values, where they stay',
      check: async () => {
        const swap = await tweenFilters([blur(10)], [grayscale(1)]);
        // The tween runs from 0.1 s to 1.1 s.
        expect(at(swap, 0.35)).toMatchObject({names: ['blur'], grayscale: 0});
        expect(at(swap, 0.35).blur).toBeCloseTo(5, 0);
        expect(at(swap, 0.85)).toEqual({names: ['grayscale'], blur: 0, grayscale: 0});
        expect(swap.at(-1)!.value).toEqual({names: ['grayscale'], blur: 0, grayscale: 0});

        const clear = await tweenFilters([blur(10)], []);
        expect(at(clear, 0.6).blur).toBeCloseTo(5, 0);
        expect(clear.at(-1)!.value.names).toEqual([]);
      },
    },
    {
      quote:
        'neutral values: in version 0.3.1 they do not fade in, and the values you gave them are lost (tweening from an empty',
      claim: 'the filters given to such a tween end at their neutral values, also when tweening from an empty list',
      check: async () => {
        const target = grayscale(1);
        const fresh = await tweenFilters([], [target]);
        expect(fresh.every((sample) => sample.value.grayscale === 0)).toBe(true);
        expect(target.value()).toBe(0);
      },
    },
    {
      quote: 'To fade from some filters to others, put the same filters in both arrays, such as from',
      claim:
        'from [blur(10), grayscale(0)] to [blur(0), grayscale(1)], the blur fades out while the grayscale fades in',
      check: async () => {
        const both = await tweenFilters([blur(10), grayscale(0)], [blur(0), grayscale(1)]);
        expect(at(both, 0.6).blur).toBeCloseTo(5, 0);
        expect(at(both, 0.6).grayscale).toBeCloseTo(0.5, 1);
        expect(both.at(-1)!.value).toEqual({names: ['blur', 'grayscale'], blur: 0, grayscale: 1});
      },
    },
    {
      quote: 'When it plays, the two outer cards lose their colour, darken and blur,',
      claim:
        "the page's example: the outer cards desaturate, darken and blur while the middle one scales up with a shadow; then all return",
      check: async () => {
        const {samples} = await sampleScene(pageExample(PAGE, FOCUS), (view) => {
          const [left, middle, right] = view.children()[0]!.children() as Rect[];
          const outer = (card: Rect) => [card.filters.saturate(), card.filters.brightness(), card.filters.blur()];
          return {
            left: outer(left!),
            right: outer(right!),
            middle: [middle!.scale.x(), middle!.shadowBlur(), middle!.shadowOffset.y(), middle!.filters().length],
            counts: [left!.filters().length, right!.filters().length],
          };
        });
        expect(at(samples, 0.3)).toEqual({left: [1, 1, 0], right: [1, 1, 0], middle: [1, 0, 0, 0], counts: [0, 0]});
        expect(at(samples, 1.8)).toEqual({
          left: [0, 0.5, 10],
          right: [0, 0.5, 10],
          middle: [1.08, 60, 24, 0],
          counts: [3, 3],
        });
        // At the end the outer cards' filters are back at their neutral values (the empty list is set as the
        // scene's last frame ends) and the middle card is back to its size, without a shadow.
        expect(samples.at(-1)!.value).toMatchObject({left: [1, 1, 0], right: [1, 1, 0], middle: [1, 0, 0, 0]});
      },
    },
    {
      quote: 'The filters apply to each card together with its text, because the text is a child of the card.',
      claim:
        "in the example, each outer card's text is its child, and the card is cached with the filters; a cached node's children are drawn on its canvas, which gets the filters",
      check: async () => {
        let checked = false;
        await sampleScene(pageExample(PAGE, FOCUS), (view) => {
          if (checked || view.children().length === 0) return;
          const [left, , right] = view.children()[0]!.children() as Rect[];
          if (left!.filters.blur() !== 10) return;
          withCanvases(() => {
            for (const card of [left!, right!]) {
              expect(card.children()[0]).toBeInstanceOf(Txt);
              expect(requiresCache(card)).toBe(true);
              expect(filterString(card)).toBe('blur(10px) saturate(0%) brightness(50%)');
            }
          });
          checked = true;
        });
        expect(checked).toBe(true);
        await effectOnTheWholeSubtree(
          {filters: [blur(10), saturate(0), brightness(0.5)]},
          {filter: ' blur(10px) saturate(0%) brightness(50%)'},
        )();
      },
    },
    {
      quote: 'Shadows are controlled by these properties on every node:',
      claim: 'every node takes shadowColor, shadowBlur and shadowOffset (or shadowOffsetX and shadowOffsetY)',
      check: () =>
        onCanvas((view) => {
          const node = new Node({shadowColor: '#00ff00', shadowBlur: 7, shadowOffsetX: 3, shadowOffsetY: -4});
          view.add(node);
          expect(hex(node.shadowColor())).toBe('#00ff00');
          expect(node.shadowBlur()).toBe(7);
          expect(node.shadowOffset().toArray()).toEqual([3, -4]);
        }),
    },
    {
      quote: '- `shadowColor`: the colour of the shadow, usually semi-transparent. It defaults to fully transparent',
      claim: 'shadowColor is the shadow colour drawn, and defaults to a colour with alpha 0',
      check: () =>
        onCanvas((view, render) => {
          const node = new Probe('shadowed', {shadowBlur: 10});
          view.add(node);
          expect(new Color(node.shadowColor() as Color).alpha()).toBe(0);
          node.shadowColor('#ff000080');
          const copy = render(node).find((draw) => draw.canvas === 'scene');
          expect(copy?.shadowColor).toBe(new Color('#ff000080').serialize());
        }),
    },
    {
      quote: '- `shadowBlur`: how soft the shadow is.',
      claim: "shadowBlur becomes the canvas's shadowBlur",
      check: () =>
        onCanvas((view, render) => {
          const node = new Probe('shadowed', {shadowColor: '#000000', shadowBlur: 25});
          view.add(node);
          expect(render(node).find((draw) => draw.canvas === 'scene')?.shadowBlur).toBe(25);
        }),
    },
    {
      quote: '- `shadowOffset` (or `shadowOffsetX` and `shadowOffsetY`): how far the shadow is moved.',
      claim: "shadowOffset becomes the canvas's shadow offset",
      check: () =>
        onCanvas((view, render) => {
          const node = new Probe('shadowed', {shadowColor: '#000000', shadowOffsetX: 12, shadowOffsetY: -8});
          view.add(node);
          expect(render(node).find((draw) => draw.canvas === 'scene')).toMatchObject({
            shadowOffsetX: 12,
            shadowOffsetY: -8,
          });
        }),
    },
    {
      quote: 'As with filters, the shadow is cast by the node and its children as one shape.',
      claim: 'a Layout with a shadow draws its children without one, then its canvas once with the shadow',
      check: () =>
        onCanvas((view, render) => {
          const layout = new Layout({shadowColor: '#000000', shadowBlur: 20});
          layout.add([new Probe('a', {x: -60}), new Probe('b', {x: 60})]);
          view.add(layout);
          const draws = render(layout);
          const children = [...drawsOf(draws, 'a'), ...drawsOf(draws, 'b')];
          expect(children.map((draw) => draw.shadowBlur)).toEqual([0, 0]);
          const shadowed = draws.filter((draw) => draw.shadowBlur > 0);
          expect(shadowed).toHaveLength(1);
          expect(shadowed[0]).toMatchObject({canvas: 'scene', op: 'drawImage', what: children[0]!.canvas});
        }),
    },
    {
      quote: 'ranges from `0` to `1` and is also applied to the subtree as a whole',
      claim: 'opacity is clamped to 0…1 and applied once to the canvas of the node and its children',
      check: async () => {
        await onCanvas((view) => {
          const node = new Node({opacity: 1.5});
          view.add(node);
          expect(node.opacity()).toBe(1);
          node.opacity(-0.5);
          expect(node.opacity()).toBe(0);
        });
        await effectOnTheWholeSubtree({opacity: 0.5}, {alpha: 0.5})();
      },
    },
    {
      quote: 'two overlapping children of a node with `opacity={0.5}` do not show through each other',
      claim: 'children of a half-transparent node are drawn opaque on its canvas, which alone is drawn at 0.5',
      check: effectOnTheWholeSubtree({opacity: 0.5}, {alpha: 0.5}),
    },
    {
      quote: "whose combined opacity (its own multiplied by its ancestors') is `0` is not drawn at all",
      claim: 'absoluteOpacity multiplies the opacities of the ancestors, and a node at 0 draws nothing',
      check: () =>
        onCanvas((view, render) => {
          const parent = new Node({opacity: 0.5});
          const child = new Probe('child', {opacity: 0.4});
          parent.add(child);
          view.add(parent);
          expect(child.absoluteOpacity()).toBeCloseTo(0.2, 9);
          expect(drawsOf(render(parent), 'child')).toHaveLength(1);
          parent.opacity(0);
          expect(render(parent)).toEqual([]);
          parent.opacity(1);
          child.opacity(0);
          expect(render(parent)).toEqual([]);
        }),
    },
    {
      quote: "decides how a node's pixels are combined with the pixels already drawn below it",
      claim: "compositeOperation is the canvas's globalCompositeOperation when the node is copied onto what lies below",
      check: () =>
        onCanvas((view, render) => {
          const node = new Probe('top', {compositeOperation: 'difference'});
          view.add(node);
          expect(render(view).find((draw) => draw.op === 'drawImage')).toMatchObject({
            canvas: 'scene',
            mode: 'difference',
          });
        }),
    },
    {
      quote: "for example `'multiply'`, `'screen'`, `'overlay'`, `'difference'`, `'source-in'` or `'destination-out'`",
      claim: 'each listed composite operation is handed to the canvas as is',
      check: () =>
        onCanvas((view, render) => {
          for (const mode of [
            'multiply',
            'screen',
            'overlay',
            'difference',
            'source-in',
            'destination-out',
          ] as GlobalCompositeOperation[]) {
            const node = new Probe(mode, {compositeOperation: mode});
            view.add(node);
            expect(render(node).find((draw) => draw.canvas === 'scene')).toMatchObject({op: 'drawImage', mode});
          }
        }),
    },
    {
      quote: "is `'source-over'`, which simply paints on top.",
      claim: 'compositeOperation defaults to source-over, and such a node is drawn directly on the scene',
      check: () =>
        onCanvas((view, render) => {
          const node = new Probe('plain');
          view.add(node);
          expect(node.compositeOperation()).toBe('source-over');
          expect(render(node)).toMatchObject([{canvas: 'scene', op: 'fillText', mode: 'source-over'}]);
        }),
    },
    {
      quote: 'Tweening `compositeOperation` cannot interpolate between two modes, so it fades instead',
      claim:
        'tweening to a mode switches to it at once and fades out a normal copy drawn over it; tweening back fades the copy in, then switches',
      check: async () => {
        /** [mode of the first copy, alpha of the normal copy over it, or 0 without one] every 0.25 s. */
        const steps: Array<[string, number]> = [];
        await runScene(function* (view) {
          const node = new Probe('blended');
          view.add(node);
          const snapshot = () =>
            withCanvases((render) => {
              const copies = render(node).filter((draw) => draw.canvas === 'scene' && draw.op !== 'fillText');
              const overlay = copies.find((draw, index) => index > 0 && draw.mode === 'source-over');
              steps.push([copies[0]?.mode ?? 'direct', Number((overlay?.alpha ?? 0).toFixed(2))]);
            });
          function* sampled(task: ThreadGenerator): ThreadGenerator {
            yield task;
            for (let step = 0; step < 4; step++) {
              snapshot();
              yield* waitFor(0.25);
            }
            yield* waitFor(0.1);
            snapshot();
          }
          yield* sampled(node.compositeOperation('multiply', 1, linear));
          yield* sampled(node.compositeOperation('source-over', 1, linear));
        });
        const expected: Array<[string, number]> = [
          ['multiply', 1],
          ['multiply', 0.75],
          ['multiply', 0.5],
          ['multiply', 0.25],
          ['multiply', 0],
          ['multiply', 0],
          ['multiply', 0.25],
          ['multiply', 0.5],
          ['multiply', 0.75],
          ['direct', 0],
        ];
        expect(steps.map(([mode]) => mode)).toEqual(expected.map(([mode]) => mode));
        // Within a frame or two of the linear fade (0.25 s is 15 frames, so 1/15 of the way is about 0.07).
        steps.forEach(([, alpha], index) => expect(Math.abs(alpha - expected[index]![1])).toBeLessThanOrEqual(0.05));
      },
    },
    {
      quote: 'A composite operation mixes with everything drawn earlier **inside the nearest cached ancestor**, or',
      claim:
        "a blended node is copied onto its nearest cached ancestor's canvas, after its earlier siblings; without one, onto the scene",
      check: compositeStaysInCachedAncestor,
    },
    {
      quote: "at the top level of a scene punches a hole through the scene's",
      claim: "a top-level destination-out node is drawn on the scene canvas after the view's background",
      check: () =>
        onCanvas((view, render) => {
          view.fill('#101014');
          view.add(new Probe('hole', {compositeOperation: 'destination-out'}));
          const draws = render(view);
          const background = draws.findIndex((draw) => draw.canvas === 'scene' && draw.op === 'fill');
          const hole = draws.findIndex((draw) => draw.canvas === 'scene' && draw.mode === 'destination-out');
          expect(background).toBeGreaterThanOrEqual(0);
          expect(hole).toBeGreaterThan(background);
        }),
    },
    {
      quote: 'Wrap the nodes that should interact in a parent with `cache` to keep the effect local.',
      claim: 'inside a cached parent, a blended node is copied onto the parent’s canvas, not onto the scene',
      check: compositeStaysInCachedAncestor,
    },
    {
      quote: "mask first, then draw the content with `'source-in'`, which keeps the content only where the mask",
      claim: 'in the mask example, the mask is drawn on the cached parent first, then the content with source-in',
      check: () => maskDraws(true),
    },
    {
      quote: 'a small circle appears in the',
      claim:
        "the page's example: the mask grows from 0 to 320, slides to x = 400, then grows to 3000, enough to show all the stripes",
      check: async () => {
        // Node has no layout engine: a size tween there jumps to its end value, so only the end of each step is read.
        let end = {size: NaN, x: NaN};
        const {samples} = await sampleScene(
          function* (view) {
            yield* pageExample(PAGE, MASK)(view);
            end = maskState(view);
          },
          (view) => maskState(view),
        );
        expect(samples[0]!.value).toEqual({size: 0, x: 0});
        expect(at(samples, 0.62).size).toBe(320);
        expect(at(samples, 0.62).x).toBeLessThan(1);
        expect(at(samples, 1.5)).toEqual({size: 320, x: 400});
        expect(end).toEqual({size: 3000, x: 400});
        // The stripes span x from -975 to 975 and y from -540 to 540: every corner is inside the final circle.
        const corners = [-975, 975].flatMap((x) => [-540, 540].map((y) => Math.hypot(x - end.x, y)));
        expect(Math.max(...corners)).toBeLessThan(end.size / 2);
      },
    },
    {
      quote: 'is what keeps the dark scene background out of the',
      claim:
        "with cache, the source-in content lands on the parent's canvas; without it, on the scene after the background",
      check: async () => {
        await maskDraws(true);
        await maskDraws(false);
      },
    },
    {
      quote: 'Set `cache` yourself when you want a group to be composited as a unit',
      claim: 'a cached group draws its children on its canvas and copies it onto the scene once',
      check: effectOnTheWholeSubtree({cache: true}, {alpha: 1, mode: 'source-over'}),
    },
    {
      quote: 'The cache covers the bounding box of the node and its children, including their strokes, shadows',
      claim:
        "the cache box includes the children's strokes, blur and shadows, is clipped to the scene, and grows by cachePadding",
      check: () =>
        onCanvas((view) => {
          const box = (child: Node, props: NodeProps = {}) => {
            const parent = new Node(props);
            parent.add(child);
            view.add(parent);
            return parent.cacheBBox();
          };
          // Node has no layout engine, so a Rect measures 0 × 0 here: its box is its stroke alone.
          expect(box(new Rect({size: 100})).width).toBe(0);
          expect(box(new Rect({size: 100, stroke: '#fff', lineWidth: 20})).width).toBe(20);
          // A probe draws 100 × 100; a 5 px blur adds twice its radius, a shadow its blur and its offset.
          expect(box(new Probe('plain')).width).toBe(100);
          expect(box(new Probe('blurred', {filters: [blur(5)]})).width).toBe(120);
          expect(box(new Probe('shadowed', {shadowBlur: 8, shadowOffsetX: 30})).width).toBe(146);
          const padded = box(new Probe('padded'), {cachePadding: 30});
          expect([padded.width, padded.height]).toEqual([160, 160]);
          const top = box(new Probe('top'), {cachePaddingTop: 30});
          expect([top.y, top.height]).toEqual([-80, 130]);
          // Clipped: a node far larger than the scene gets a cache the size of the scene.
          // The scene's size comes from the browser's layout; here the view's element reports it by hand.
          const element = (view as unknown as {element: {getBoundingClientRect(): unknown}}).element;
          element.getBoundingClientRect = () => ({x: 0, y: 0, width: 1920, height: 1080});
          view.size([1920, 1080]);
          const huge = new Node({cache: true, cachePadding: 5000});
          huge.add(new Probe('huge'));
          view.add(huge);
          const world = (huge as unknown as {worldSpaceCacheBBox(): BBox}).worldSpaceCacheBBox();
          // Rounded out to whole pixels, plus 2 px of margin on each side.
          expect(world.width).toBeGreaterThanOrEqual(1920);
          expect(world.width).toBeLessThanOrEqual(1926);
          expect(world.height).toBeGreaterThanOrEqual(1080);
          expect(world.height).toBeLessThanOrEqual(1086);
        }),
    },
    {
      quote: 'A cached node is redrawn into its offscreen canvas whenever anything inside it changes',
      claim: 'a change inside a cached node redraws its canvas; each cached node has a canvas of its own and one copy',
      check: () =>
        onCanvas((view, render) => {
          const first = new Node({cache: true});
          const inner = new Rect({size: 50, fill: '#ff0000'});
          first.add(inner);
          const second = new Node({cache: true});
          second.add(new Probe('other'));
          view.add([first, second]);
          const onCache = (draws: Draw[]) => draws.filter((draw) => draw.op === 'fill' && draw.canvas !== 'scene');
          const before = render(view);
          expect(onCache(before)).toHaveLength(1);
          // Nothing changed: the canvas is reused as it is.
          expect(onCache(render(view))).toHaveLength(0);
          inner.fill('#00ff00');
          expect(onCache(render(view))).toHaveLength(1);
          const copies = before.filter((draw) => draw.canvas === 'scene' && draw.op === 'drawImage');
          expect(copies).toHaveLength(2);
          expect(new Set(copies.map((draw) => draw.what)).size).toBe(2);
        }),
    },
    {
      quote: 'is unrelated to `compositeOperation`: it marks a node as the reference space for the blur and',
      claim: 'composite makes a node the space in which the blur of its descendants is measured, without caching it',
      check: () =>
        onCanvas((view) => {
          const root = new Node({scale: 2, composite: true});
          const child = new Node({filters: [blur(5)]});
          root.add(child);
          view.add(root);
          expect(requiresCache(root)).toBe(false);
          expect(root.compositeOperation()).toBe('source-over');
          expect(filterString(child)).toBe('blur(10px)');
          root.composite(false);
          expect(filterString(child)).toBe('blur(5px)');
        }),
    },
    {
      quote: "The scene's view has it enabled, which is why those sizes are measured in scene",
      claim: "the view is composite, so blur sizes follow the view's scale",
      check: async () => {
        await onCanvas((view) => expect(view.composite()).toBe(true));
        await blurInSceneUnits();
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: 'keeps the content only inside the mask',
        reason: 'what destination-in does to pixels is the browser canvas rule; the library only passes the mode on',
      },
      {
        quote: 'cuts that shape out of whatever was drawn before it in the same cached parent',
        reason: 'what destination-out does to pixels is the browser canvas rule; where it applies is claimed above',
      },
    ],
  },
);

function maskState(view: View2D): {size: number; x: number} {
  const mask = view.children()[0]!.children()[0] as Circle;
  return {size: desiredWidth(mask), x: mask.x()};
}

/** The mask example's drawing: with the outer node cached, or with its cache turned off. */
async function maskDraws(cached: boolean): Promise<void> {
  let checked = false;
  await sampleScene(pageExample(PAGE, MASK), (view) => {
    if (checked || view.children().length === 0) return;
    const outer = view.children()[0]!;
    const mask = outer.children()[0] as Circle;
    if (desiredWidth(mask) < 320) return;
    outer.cache(cached);
    // The heading is left out of the drawing: text waits for the browser to load its font, which Node cannot do.
    const heading = outer
      .children()[1]!
      .children()
      .find((child) => child instanceof Txt);
    heading?.remove();
    withCanvases((render) => {
      const draws = render(view);
      const background = draws.findIndex((draw) => draw.canvas === 'scene' && draw.op === 'fill');
      const maskFill = draws.findIndex((draw) => draw.op === 'fill' && draw.canvas !== 'scene');
      const content = draws.findIndex((draw) => draw.op === 'drawImage' && draw.mode === 'source-in');
      expect(background).toBeGreaterThanOrEqual(0);
      expect(content).toBeGreaterThan(0);
      if (cached) {
        expect(draws[content]!.canvas).not.toBe('scene');
        expect(draws[maskFill]!.canvas).toBe(draws[content]!.canvas);
        expect(maskFill).toBeLessThan(content);
      } else {
        expect(draws[content]!.canvas).toBe('scene');
        expect(content).toBeGreaterThan(background);
      }
    });
    outer.cache(true);
    checked = true;
  });
  expect(checked).toBe(true);
}
