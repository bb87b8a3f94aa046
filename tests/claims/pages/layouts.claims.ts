import {Circle, Img, Layout, Node, Rect, Txt} from '@canvas-commons/2d';
import {Spacing, Vector2, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {inspectScene, runScene} from '../harness';
import {expectPoint} from '../points';
import {geometryScenes, inspectTransforms} from '../stand-in-scenes';
import {methodNames, recordingContext} from '../stand-ins/canvas';

/*
 * Layout itself (where flexbox puts children, how big content is) is the browser's work, which these checks cannot
 * do: those sentences are listed as unclaimed. What the library does on its own is checked: the defaults, which
 * nodes take part, the CSS it hands to each node's element, and how it reads sizes back from the element's box.
 */

/** Sizes measured strictly: a check here reads only sizes a browser gives without a layout engine. */
const {inspectGeometry} = geometryScenes('strict');

/** The CSS the library wrote on a node's element (the harness's inert element keeps it as a plain object). */
const style = (node: Layout) => (node.element as unknown as {style: Record<string, string>}).style;

/** Makes the library apply a layout root's flex and font settings to its elements, as it does before measuring. */
const applyLayout = (root: Layout) => {
  root.size();
  return root;
};

/** What `layoutChildren` (protected) lists: the children whose elements take part in a layout. */
const inFlow = (node: Layout) => (node as unknown as {layoutChildren(): Layout[]}).layoutChildren();

/**
 * Gives `node`'s element the box a browser would measure for a width of `auto` (content of `contentWidth` px) or
 * `'50%'` (of a 1920 px frame), or a pixel width: enough to see how the library reads and tweens sizes.
 */
function measureLikeABrowser(node: Layout, contentWidth: number) {
  const element = node.element as unknown as {style: Record<string, string>; getBoundingClientRect: () => unknown};
  element.getBoundingClientRect = () => {
    const width = element.style.width;
    const pixels = width === '' ? contentWidth : width === '50%' ? 960 : parseFloat(width);
    return {x: 0, y: 0, width: pixels, height: 100, top: 0, left: 0, right: pixels, bottom: 100};
  };
}

/** A node's flex defaults, one prop at a time. */
function defaultOf(prop: keyof Layout): Promise<unknown> {
  let value: unknown;
  return inspectScene((view) => {
    const node = new Layout({layout: true});
    view.add(node);
    value = (node[prop] as () => unknown)();
  }).then(() => value);
}

/** width() of a node set to '50%' is the width its element measures. */
const readsPixels = () =>
  inspectScene((view) => {
    const node = new Rect({width: '50%'});
    measureLikeABrowser(node, 400);
    view.add(node);
    expect(node.width()).toBe(960);
    expect(node.width.context.getter()).toBe('50%');
    expect(style(node).width).toBe('50%');
  });

/** A width tween from automatic to '50%', watched frame by frame. */
async function tweensInPixels() {
  const during: Array<{css: string; width: number}> = [];
  let end = {css: '', width: NaN, raw: '' as unknown};
  await runScene(function* (view) {
    const node = new Rect({});
    measureLikeABrowser(node, 400);
    view.add(node);
    const tween = node.width('50%', 1);
    yield tween;
    for (let i = 0; i < 30; i++) {
      yield;
      const width = node.width();
      during.push({css: style(node).width, width});
    }
    yield* waitFor(1);
    const width = node.width();
    end = {css: style(node).width, width, raw: node.width.context.getter()};
  });
  for (const {css, width} of during) {
    expect(css).toMatch(/^\d+(\.\d+)?px$/);
    expect(width).toBeGreaterThan(400);
    expect(width).toBeLessThan(960);
  }
  expect(end).toEqual({css: '50%', width: 960, raw: '50%'});
}

export default defineClaims(
  'docs/getting-started/layouts.mdx',
  [
    {
      quote: 'solve this with the model web pages',
      claim: "a layout root's element is a CSS flex container",
      check: () =>
        inspectScene((view) => {
          const root = new Rect({layout: true, children: new Rect({})});
          view.add(applyLayout(root));
          expect(style(root).display).toBe('flex');
          expect(style(root.children()[0] as Rect).display).toBe('flex');
        }),
    },
    {
      quote: "Canvas Commons delegates the calculation to the browser's own layout engine.",
      claim:
        "layout props become CSS flex properties on the node's DOM element, and sizes are read from the element's box",
      check: () =>
        inspectScene((view) => {
          const child = new Rect({grow: 2, margin: [5, 10]});
          const root = new Rect({layout: true, direction: 'column', gap: 20, padding: 40, justifyContent: 'center'});
          root.add(child);
          view.add(applyLayout(root));
          expect(style(root)).toMatchObject({
            display: 'flex',
            flexDirection: 'column',
            columnGap: '20px',
            rowGap: '20px',
            paddingTop: '40px',
            paddingLeft: '40px',
            justifyContent: 'center',
            position: 'absolute',
          });
          expect(style(child)).toMatchObject({
            flexGrow: '2',
            marginTop: '5px',
            marginLeft: '10px',
            position: 'relative',
          });
          // The harness's elements measure 0 × 0: a size read back from them, not one the library worked out.
          expect([root.width(), root.height()]).toEqual([0, 0]);
        }),
    },
    {
      quote: 'Layout is opt-in. Set the `layout` prop on a node to make it a **layout root**:',
      claim: 'layout is off by default; a node with layout set is a layout root whose children take part',
      check: () =>
        inspectScene((view) => {
          const plain = new Rect({children: new Rect({})});
          const child = new Rect({});
          const root = new Rect({layout: true, children: child});
          view.add([plain, root]);
          expect(plain.layout()).toBeNull();
          expect(plain.layoutEnabled()).toBe(false);
          expect(plain.children()[0]!.parent()).toBe(plain);
          expect((plain.children()[0] as Rect).layoutEnabled()).toBe(false);
          expect(root.layoutEnabled()).toBe(true);
          expect(root.isLayoutRoot()).toBe(true);
          expect(child.isLayoutRoot()).toBe(false);
        }),
    },
    {
      quote: '`layout` works on [`Layout`](/api/2d/components/Layout) and on everything built on it',
      claim: 'Rect, Circle, Txt and Img are Layouts, and the layout prop turns layout on for each',
      check: () =>
        inspectScene((view) => {
          for (const Kind of [Rect, Circle, Txt]) {
            const node = new Kind({layout: true});
            view.add(node);
            expect(node).toBeInstanceOf(Layout);
            expect(node.layoutEnabled()).toBe(true);
          }
          expect(Img.prototype).toBeInstanceOf(Layout);
        }),
    },
    {
      quote: 'A plain `Layout` draws',
      claim: 'a Layout issues no drawing calls of its own; a Rect with a fill does',
      check: () =>
        inspectGeometry((view) => {
          const container = new Layout({layout: true, width: 300, height: 100});
          const card = new Rect({width: 300, height: 100, fill: '#1e1e1e'});
          view.add([container, card]);
          const empty = recordingContext();
          container.render(empty.context);
          expect(methodNames(empty.calls).filter((name) => !['save', 'restore', 'transform'].includes(name))).toEqual(
            [],
          );
          const filled = recordingContext();
          card.render(filled.context);
          expect(methodNames(filled.calls)).toContain('fill');
        }),
    },
    {
      quote: "The setting is inherited: a child whose `layout` is not set takes part in its parent's layout.",
      claim: 'a child with layout unset takes part, even through a plain Node in between',
      check: () =>
        inspectScene((view) => {
          const child = new Rect({});
          const deep = new Rect({});
          const root = new Layout({layout: true, children: [child, new Node({children: deep})]});
          view.add(root);
          for (const node of [child, deep]) {
            expect(node.layout()).toBeNull();
            expect(node.layoutEnabled()).toBe(true);
          }
          expect(inFlow(root)).toEqual([child, deep]);
        }),
    },
    {
      quote: '- The **root** is positioned like any other node, by its `position` (and `anchor`).',
      claim: 'a layout root keeps its own position; its size is left to its content unless width/height are set',
      check: () =>
        inspectScene((view) => {
          const auto = new Rect({layout: true, x: 120, y: -40, children: new Rect({})});
          const fixed = new Rect({layout: true, width: 300, height: 200});
          view.add([applyLayout(auto), applyLayout(fixed)]);
          expectPoint(auto.position(), [120, -40]);
          expect([style(auto).width, style(auto).height]).toEqual(['', '']);
          expect([style(fixed).width, style(fixed).height]).toEqual(['300px', '200px']);
        }),
    },
    {
      quote: '- The **children** are positioned by the layout.',
      claim:
        "setting a layout child's x, y or position changes nothing it reports; rotation and scale are applied but not sent to the layout",
      check: () =>
        inspectTransforms(() => {
          const child = new Rect({width: 80, height: 80});
          const root = new Rect({layout: true, children: child});
          applyLayout(root);
          const before = child.position();
          child.x(100).y(-50);
          expectPoint(child.position(), before);
          child.position([300, 300]);
          expectPoint(child.position(), before);
          const styleBefore = {...style(child)};
          child.rotation(90).scale(2);
          applyLayout(root);
          expect(style(child)).toEqual(styleBefore);
          // The rotation is still part of the child's transform.
          expectPoint(new Vector2(10, 0).transform(child.localToParent()), [0, 20]);
        }),
    },
    {
      quote: '- A child with `layout={false}` leaves the flow.',
      claim:
        "a child with layout={false} is not in the parent's flow and sits at its own position from the parent's centre",
      check: () =>
        inspectGeometry((view) => {
          const badge = new Circle({layout: false, size: 40, x: 100, y: -50});
          const item = new Rect({width: 80, height: 80});
          const root = new Rect({layout: true, x: 200, children: [item, badge]});
          view.add(root);
          expect(inFlow(root)).toEqual([item]);
          expect(badge.isLayoutRoot()).toBe(true);
          expectPoint(badge.position(), [100, -50]);
          expectPoint(badge.position.view(), [300, -50]);
        }),
    },
    {
      quote: "| `direction` | `'row'`, `'column'`, `'row-reverse'`, `'column-reverse'` | `'row'` |",
      claim: "direction defaults to 'row' and is passed to CSS flex-direction",
      check: async () => {
        expect(await defaultOf('direction')).toBe('row');
        await inspectScene((view) => {
          for (const direction of ['row', 'column', 'row-reverse', 'column-reverse'] as const) {
            const root = new Layout({layout: true, direction});
            view.add(applyLayout(root));
            expect(style(root).flexDirection).toBe(direction);
          }
        });
      },
    },
    {
      quote: '| `gap` | space between children; `rowGap` and `columnGap` set one axis | `0` |',
      claim: 'gap defaults to 0, and rowGap/columnGap set one axis each',
      check: async () => {
        expect(await defaultOf('gap')).toEqual(new Vector2(0, 0));
        await inspectScene((view) => {
          const both = new Layout({layout: true, gap: 20});
          const rows = new Layout({layout: true, rowGap: 30});
          const columns = new Layout({layout: true, columnGap: 40});
          view.add([applyLayout(both), applyLayout(rows), applyLayout(columns)]);
          expect([style(both).rowGap, style(both).columnGap]).toEqual(['20px', '20px']);
          expect([style(rows).rowGap, style(rows).columnGap]).toEqual(['30px', '0px']);
          expect([style(columns).rowGap, style(columns).columnGap]).toEqual(['0px', '40px']);
        });
      },
    },
    {
      quote:
        '| `padding` | space inside the edges: a number, `[vertical, horizontal]`, or `[top, right, bottom, left]`',
      claim:
        'padding defaults to 0 and takes a number, [vertical, horizontal], [top, right, bottom, left] or paddingTop etc.',
      check: async () => {
        expect(await defaultOf('padding')).toEqual(new Spacing(0));
        await inspectScene(() => {
          const sides = (node: Layout) => {
            const {top, right, bottom, left} = node.padding();
            return [top, right, bottom, left];
          };
          expect(sides(new Layout({padding: 10}))).toEqual([10, 10, 10, 10]);
          expect(sides(new Layout({padding: [10, 20]}))).toEqual([10, 20, 10, 20]);
          expect(sides(new Layout({padding: [1, 2, 3, 4]}))).toEqual([1, 2, 3, 4]);
          expect(sides(new Layout({paddingTop: 5, paddingLeft: 7}))).toEqual([5, 0, 0, 7]);
        });
      },
    },
    {
      quote: '| `justifyContent` | distribution along the main axis:',
      claim: "justifyContent defaults to 'start'",
      check: async () => {
        expect(await defaultOf('justifyContent')).toBe('start');
      },
    },
    {
      quote: '| `alignItems` | alignment across it:',
      claim: "alignItems defaults to 'stretch'",
      check: async () => {
        expect(await defaultOf('alignItems')).toBe('stretch');
      },
    },
    {
      quote: "| `wrap` | `'nowrap'`, `'wrap'`, `'wrap-reverse'` | `'nowrap'` |",
      claim: "wrap defaults to 'nowrap' and is passed to CSS flex-wrap",
      check: async () => {
        expect(await defaultOf('wrap')).toBe('nowrap');
        await inspectScene((view) => {
          const root = new Layout({layout: true, wrap: 'wrap-reverse'});
          view.add(applyLayout(root));
          expect(style(root).flexWrap).toBe('wrap-reverse');
        });
      },
    },
    {
      quote: "| `alignContent` | how wrapped lines are distributed | `'normal'` |",
      claim: "alignContent defaults to 'normal'",
      check: async () => {
        expect(await defaultOf('alignContent')).toBe('normal');
      },
    },
    {
      quote: '| `grow` | share of the free space this child takes | `0` |',
      claim: 'grow defaults to 0',
      check: async () => {
        expect(await defaultOf('grow')).toBe(0);
      },
    },
    {
      quote: '| `shrink` | how much this child gives up when space runs out | `1` |',
      claim: 'shrink defaults to 1',
      check: async () => {
        expect(await defaultOf('shrink')).toBe(1);
      },
    },
    {
      quote: '| `basis` | starting size before growing or shrinking | `null` (automatic) |',
      claim: 'basis defaults to null, which leaves CSS flex-basis unset',
      check: async () => {
        expect(await defaultOf('basis')).toBeNull();
        await inspectScene((view) => {
          const child = new Rect({});
          const sized = new Rect({basis: 120});
          view.add(applyLayout(new Layout({layout: true, children: [child, sized]})));
          expect(style(child).flexBasis).toBe('');
          expect(style(sized).flexBasis).toBe('120px');
        });
      },
    },
    {
      quote: "| `alignSelf` | overrides the parent's `alignItems` for this child | `'auto'` |",
      claim: "alignSelf defaults to 'auto' and is passed to CSS align-self",
      check: async () => {
        expect(await defaultOf('alignSelf')).toBe('auto');
        await inspectScene((view) => {
          const child = new Rect({alignSelf: 'end'});
          view.add(applyLayout(new Layout({layout: true, children: child})));
          expect(style(child).alignSelf).toBe('end');
        });
      },
    },
    {
      quote: '| `margin` | space outside the child, same forms as `padding` | `0` |',
      claim: 'margin defaults to 0 and takes the same forms as padding',
      check: async () => {
        expect(await defaultOf('margin')).toEqual(new Spacing(0));
        await inspectScene(() => {
          const {top, right, bottom, left} = new Layout({margin: [10, 20]}).margin();
          expect([top, right, bottom, left]).toEqual([10, 20, 10, 20]);
          expect(new Layout({marginLeft: 3}).margin().left).toBe(3);
        });
      },
    },
    {
      quote: 'Like every node property, these are signals. The numeric ones',
      claim: 'gap, padding, margin, grow, shrink and sizes tween through in-between values',
      check: async () => {
        const halfway: Record<string, number> = {};
        await runScene(function* (view) {
          const child = new Rect({width: 0});
          const root = new Layout({layout: true, children: child});
          view.add(root);
          yield root.gap(40, 1);
          yield root.padding(40, 1);
          yield child.margin(40, 1);
          yield child.grow(4, 1);
          yield child.shrink(5, 1);
          yield child.width(40, 1);
          yield* waitFor(0.5);
          applyLayout(root);
          Object.assign(halfway, {
            gap: root.gap().x,
            padding: root.padding().top,
            margin: child.margin().left,
            grow: child.grow(),
            shrink: child.shrink(),
            width: parseFloat(style(child).width),
          });
        });
        const ends: Record<string, number> = {gap: 40, padding: 40, margin: 40, grow: 4, shrink: 5, width: 40};
        const starts: Record<string, number> = {gap: 0, padding: 0, margin: 0, grow: 0, shrink: 1, width: 0};
        for (const [name, value] of Object.entries(halfway)) {
          expect(value, name).toBeGreaterThan(Math.min(starts[name]!, ends[name]!));
          expect(value, name).toBeLessThan(Math.max(starts[name]!, ends[name]!));
        }
      },
    },
    {
      quote: 'The others are strings, so they switch instantly when you set them.',
      claim: 'setting a string flex prop without a duration changes it (and its CSS) at once',
      check: () =>
        inspectScene((view) => {
          const root = new Layout({layout: true});
          view.add(applyLayout(root));
          root.justifyContent('center').direction('column');
          applyLayout(root);
          expect([root.justifyContent(), root.direction()]).toEqual(['center', 'column']);
          expect([style(root).justifyContent, style(root).flexDirection]).toEqual(['center', 'column']);
        }),
    },
    {
      quote: 'Do not give them a duration: 0.3.1',
      claim:
        'tweening justifyContent passes through strings that are no valid value, and lands on the target at the end',
      check: async () => {
        const seen: string[] = [];
        await runScene(function* (view) {
          const root = new Layout({layout: true});
          view.add(root);
          const tween = root.justifyContent('center', 1);
          yield tween;
          for (let i = 0; i < 70; i++) {
            seen.push(root.justifyContent());
            yield;
          }
        });
        const valid = ['start', 'center', 'end', 'space-between', 'space-around', 'space-evenly', 'normal'];
        expect(seen.filter((value) => !valid.includes(value)).length).toBeGreaterThan(10);
        expect(seen.at(-1)).toBe('center');
      },
    },
    {
      quote: '`width`, `height` and `size` accept three kinds of value',
      claim: 'width, height and size take a number, a percentage string or null',
      check: () =>
        inspectScene((view) => {
          const node = new Rect({layout: true, width: 300, height: '50%'});
          view.add(applyLayout(node));
          expect([style(node).width, style(node).height]).toEqual(['300px', '50%']);
          node.size([null, 120] as unknown as [number, number]);
          applyLayout(node);
          expect([style(node).width, style(node).height]).toEqual(['', '120px']);
        }),
    },
    {
      quote: '- a **number** in pixels: `width={300}`;',
      claim: 'a number width is sent to CSS as pixels',
      check: () =>
        inspectScene((view) => {
          const node = new Rect({layout: true, width: 300});
          view.add(applyLayout(node));
          expect(style(node).width).toBe('300px');
        }),
    },
    {
      quote: '- **`null`**, the default:',
      claim: 'width and height default to null, leaving the CSS size unset for the browser to work out',
      check: () =>
        inspectScene((view) => {
          const node = new Rect({layout: true});
          view.add(applyLayout(node));
          expect([node.width.context.getter(), node.height.context.getter()]).toEqual([null, null]);
          expect([style(node).width, style(node).height]).toEqual(['', '']);
        }),
    },
    {
      quote: 'Reading a size always returns pixels, whatever you set.',
      claim: "width() of a node set to '50%' returns the pixel width its element measures",
      check: () => readsPixels(),
    },
    {
      quote: "`node.width()` on a node set to `'50%'` returns the computed",
      claim: "width() of a node set to '50%' returns the pixel width measured at that moment",
      check: () => readsPixels(),
    },
    {
      quote: 'Tweening works from automatic or percentage sizes too.',
      claim:
        "a width tween from automatic to '50%' goes through pixel widths between the two measured sizes, then sets '50%'",
      check: () => tweensInPixels(),
    },
    {
      quote: 'Canvas Commons measures the',
      claim: 'a width tween measures its start and end and tweens pixel widths between them',
      check: () => tweensInPixels(),
    },
    {
      quote: 'are inherited, so setting `fontSize` on a container applies to all',
      claim: 'font properties set on a container are the defaults of the text inside it',
      check: () =>
        inspectScene((view) => {
          const label = new Txt({text: 'A'});
          const deep = new Txt({text: 'B'});
          const own = new Txt({text: 'C', fontSize: 20});
          const root = new Layout({
            layout: true,
            fontSize: 64,
            fontWeight: 700,
            fontFamily: 'Serif',
            lineHeight: '150%',
            textAlign: 'center',
            children: [label, new Rect({children: deep}), own],
          });
          view.add(root);
          for (const text of [label, deep]) {
            expect([
              text.fontSize(),
              text.fontWeight(),
              text.fontFamily(),
              text.lineHeight(),
              text.textAlign(),
            ]).toEqual([64, 700, 'Serif', '150%', 'center']);
          }
          expect(own.fontSize()).toBe(20);
          expect(new Txt({text: 'D'}).fontSize()).toBe(48);
        }),
    },
    {
      quote: 'A `Txt` keeps its text on one line, however long, because',
      claim: 'textWrap defaults to false, which the library sends to CSS as white-space: nowrap',
      check: () =>
        inspectScene((view) => {
          const text = new Txt({text: 'A long sentence'});
          const root = new Layout({layout: true, children: text});
          view.add(applyLayout(root));
          expect(text.textWrap()).toBe(false);
          expect(style(text).whiteSpace).toBe('nowrap');
          text.textWrap(true);
          applyLayout(root);
          expect(style(text).whiteSpace).toBe('normal');
        }),
    },
    {
      quote: "`textWrap={'pre'}` keeps the text's own line breaks and runs of spaces instead",
      claim: "textWrap 'pre' is sent to CSS as white-space: pre",
      check: () =>
        inspectScene((view) => {
          const text = new Txt({text: 'a\n  b', textWrap: 'pre'});
          view.add(applyLayout(new Layout({layout: true, children: text})));
          expect(style(text).whiteSpace).toBe('pre');
        }),
    },
    {
      quote: 'Positions of layout children are computed, so `child().x(100, 1)` silently does nothing.',
      claim: "tweening a layout child's x leaves the position it reports alone and logs nothing",
      check: async () => {
        const xs: number[] = [];
        let stored: unknown = null;
        const run = await runScene(function* (view) {
          const child = new Rect({width: 80, height: 80});
          view.add(new Layout({layout: true, children: child}));
          const tween = child.x(100, 1);
          yield tween;
          for (let i = 0; i < 65; i++) {
            xs.push(child.x());
            yield;
          }
          stored = child.x.context.getter();
        });
        expect(new Set(xs)).toEqual(new Set([xs[0]]));
        expect(stored).toBe(100);
        expect(run.logs).toEqual([]);
      },
    },
    {
      quote: '- **Forgetting `layout`.** Flex properties only affect children inside a layout.',
      claim: 'without layout, gap, padding and justifyContent are ignored: the children keep their own positions',
      check: () =>
        inspectScene((view) => {
          const [a, b] = [new Rect({x: -50, y: 10}), new Rect({x: 70})];
          const box = new Rect({gap: 40, padding: 30, justifyContent: 'center', children: [a, b]});
          view.add(box);
          expect(a.layoutEnabled()).toBe(false);
          expectPoint(a.position(), [-50, 10]);
          expectPoint(b.position(), [70, 0]);
          expect(inFlow(box)).toEqual([]);
        }),
    },
    {
      quote: '- **Text without a fill.** A `Txt` inside a layout still needs `fill` to be visible',
      claim: 'a Txt in a layout has no fill unless it is given one',
      check: () =>
        inspectScene((view) => {
          const text = new Txt({text: 'Hi'});
          view.add(new Rect({layout: true, fill: 'white', children: text}));
          expect(text.fill()).toBeNull();
        }),
    },
    {
      quote: '- **Rotation and scale do not reflow.**',
      claim: 'scaling or rotating a layout child leaves the size and CSS the layout works from unchanged',
      check: () =>
        inspectScene((view) => {
          const child = new Rect({width: 80, height: 80});
          const root = new Rect({layout: true, children: [child, new Rect({width: 80, height: 80})]});
          view.add(applyLayout(root));
          const before = {...style(child)};
          child.scale(3).rotation(45);
          applyLayout(root);
          expect(style(child)).toEqual(before);
          expect(child.width.context.getter()).toBe(80);
        }),
    },
    {
      quote:
        '- **Cardinal points.** On a layout root, properties such as `top` or `left` are a convenient way to place the root',
      claim:
        'a fixed-size layout root given topLeft [-900, -480] has that corner 60 px from the top and left of the frame',
      check: () =>
        inspectGeometry((view) => {
          const root = new Rect({layout: true, width: 400, height: 200, topLeft: [-900, -480]});
          view.add(root);
          expect(root.isLayoutRoot()).toBe(true);
          expectPoint(root.topLeft(), [-900, -480]);
          expectPoint(new Vector2(-200, -100).transformAsPoint(root.localToWorld()), [60, 60]);
        }),
    },
    {
      quote: '- A node with `layout` arranges its children with flexbox;',
      claim: 'recap: children of a layout node take part unless layout={false}, and the root keeps its own position',
      check: () =>
        inspectScene((view) => {
          const [inside, outside] = [new Rect({}), new Rect({layout: false})];
          const root = new Rect({layout: true, x: 250, children: [inside, outside]});
          view.add(root);
          expect(inFlow(root)).toEqual([inside]);
          expect(root.x()).toBe(250);
        }),
    },
    {
      quote:
        '- `direction`, `gap`, `padding`, `alignItems` and `justifyContent` work as in CSS, and layouts recompute on every',
      claim:
        "recap: those props are handed to CSS as they are, and a tweened gap reaches the element's CSS on every frame",
      check: async () => {
        const gaps: string[] = [];
        await runScene(function* (view) {
          const root = new Layout({
            layout: true,
            direction: 'column',
            alignItems: 'baseline',
            justifyContent: 'space-evenly',
            children: [new Rect({}), new Rect({})],
          });
          view.add(applyLayout(root));
          const css = style(root);
          gaps.push(`${css.flexDirection} ${css.alignItems} ${css.justifyContent}`);
          const tween = root.gap(50, 0.5);
          yield tween;
          for (let i = 0; i < 30; i++) {
            yield;
            applyLayout(root);
            gaps.push(style(root).columnGap);
          }
        });
        expect(gaps[0]).toBe('column baseline space-evenly');
        const frames = gaps.slice(1);
        expect(new Set(frames).size).toBeGreaterThan(25);
        expect(frames.at(-1)).toBe('50px');
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: 'the positions and sizes are computed for you on every frame',
        reason: 'positions and sizes come from the browser’s layout engine, which Node does not have',
      },
      {
        quote: 'That includes frames in the middle of a tween, so',
        reason: 'the in-between layout is computed by the browser’s layout engine',
      },
      {
        quote: 'If you know CSS flexbox, the properties',
        reason: 'how flexbox places children is the browser’s layout engine (the CSS mapping is checked above)',
      },
      {
        quote: 'Its size comes from its content',
        reason: 'measuring content needs the browser’s layout engine',
      },
      {
        quote: 'It takes up no space and is positioned by its own `position`,',
        reason: 'the space a node takes in a flexbox row is measured by the browser’s layout engine',
      },
      {
        quote: "- a **percentage** of the parent's size: `width={'50%'}`.",
        reason: 'resolving a percentage against a parent or the frame is the browser’s layout engine',
      },
      {
        quote: '`minWidth`, `maxWidth`, `minHeight` and `maxHeight` clamp the result',
        reason: 'clamping and aspect ratios are applied by the browser’s layout engine',
      },
      {
        quote: 'Text is measured by the browser',
        reason: 'text measurement needs the browser’s layout engine',
      },
      {
        quote: 'Set `textWrap` (to `true`) and give the text a width',
        reason: 'line breaking is done by the browser’s layout engine',
      },
      {
        quote: 'sets the distance between lines.',
        reason: 'line spacing is laid out by the browser’s layout engine',
      },
      {
        quote: 'The sentence fills a few lines of a wide card.',
        reason: 'line breaking and the card’s height come from the browser’s layout engine',
      },
      {
        quote: 'As the card narrows, the words move down onto new lines',
        reason: 'line breaking and the card’s height come from the browser’s layout engine',
      },
      {
        quote: 'Nothing in it has a hard-coded position; every change of',
        reason: 'reflow is the browser’s layout engine',
      },
      {
        quote: 'When it runs, an empty card with the word "Sales" sits in the middle.',
        reason: 'sizes and positions in the card come from the browser’s layout engine',
      },
      {
        quote: 'Five blue bars rise one after another from a',
        reason: 'the bars’ baseline is placed by the browser’s layout engine',
      },
      {
        quote: 'The title then grows letter by letter into "Sales by region"',
        reason: 'the card’s width follows the text as measured by the browser’s layout engine',
      },
      {
        quote: 'the card gains extra padding on the left and right, and finally the fourth bar swells',
        reason: 'the neighbours making room is the browser’s layout engine',
      },
      {
        quote: '`grow` divides the free space of a container between its children.',
        reason: 'sharing free space is the browser’s layout engine',
      },
      {
        quote: 'A child with `grow={2}` receives twice the extra',
        reason: 'sharing free space is the browser’s layout engine',
      },
      {
        quote: 'shifts the space smoothly from one child to another.',
        reason: 'sharing free space is the browser’s layout engine',
      },
      {
        quote: 'The row is 1400 pixels wide.',
        reason: 'the boxes’ widths come from the browser’s layout engine',
      },
      {
        quote: 'C always takes 20% of it (280 pixels), and A and B split the rest.',
        reason: 'the boxes’ widths come from the browser’s layout engine',
      },
      {
        quote: "As B's `grow` rises",
        reason: 'the boxes’ widths come from the browser’s layout engine',
      },
      {
        quote: "When A's `grow` drops to 0, A shrinks until it only wraps its letter and padding",
        reason: 'the boxes’ widths come from the browser’s layout engine',
      },
      {
        quote: 'Finally both return to equal shares.',
        reason: 'the boxes’ widths come from the browser’s layout engine',
      },
      {
        quote: "Because `alignItems` defaults to `'stretch'` and the row has a",
        reason: 'stretching children to the row’s height is the browser’s layout engine',
      },
      {
        quote: 'Scaling a child up makes it overlap its neighbours instead of pushing them',
        reason: 'where the neighbours go is the browser’s layout engine (that scale is not sent to it is checked)',
      },
      {
        quote: '- Fixed `width` and `height` win; `grow` hands out the remaining space in proportion.',
        reason: 'sharing space is the browser’s layout engine',
      },
    ],
  },
);
