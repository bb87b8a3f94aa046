/**
 * DOM element stand-ins. 2d nodes keep a DOM element for flexbox layout, and the players and the presenter ask the
 * page for canvases and elements to be built; Node has none of these. The stand-ins here do nothing, or measure only
 * what a browser would measure the same way without a layout engine.
 */

/**
 * An object that accepts every call, property and `new`: a canvas, a 2D context, an audio element, whatever a player
 * or the presenter's stage asks for while being built. Typed `never` so that it can stand where any type is expected.
 */
export function inert(): never {
  return new Proxy<object>(function () {}, {
    get: (_target, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => 0 : inert()),
    set: () => true,
    apply: () => inert(),
    construct: () => inert(),
  }) as never;
}

/**
 * The element a 2d node keeps for its layout, inert: enough to create nodes and animate their properties, not to
 * measure a layout or text (its box is empty; see {@link giveFixedSize}).
 */
export class InertElement {
  public style: Record<string, string> = {};
  public dataset: Record<string, string> = {};
  public id = '';
  public shadowRoot: InertElement | null = null;
  public append(): void {}
  public prepend(): void {}
  public appendChild(): void {}
  public replaceChildren(): void {}
  public remove(): void {}
  public attachShadow(): InertElement {
    this.shadowRoot = new InertElement();
    return this.shadowRoot;
  }
  public getBoundingClientRect() {
    return {x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0};
  }
}

/**
 * The globals a 2d scene needs from the page: a `document` whose elements are inert (of `Element`), and
 * `getComputedStyle`, which reads an element's own style back.
 */
export function inertDom(Element: new () => InertElement = InertElement): Record<string, unknown> {
  return {
    document: {
      body: new Element(),
      createElement: () => new Element(),
      createElementNS: () => new Element(),
      querySelector: () => null,
    },
    getComputedStyle: (element: InertElement) => element.style,
  };
}

/**
 * How the size stand-in measures an element. `strict` refuses anything but what a browser would measure the same way
 * without a layout engine (pixel sizes of nodes outside a layout), so a check cannot lean on a wrong size. `lenient`
 * reads every element's own CSS width and height (0 where they are not set), for checks that never read the size of
 * a node in a layout themselves but run library code that does on the way (copying a node reads all its children's
 * positions, for one).
 */
export type Sizing = 'strict' | 'lenient';

/**
 * The box a browser gives a fixed-size node outside a layout (an absolute, border-box element): its own width and
 * height. `strict` refuses anything else (percentages, nodes in a layout, text).
 */
export function fixedSizeBox(style: Record<string, string>, sizing: Sizing) {
  const length = (value: string | undefined) => {
    if (sizing === 'lenient') return parseFloat(value ?? '') || 0;
    if (!value) return 0;
    if (!value.endsWith('px')) throw new Error(`the size stand-in measures pixel sizes only, not ${value}`);
    return parseFloat(value);
  };
  if (sizing === 'strict' && style.position === 'relative') {
    throw new Error('the size stand-in measures nodes outside a layout only');
  }
  const [width, height] = [length(style.width), length(style.height)];
  return {x: 0, y: 0, width, height, top: 0, left: 0, right: width, bottom: height};
}

/**
 * Gives `element` the box of {@link fixedSizeBox}, read from its style whenever it is asked (the library sets a node's
 * CSS width and height to its desired size and reads its size back from the element). It stays with the element, so
 * a check may still read a node's size once its scene has ended.
 */
export function giveFixedSize<T extends {style: Record<string, string>}>(element: T, sizing: Sizing): T {
  (element as T & {getBoundingClientRect: () => unknown}).getBoundingClientRect = () =>
    fixedSizeBox(element.style, sizing);
  return element;
}

/**
 * An element of a player's or presenter's stage: its canvases' contexts are inert, and a node's element has the
 * lenient box of {@link fixedSizeBox}.
 */
export class StageElement extends InertElement {
  public override getBoundingClientRect() {
    return fixedSizeBox(this.style, 'lenient');
  }
  public getContext(): unknown {
    return inert();
  }
}
