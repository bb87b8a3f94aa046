import {Circle, Node, Rect, type Scene2D, Txt, View2D, is, type NodeProps} from '@canvas-commons/2d';
import {Fragment} from '@canvas-commons/2d/jsx-runtime';
import {Color, Vector2, createComputed} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {createScene2D, pageExample} from '../harness';
import {expectPoint} from '../points';
import {jsx} from '../reading';
import {geometryScenes} from '../stand-in-scenes';
import {methodNames, recordingContext} from '../stand-ins/canvas';

const PAGE = 'docs/getting-started/hierarchy.mdx';

/** Sizes measured strictly: a check here reads only sizes a browser gives without a layout engine. */
const {inspectGeometry, runGeometry, sampleGeometry} = geometryScenes('strict');

/** A node that writes its label to `log` each time it is drawn, before its children are. */
class Probe extends Node {
  private readonly label: string;
  private readonly log: string[];
  public constructor({label, log, ...props}: NodeProps & {label: string; log: string[]}) {
    super(props);
    this.label = label;
    this.log = log;
  }
  protected override draw(context: CanvasRenderingContext2D) {
    this.log.push(this.label);
    super.draw(context);
  }
}

/** A tree of probes that share one log: `group` holds `a`, `b` and `c`, in that order. */
function probes() {
  const log: string[] = [];
  const probe = (label: string, props: NodeProps = {}) => new Probe({label, log, ...props});
  const [a, b, c] = [probe('a'), probe('b'), probe('c')];
  const group = probe('group', {children: [a, b, c]});
  /** The labels of the probes, in the order `group.render` draws them. */
  const order = () => {
    log.length = 0;
    group.render(recordingContext().context);
    return [...log];
  };
  return {group, a, b, c, probe, order};
}

/** The page's example scene. */
const exampleScene = () => pageExample(PAGE, 'src/scenes/hierarchy.tsx');

/** What the example shows on each frame: the red card, the left group, the ball (in the view) and the cards' fills. */
async function sampleExample() {
  let red: Rect | null = null;
  let ball: Circle | null = null;
  const {samples} = await sampleGeometry(exampleScene(), (view) => {
    const left = view.children()[0]!;
    red ??= left.children()[0] as Rect;
    ball ??= left.children()[2] as Circle;
    return {
      redIndex: left.children().indexOf(red),
      redScale: red.scale().x,
      redY: red.position.view().y,
      leftY: left.y(),
      ball: ball.position.view(),
      ballScale: ball.scale().x,
      ballAttached: ball.parent() !== null,
      cards: left.findAll(is(Rect)).map((card) => new Color(card.fill() as Color).hex()),
    };
  });
  return samples.map(({time, value}) => ({time, value: {...value, time}}));
}

/** A second 2d scene, built as the Player builds one. Call it inside a harness scene, which provides the DOM. */
function ownScene(): Scene2D {
  return createScene2D(function* () {}, {name: 'own'});
}

const labels = (nodes: readonly Node[]) => nodes.map((node) => (node as unknown as {label: string}).label);

export default defineClaims(
  PAGE,
  [
    {
      quote: 'Everything you see in a 2D scene is a',
      claim: 'shapes, text and the view are all Nodes',
      check: () =>
        inspectGeometry((view) => {
          for (const node of [view, new Rect({}), new Circle({}), new Txt({text: 'x'})]) {
            expect(node).toBeInstanceOf(Node);
          }
        }),
    },
    {
      quote: 'the `view` that [`makeScene2D`](/api/2d/scenes/makeScene2D) gives you',
      claim: "the scene's view has no parent and is the top ancestor of every added node",
      check: () =>
        inspectGeometry((view) => {
          const leaf = new Rect({});
          view.add(new Node({children: new Node({children: leaf})}));
          expect(view).toBeInstanceOf(View2D);
          expect(view.parent()).toBeNull();
          expect(leaf.findAncestor((node) => node.parent() === null)).toBe(view);
        }),
    },
    {
      quote: 'Every other node has exactly one parent and',
      claim: 'a node added to a second parent leaves the first; a parent may hold many children',
      check: () =>
        inspectGeometry((view) => {
          const child = new Node({});
          const [first, second] = [new Node({}), new Node({})];
          first.add(child);
          second.add(child);
          expect(child.parent()).toBe(second);
          expect(first.children()).toEqual([]);
          second.add(Array.from({length: 20}, () => new Node({})));
          expect(second.children()).toHaveLength(21);
          view.add([first, second]);
        }),
    },
    {
      quote: "- **Transforms.** A child's position, rotation and scale are relative to its parent.",
      claim: 'moving, rotating or scaling a parent carries all its descendants',
      check: () =>
        inspectGeometry((view) => {
          const grandchild = new Node({x: 10});
          const parent = new Node({children: new Node({x: 100, children: grandchild})});
          view.add(parent);
          expectPoint(grandchild.position.view(), [110, 0]);
          parent.position([0, 50]).rotation(90).scale(2);
          expectPoint(grandchild.position.view(), [0, 270]);
          expectPoint(grandchild.position(), [10, 0]);
        }),
    },
    {
      quote: '- **Drawing order.** A parent is drawn first, then its children in order.',
      claim: 'a parent draws before its children, and children draw in list order',
      check: () =>
        inspectGeometry(() => {
          const {order, b, probe} = probes();
          b.add([probe('b1'), probe('b2')]);
          expect(order()).toEqual(['group', 'a', 'b', 'b1', 'b2', 'c']);
        }),
    },
    {
      quote: 'A plain `Node` draws nothing itself, so it is useful as an invisible group',
      claim: 'a plain Node issues no drawing calls of its own, and its opacity and position pass to its children',
      check: () =>
        inspectGeometry((view) => {
          const shape = new Rect({size: 100, fill: 'red'});
          const group = new Node({});
          view.add([group, shape]);
          const empty = recordingContext();
          group.render(empty.context);
          expect(methodNames(empty.calls).filter((name) => !['save', 'restore', 'transform'].includes(name))).toEqual(
            [],
          );
          const filled = recordingContext();
          shape.render(filled.context);
          expect(methodNames(filled.calls)).toContain('fill');
          group.add(shape);
          group.opacity(0.25).x(300);
          expect(shape.absoluteOpacity()).toBe(0.25);
          expectPoint(shape.position.view(), [300, 0]);
        }),
    },
    {
      quote: 'Nesting JSX tags creates parent–child relationships.',
      claim: 'a nested JSX tag becomes a child of the enclosing one',
      check: () =>
        inspectGeometry(() => {
          const inner = jsx(Rect, {size: 10}) as Rect;
          const outer = jsx(Node, {x: -400, children: [inner, jsx(Circle, {})]}) as Node;
          expect(inner.parent()).toBe(outer);
          expect(outer.children()).toHaveLength(2);
        }),
    },
    {
      quote: 'A tag creates its node immediately, so JSX is just a compact way',
      claim: 'a JSX tag returns a constructed node at once, detached until add attaches it',
      check: () =>
        inspectGeometry((view) => {
          const node = jsx(Node, {x: -400, children: jsx(Rect, {size: 240})}) as Node;
          expect(node).toBeInstanceOf(Node);
          expect(node.x()).toBe(-400);
          expect(node.parent()).toBeNull();
          view.add(node);
          expect(node.parent()).toBe(view);
        }),
    },
    {
      quote: 'fragment groups several siblings without creating a node',
      claim: 'a fragment yields its children as siblings, and an array of nodes works as children',
      check: () =>
        inspectGeometry((view) => {
          const [a, b] = [new Rect({}), new Circle({})];
          const fragment = jsx(Fragment, {children: [a, b]});
          expect(fragment).toEqual([a, b]);
          view.add(fragment);
          expect(a.parent()).toBe(view);
          expect(b.parent()).toBe(view);
          const items = [1, 2, 3].map((x) => new Node({x}));
          const row = jsx(Node, {children: [new Rect({}), items]}) as Node;
          expect(row.children().slice(1)).toEqual(items);
        }),
    },
    {
      quote: 'All of these are methods on',
      claim: 'every method in the tables below is a method of Node',
      check: () => {
        const names = ['add', 'insert', 'remove', 'removeChildren', 'reparent', 'moveUp', 'moveDown', 'moveToTop'];
        names.push('moveToBottom', 'moveTo', 'move', 'moveAbove', 'moveBelow', 'childAs', 'childrenAs', 'parentAs');
        names.push('findAll', 'findFirst', 'findLast', 'findAncestor');
        for (const name of names)
          expect(typeof (Node.prototype as unknown as Record<string, unknown>)[name]).toBe('function');
        return inspectGeometry(() => {
          const node = new Node({});
          expect(typeof node.children).toBe('function');
          expect(typeof node.parent).toBe('function');
        });
      },
    },
    {
      quote: 'The ones that change the tree take effect',
      claim: 'the tree methods change children() at once and return the node they were called on',
      check: () =>
        inspectGeometry((view) => {
          const [a, b, c] = [new Node({}), new Node({}), new Node({})];
          const group = new Node({});
          const other = new Node({});
          view.add([group, other]);
          expect(group.add(a)).toBe(group);
          expect(group.insert(b, 0)).toBe(group);
          expect(group.children()).toEqual([b, a]);
          group.add(c);
          expect(a.moveUp()).toBe(a);
          expect(a.moveDown()).toBe(a);
          expect(a.moveToTop()).toBe(a);
          expect(a.moveToBottom()).toBe(a);
          expect(a.moveTo(1)).toBe(a);
          expect(a.move(1)).toBe(a);
          expect(a.moveAbove(b)).toBe(a);
          expect(a.moveBelow(b)).toBe(a);
          expect(c.reparent(other)).toBe(c);
          expect(a.remove()).toBe(a);
          expect(group.removeChildren()).toBe(group);
          expect(group.children()).toEqual([]);
          expect(group.add(a).add(b).children()).toEqual([a, b]);
        }),
    },
    {
      quote:
        "| `parent.add(child)` | Appends one node or an array of nodes at the end of `parent`'s children (drawn on top). |",
      claim: 'add appends a node or an array at the end of the children, which draw last',
      check: () =>
        inspectGeometry(() => {
          const {group, order, probe} = probes();
          group.add(probe('d'));
          group.add([probe('e'), probe('f')]);
          expect(labels(group.children())).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
          expect(order().at(-1)).toBe('f');
        }),
    },
    {
      quote: '| `parent.insert(child, index)` | Inserts at `index` (default `0`, the bottom of the drawing order). |',
      claim: 'insert puts a node at the index, at 0 by default, which draws first',
      check: () =>
        inspectGeometry(() => {
          const {group, order, probe} = probes();
          group.insert(probe('x'), 2);
          group.insert(probe('first'));
          expect(labels(group.children())).toEqual(['first', 'a', 'b', 'x', 'c']);
          expect(order().slice(0, 2)).toEqual(['group', 'first']);
        }),
    },
    {
      quote: '| `node.remove()` | Detaches the node from its parent.',
      claim: 'a removed node is not drawn, keeps its state, and can be added again',
      check: () =>
        inspectGeometry(() => {
          const {group, b, order} = probes();
          b.x(42).opacity(0.5);
          b.remove();
          expect(b.parent()).toBeNull();
          expect(order()).toEqual(['group', 'a', 'c']);
          expect(b.x()).toBe(42);
          group.add(b);
          expect(b.opacity()).toBe(0.5);
          expect(b.parent()).toBe(group);
        }),
    },
    {
      quote: '| `parent.removeChildren()` | Detaches all children. |',
      claim: 'removeChildren leaves the parent empty and every former child without a parent',
      check: () =>
        inspectGeometry(() => {
          const {group, a, b, c, order} = probes();
          group.removeChildren();
          expect(group.children()).toEqual([]);
          for (const child of [a, b, c]) expect(child.parent()).toBeNull();
          expect(order()).toEqual(['group']);
        }),
    },
    {
      quote:
        '| `node.reparent(newParent)` | Moves the node to `newParent` **without changing where it appears on screen**. |',
      claim: 'reparent moves a node into another parent with the same world position, rotation and scale',
      check: () =>
        inspectGeometry((view) => {
          const ball = new Circle({size: 60, x: 30, y: -220, rotation: 10});
          const left = new Node({x: -400, scale: 1.5, children: ball});
          const right = new Node({x: 400, rotation: 45, scale: 0.5});
          view.add([left, right]);
          const before = {position: ball.position.abs(), rotation: ball.rotation.abs(), scale: ball.scale.abs()};
          ball.reparent(right);
          expect(ball.parent()).toBe(right);
          expectPoint(ball.position.abs(), before.position);
          expect(ball.rotation.abs()).toBeCloseTo(before.rotation, 3);
          expectPoint(ball.scale.abs(), before.scale);
        }),
    },
    {
      quote: 'Adding a node that already has a parent moves it:',
      claim: 'add and insert take a node out of its old parent first',
      check: () =>
        inspectGeometry(() => {
          const {group: one, a, b, probe} = probes();
          const two = probe('two', {children: [probe('x'), probe('y')]});
          two.add(a);
          two.insert(b, 1);
          expect(labels(one.children())).toEqual(['c']);
          expect(labels(two.children())).toEqual(['x', 'b', 'y', 'a']);
          expect(a.parent()).toBe(two);
          expect(b.parent()).toBe(two);
        }),
    },
    {
      quote: 'Do not use them to reorder a node within its own parent',
      claim: 'adding or inserting a node into its own parent lists it twice',
      check: () =>
        inspectGeometry(() => {
          const {group, a, b} = probes();
          group.add(a);
          expect(labels(group.children())).toEqual(['a', 'b', 'c', 'a']);
          const other = probes();
          other.group.insert(other.c, 0);
          expect(labels(other.group.children())).toEqual(['c', 'a', 'b', 'c']);
          expect(b.parent()).toBe(group);
        }),
    },
    {
      quote: "They do not compensate for the new parent's transform, so the node may jump.",
      claim: 'add keeps the local values, so the world position changes with the new parent',
      check: () =>
        inspectGeometry((view) => {
          const ball = new Circle({size: 60, x: 30});
          view.add([new Node({x: -400, children: ball}), new Node({x: 400, rotation: 90})]);
          const right = view.children()[1]!;
          const before = ball.position.view();
          right.add(ball);
          expectPoint(ball.position(), [30, 0]);
          expectPoint(before, [-370, 0]);
          expectPoint(ball.position.view(), [400, 30]);
        }),
    },
    {
      quote: 'is the version that keeps the node visually in place',
      claim: "reparent recomputes position, rotation and scale in the new parent's space",
      check: () =>
        inspectGeometry((view) => {
          const ball = new Circle({size: 60, x: 30});
          const right = new Node({x: 400, rotation: 90, scale: 2});
          view.add([new Node({x: -400, children: ball}), right]);
          ball.reparent(right);
          // (-370, 0) in the view is 770 px left of the right group: -y after its quarter turn, halved.
          expectPoint(ball.position(), [0, 385]);
          expect(ball.rotation()).toBeCloseTo(-90, 4);
          expectPoint(ball.scale(), [0.5, 0.5]);
        }),
    },
    {
      quote: 'These change the order of a node among its siblings, and therefore what is drawn on top:',
      claim: 'reordering siblings changes the drawing order',
      check: () =>
        inspectGeometry(() => {
          const {a, c, order} = probes();
          a.moveToTop();
          expect(order()).toEqual(['group', 'b', 'c', 'a']);
          c.moveToBottom();
          expect(order()).toEqual(['group', 'c', 'b', 'a']);
        }),
    },
    {
      quote: '| `moveUp()` / `moveDown()` | one place up or down |',
      claim: 'moveUp and moveDown swap a node with its next or previous sibling',
      check: () =>
        inspectGeometry(() => {
          const {group, a, c} = probes();
          a.moveUp();
          expect(labels(group.children())).toEqual(['b', 'a', 'c']);
          c.moveDown();
          expect(labels(group.children())).toEqual(['b', 'c', 'a']);
        }),
    },
    {
      quote: '| `moveToTop()` / `moveToBottom()` | to the end or the start of the list |',
      claim: 'moveToTop moves a node to the end of the list, moveToBottom to the start',
      check: () =>
        inspectGeometry(() => {
          const {group, a, b, order} = probes();
          a.moveToTop();
          expect(labels(group.children())).toEqual(['b', 'c', 'a']);
          expect(order().at(-1)).toBe('a');
          b.moveToTop().moveToBottom();
          expect(labels(group.children())).toEqual(['b', 'c', 'a']);
          a.moveToBottom();
          expect(labels(group.children())).toEqual(['a', 'b', 'c']);
        }),
    },
    {
      quote: '| `moveTo(index)` | to a given index |',
      claim: 'moveTo puts the node at the given index',
      check: () =>
        inspectGeometry(() => {
          const {group, a, c} = probes();
          a.moveTo(2);
          expect(labels(group.children())).toEqual(['b', 'c', 'a']);
          c.moveTo(0);
          expect(labels(group.children())).toEqual(['c', 'b', 'a']);
        }),
    },
    {
      quote: '| `move(by)` | `by` places (positive is up) |',
      claim: 'move(by) shifts the node by that many places, upwards when positive',
      check: () =>
        inspectGeometry(() => {
          const {group, a, probe} = probes();
          group.add(probe('d'));
          a.move(2);
          expect(labels(group.children())).toEqual(['b', 'c', 'a', 'd']);
          a.move(-1);
          expect(labels(group.children())).toEqual(['b', 'a', 'c', 'd']);
        }),
    },
    {
      quote:
        '| `moveAbove(other)` / `moveBelow(other)` | above or below a sibling, if it is not already on that side (see below) |',
      claim: 'moveAbove/moveBelow move a node past the sibling, and leave it when it is already on that side',
      check: () =>
        inspectGeometry(() => {
          const {group, a, b, c, probe} = probes();
          group.add([probe('d'), probe('e')]);
          a.moveAbove(c);
          expect(group.children().indexOf(a)).toBeGreaterThan(group.children().indexOf(c));
          // Already above b: stays where it is.
          const before = labels(group.children());
          a.moveAbove(b);
          expect(labels(group.children())).toEqual(before);
          a.moveBelow(b);
          expect(group.children().indexOf(a)).toBeLessThan(group.children().indexOf(b));
          const after = labels(group.children());
          a.moveBelow(c);
          expect(labels(group.children())).toEqual(after);
        }),
    },
    {
      quote: '`moveAbove` and `moveBelow` only work between siblings; the editor logs an error otherwise.',
      claim: 'moveAbove with a node of another parent logs an error and moves nothing',
      check: async () => {
        let children: string[] = [];
        const run = await runGeometry(function* (view) {
          const {group, a} = probes();
          const stranger = new Node({});
          view.add([group, new Node({children: stranger})]);
          a.moveAbove(stranger);
          a.moveBelow(stranger);
          children = labels(group.children());
          yield;
        });
        expect(children).toEqual(['a', 'b', 'c']);
        const errors = run.logs.filter((log) => log.level === 'error');
        expect(errors).toHaveLength(2);
        expect(errors[0]!.message).toMatch(/same parent/);
      },
    },
    {
      quote: '0.3.1 takes it one place too far:',
      claim: 'moveAbove ends above the sibling just over other, moveBelow below the one just under it; moveTo is exact',
      check: () =>
        inspectGeometry(() => {
          const {group, a, c, probe} = probes();
          const [d, e] = [probe('d'), probe('e')];
          group.add([d, e]);
          a.moveAbove(c);
          expect(labels(group.children())).toEqual(['b', 'c', 'd', 'a', 'e']);
          a.moveBelow(c);
          expect(labels(group.children())).toEqual(['a', 'b', 'c', 'd', 'e']);
          e.moveTo(1);
          expect(labels(group.children())).toEqual(['a', 'e', 'b', 'c', 'd']);
        }),
    },
    {
      quote: 'Pass `true` as the second argument to force',
      claim: 'with true, moveAbove/moveBelow move the node directly next to the sibling even from the correct side',
      check: () =>
        inspectGeometry(() => {
          const {group, a, c, probe} = probes();
          const d = probe('d');
          group.add(d);
          // c is already above a; forced, it comes down to sit directly above it.
          c.moveAbove(a, true);
          expect(labels(group.children())).toEqual(['a', 'c', 'b', 'd']);
          // a is already below d; forced, it goes up to sit directly below it.
          a.moveBelow(d, true);
          expect(labels(group.children())).toEqual(['c', 'b', 'a', 'd']);
        }),
    },
    {
      quote: 'If you only want to change what is drawn on top without touching the list, set `zIndex` instead.',
      claim: 'a higher zIndex draws a node on top and leaves the children list alone',
      check: () =>
        inspectGeometry(() => {
          const {group, a, order} = probes();
          a.zIndex(1);
          expect(labels(group.children())).toEqual(['a', 'b', 'c']);
          expect(order()).toEqual(['group', 'b', 'c', 'a']);
        }),
    },
    {
      quote: 'Children are drawn',
      claim: 'children draw sorted by zIndex (default 0), ties in list order',
      check: () =>
        inspectGeometry(() => {
          const {group, a, b, c, probe, order} = probes();
          const d = probe('d');
          group.add(d);
          expect([a, b, c, d].map((node) => node.zIndex())).toEqual([0, 0, 0, 0]);
          a.zIndex(2);
          d.zIndex(-1);
          c.zIndex(2);
          expect(order()).toEqual(['group', 'd', 'b', 'a', 'c']);
        }),
    },
    {
      quote: '| `children()` | the array of direct children |',
      claim: 'children() is an array of the direct children only',
      check: () =>
        inspectGeometry(() => {
          const {group, a, b, c, probe} = probes();
          b.add(probe('deep'));
          expect(Array.isArray(group.children())).toBe(true);
          expect(group.children()).toEqual([a, b, c]);
        }),
    },
    {
      quote: '| `parent()` | the parent, or `null` if the node is not attached |',
      claim: 'parent() is the parent, or null for a detached node',
      check: () =>
        inspectGeometry(() => {
          const {group, a} = probes();
          expect(a.parent()).toBe(group);
          a.remove();
          expect(a.parent()).toBeNull();
        }),
    },
    {
      quote: '| `childAs<T>(i)`, `childrenAs<T>()`, `parentAs<T>()` | the same, cast to a node type |',
      claim: 'childAs, childrenAs and parentAs return what children()[i], children() and parent() return',
      check: () =>
        inspectGeometry(() => {
          const {group, a, b} = probes();
          expect(group.childAs(1)).toBe(b);
          expect(group.childAs(7)).toBeNull();
          expect(group.childrenAs()).toEqual(group.children());
          expect(a.parentAs()).toBe(group);
          expect(group.parentAs()).toBeNull();
        }),
    },
    {
      quote: '| `findAll(predicate)` | every descendant that matches, in tree order (depth first) |',
      claim: 'findAll returns every matching descendant, depth first',
      check: () =>
        inspectGeometry(() => {
          const {group, a, c, probe} = probes();
          a.add([probe('a1', {children: probe('a1x')}), probe('a2')]);
          c.add(probe('c1'));
          expect(labels(group.findAll(() => true))).toEqual(['a', 'a1', 'a1x', 'a2', 'b', 'c', 'c1']);
          expect(labels(group.findAll((node) => /1/.test(node.label)))).toEqual(['a1', 'a1x', 'c1']);
        }),
    },
    {
      quote: '| `findFirst(predicate)` / `findLast(predicate)` | the first or last matching descendant, or `null` |',
      claim: 'findFirst and findLast return the first and last match in tree order, or null',
      check: () =>
        inspectGeometry(() => {
          const {group, a, c, probe} = probes();
          a.add(probe('a1'));
          c.add(probe('c1'));
          const ones = (node: Node) => /1/.test((node as unknown as {label: string}).label);
          expect(labels([group.findFirst(ones)!])).toEqual(['a1']);
          expect(labels([group.findLast(ones)!])).toEqual(['c1']);
          expect(group.findFirst(() => false)).toBeNull();
          expect(group.findLast(() => false)).toBeNull();
        }),
    },
    {
      quote: '| `findAncestor(predicate)` | the closest matching ancestor, or `null` |',
      claim: 'findAncestor returns the nearest matching ancestor, or null',
      check: () =>
        inspectGeometry(() => {
          const {a, probe} = probes();
          const leaf = probe('leaf');
          a.add(probe('mid', {children: leaf}));
          expect(labels([leaf.findAncestor((node) => node instanceof Probe)!])).toEqual(['mid']);
          expect(labels([leaf.findAncestor((node) => node.children().length > 2)!])).toEqual(['group']);
          expect(leaf.findAncestor(() => false)).toBeNull();
        }),
    },
    {
      quote:
        '`children` and `parent` are [signals](/docs/signals), so a computed value that reads them updates when the tree',
      claim: 'computed values reading children() and parent() follow tree changes',
      check: () =>
        inspectGeometry(() => {
          const {group, a, probe} = probes();
          const count = createComputed(() => group.children().length);
          const owner = createComputed(() => a.parent());
          expect(count()).toBe(3);
          group.add(probe('d'));
          expect(count()).toBe(4);
          a.remove();
          expect(count()).toBe(3);
          expect(owner()).toBeNull();
        }),
    },
    {
      quote: 'The search methods look at descendants only, never at the node itself.',
      claim: 'findAll, findFirst and findLast never return the node they are called on',
      check: () =>
        inspectGeometry(() => {
          const {group} = probes();
          const all = () => true;
          expect(group.findAll(all)).not.toContain(group);
          expect(group.findFirst(all)).not.toBe(group);
          expect(group.findLast(all)).not.toBe(group);
          expect(new Node({}).findFirst(all)).toBeNull();
        }),
    },
    {
      quote: 'builds a type-checking predicate from a class',
      claim: 'is(Circle) matches Circles only, so findAll(is(Circle)) returns just the circles',
      check: () =>
        inspectGeometry((view) => {
          const circles = [new Circle({}), new Circle({})];
          view.add([new Rect({children: circles[0]}), new Node({}), circles[1]!]);
          expect(is(Circle)(circles[0])).toBe(true);
          expect(is(Circle)(new Rect({}))).toBe(false);
          expect(view.findAll(is(Circle))).toEqual(circles);
        }),
    },
    {
      quote: 'Then it reorders the cards, moves the ball into the other group',
      claim:
        'the example moves the red card to the end, the ball into the right group, recolours the Rects and removes the ball',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/hierarchy.tsx'), (view) => {
          const [left, right] = view.children() as Node[];
          const ball = view.findFirst((node) => node instanceof Circle && node.size().x === 60);
          return {
            redLast: (left!.children().at(-1) as Rect).fill()?.toString() === new Color('#e0524c').toString(),
            ballParent: ball ? (ball.parent() === right ? 'right' : 'left') : 'gone',
            cards: left!.findAll(is(Rect)).map((card) => new Color(card.fill() as Color).hex()),
          };
        });
        const first = samples[0]!.value;
        expect(first.redLast).toBe(false);
        expect(first.ballParent).toBe('left');
        const order = [...new Set(samples.map(({value}) => value.ballParent))];
        expect(order).toEqual(['left', 'right', 'gone']);
        expect(samples.at(-1)!.value.cards).toEqual(['#f2c94c', '#f2c94c']);
      },
    },
    {
      quote: 'The scene below builds this tree:',
      claim: "the example's view holds two groups: two Rects and a Circle on the left, a Circle on the right",
      check: async () => {
        const {samples} = await sampleGeometry(exampleScene(), (view) =>
          view
            .children()
            .map((group) => [group.constructor.name, group.children().map((node) => node.constructor.name)]),
        );
        expect(samples[0]!.value).toEqual([
          ['Node', ['Rect', 'Rect', 'Circle']],
          ['Node', ['Circle']],
        ]);
      },
    },
    {
      quote: 'When it runs, the red card jumps in front of the blue one and pulses.',
      claim: 'the red card moves from first to last child at 0.5 s, then scales to 1.1 and back',
      check: async () => {
        const samples = await sampleExample();
        const before = samples.filter(({time}) => time < 0.49);
        const after = samples.filter(({time}) => time > 0.51 && time < 1.4);
        expect(before.every(({value}) => value.redIndex === 0)).toBe(true);
        expect(after.every(({value}) => value.redIndex === 2)).toBe(true);
        expect(Math.max(...after.map(({value}) => value.redScale))).toBeCloseTo(1.1, 6);
        expect(after.at(-1)!.value.redScale).toBe(1);
      },
    },
    {
      quote: 'The left group bobs down and up, carrying the',
      claim: 'the left group goes 60 px down and back, and the cards and the ball move with it',
      check: async () => {
        const all = await sampleExample();
        // The bob runs from 1.4 s to 2.6 s; then the ball leaves the group.
        const samples = all.filter(({time}) => time > 1.3 && time < 2.55);
        expect(Math.max(...samples.map(({value}) => value.leftY))).toBeCloseTo(60, 6);
        expect(all.find(({time}) => time >= 2.65)!.value.leftY).toBe(0);
        for (const {value} of samples) {
          expect(value.ball.y - value.leftY).toBeCloseTo(-220, 2);
          expect(value.redY - value.leftY).toBeCloseTo(0, 2);
        }
      },
    },
    {
      quote: "Then the ball glides to the top of the ring on the right, and the ring's group spins once",
      claim: 'the ball ends at the top of the ring, then circles its centre once at the ring’s radius',
      check: async () => {
        const samples = await sampleExample();
        const atTop = samples.find(({time}) => time >= 3.62)!.value.ball;
        expectPoint(atTop, [400, -160]);
        const spin = samples.filter(({time}) => time >= 3.62 && time <= 5.62).map(({value}) => value.ball);
        for (const ball of spin) expect(ball.sub(new Vector2(400, 0)).magnitude).toBeCloseTo(160, 1);
        expect(Math.max(...spin.map((ball) => ball.y))).toBeCloseTo(160, 0);
        expect(Math.min(...spin.map((ball) => ball.x))).toBeCloseTo(240, 0);
        expect(Math.max(...spin.map((ball) => ball.x))).toBeCloseTo(560, 0);
        expectPoint(spin.at(-1)!, [400, -160]);
      },
    },
    {
      quote: 'Finally both cards turn yellow and the ball shrinks away.',
      claim: 'at the end both cards are yellow and the ball has shrunk to 0 and left the tree',
      check: async () => {
        const samples = await sampleExample();
        const last = samples.at(-1)!.value;
        expect(last.cards).toEqual(['#f2c94c', '#f2c94c']);
        expect(last.ballAttached).toBe(false);
        const shrinking = samples.filter(({value}) => value.ballAttached && value.time > 6);
        expect(shrinking.at(-1)!.value.ballScale).toBe(0);
      },
    },
    {
      quote: 'Note that `view.findAll(is(Rect))` returns only the two cards.',
      claim: "findAll(is(Rect)) on the example's view gives the two cards, though the view is a Rect",
      check: async () => {
        const {samples} = await sampleGeometry(exampleScene(), (view) => ({
          viewIsRect: view instanceof Rect,
          found: view.findAll(is(Rect)).length,
        }));
        for (const {value} of samples) expect(value).toEqual({viewIsRect: true, found: 2});
      },
    },
    {
      quote: 'The view is itself a `Rect`, but the search does not',
      claim: 'the view is a Rect, and searching from it never returns it',
      check: () =>
        inspectGeometry((view) => {
          expect(view).toBeInstanceOf(Rect);
          expect(view.findAll(is(Rect))).toEqual([]);
          expect(view.findFirst(is(Rect))).toBeNull();
        }),
    },
    {
      quote: 'Insert a node underneath existing ones, so it acts as a backdrop:',
      claim: 'insert(node, 0) draws the new node before the existing children',
      check: () =>
        inspectGeometry(() => {
          const {group, order, probe} = probes();
          group.insert(probe('backdrop'), 0);
          expect(order()).toEqual(['group', 'backdrop', 'a', 'b', 'c']);
        }),
    },
    {
      quote: 'Find a node by a property rather than by type:',
      claim: "the snippet's predicates find the ring (wider than 100) and the ball's group (more than two children)",
      check: () =>
        inspectGeometry((view) => {
          const ball = new Circle({size: 60});
          const ring = new Circle({size: 320});
          const left = new Node({children: [new Rect({size: 240}), new Rect({size: 240}), ball]});
          view.add([left, new Node({children: ring})]);
          expect(view.findAll((node) => node instanceof Circle && node.width() > 100)).toEqual([ring]);
          expect(ball.findAncestor((node) => node.children().length > 2)).toBe(left);
        }),
    },
    {
      quote: 'Clear a group and fill it with fresh nodes:',
      claim: 'removeChildren() returns the group, so add() can refill it in one chain',
      check: () =>
        inspectGeometry((view) => {
          const old = [new Txt({text: 'old'}), new Txt({text: 'older'})];
          const row = new Node({children: old});
          view.add(row);
          row.removeChildren().add(['a', 'b', 'c'].map((item) => new Txt({text: item, fill: 'white'})));
          expect(row.children().map((node) => (node as Txt).text())).toEqual(['a', 'b', 'c']);
          for (const node of old) expect(node.parent()).toBeNull();
        }),
    },
    {
      quote: 'Removing a node does not destroy it: a removed node keeps its state and can be added again.',
      claim: 'a removed node keeps its values and its children, and can be added back',
      check: () =>
        inspectGeometry((view) => {
          const child = new Circle({size: 10});
          const card = new Rect({size: 100, x: 70, rotation: 15, fill: '#3f82d6', children: child});
          view.add(card);
          card.remove();
          expect(card.parent()).toBeNull();
          expect([card.x(), card.rotation(), new Color(card.fill() as Color).hex()]).toEqual([70, 15, '#3f82d6']);
          expect(card.children()).toEqual([child]);
          view.add(card);
          expect(card.parent()).toBe(view);
        }),
    },
    {
      quote: 'Nodes are cleaned up',
      claim: 'resetting a 2d scene disposes of every node it created and gives it a fresh view',
      check: () =>
        inspectGeometry(() => {
          const scene = ownScene();
          const execute = (scene as unknown as {execute<R>(callback: () => R): R}).execute.bind(scene);
          const oldView = scene.getView();
          const [kept, removed] = execute(() => [new Rect({}), new Circle({})]);
          oldView.add(kept);
          expect(scene.getNode(kept.key)).toBe(kept);
          // The disposal is synchronous; the rest of the reset (restarting the scene's generator) is not awaited.
          scene.reset().catch(() => {});
          for (const node of [kept, removed]) {
            expect(scene.getNode(node.key)).toBeNull();
            expect((node as unknown as {unregister: unknown}).unregister).toBeNull();
          }
          expect(scene.getView()).not.toBe(oldView);
          expect(scene.getView().children()).toEqual([]);
        }),
    },
    {
      quote:
        "- Every node has one parent; a child's position, rotation and scale are relative to it, and later children are drawn",
      claim: 'recap: one parent per node, transforms relative to it, later children on top',
      check: () =>
        inspectGeometry((view) => {
          const {group, a, order, probe} = probes();
          probe('other').add(a);
          expect(group.children()).not.toContain(a);
          group.x(100).rotation(90);
          const dot = new Node({x: 10});
          group.add(dot);
          view.add(group);
          expectPoint(dot.position.view(), [100, 10]);
          expect(order().at(-1)).toBe('c');
        }),
    },
    {
      quote:
        '- `add`, `insert`, `remove` and the `move…` methods change the tree; `reparent` moves a node and keeps where it is on',
      claim: 'recap: the tree methods change the children list, and reparent keeps the world position',
      check: () =>
        inspectGeometry((view) => {
          const {group, a, b, c, probe} = probes();
          const d = probe('d');
          group.add(d).insert(probe('z'), 0);
          b.remove();
          c.moveToBottom();
          expect(labels(group.children())).toEqual(['c', 'z', 'a', 'd']);
          const other = new Node({x: 300, rotation: 30});
          view.add([group.x(-100), other]);
          const where = a.position.abs();
          a.reparent(other);
          expectPoint(a.position.abs(), where);
        }),
    },
    {
      quote: '- `children()`, `findAll` and `is` let you find nodes without keeping a reference to each one.',
      claim: 'recap: nodes created without references can be found by type and by index',
      check: () =>
        inspectGeometry((view) => {
          view.add([new Node({children: [new Circle({}), new Rect({})]}), new Circle({})]);
          expect(view.findAll(is(Circle))).toHaveLength(2);
          expect(view.children()[0]!.children()[1]).toBeInstanceOf(Rect);
        }),
    },
    {
      quote: '`reparent` keeps the ball where it is on screen; from then on it follows its new parent.',
      claim: "in the solution, the ball doesn't move at the reparent and then goes 200 px down with the right group",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/reparent.tsx'), (view) => {
          const ball = view.findFirst(is(Circle))!;
          return {ball: ball.position.view(), inRight: ball.parent() === view.children()[1]};
        });
        const switched = samples.findIndex(({value}) => value.inRight);
        expect(switched).toBeGreaterThan(0);
        expectPoint(samples[switched]!.value.ball, samples[switched - 1]!.value.ball);
        expectPoint(samples[switched]!.value.ball, [-300, 0]);
        expectPoint(samples.at(-1)!.value.ball, [-300, 200]);
      },
    },
  ],
  {unclaimed: []},
);
