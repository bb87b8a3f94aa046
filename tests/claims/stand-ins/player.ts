/**
 * What the players of core and the `<canvas-commons-player>` element ask the browser for while being built: audio,
 * animation frames, a document, and the custom element registry with its base class. The stand-ins do nothing (the
 * checks drive a player's playback by hand) and are installed only while a check runs.
 */
import {inert} from './elements';
import {withGlobals} from './globals';

/** The base class the element extends: attributes, with the callback a browser calls for observed ones. */
class StubHTMLElement {
  private readonly attributes = new Map<string, string>();
  public dataset: Record<string, string> = {};
  public getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  public setAttribute(name: string, value: string): void {
    const old = this.getAttribute(name);
    this.attributes.set(name, value);
    const element = this as unknown as {
      constructor: {observedAttributes?: string[]};
      attributeChangedCallback?: (name: string, old: string | null, value: string) => void;
    };
    if (element.constructor.observedAttributes?.includes(name)) {
      element.attributeChangedCallback?.(name, old, value);
    }
  }
  public attachShadow(): unknown {
    return inert();
  }
}

/** The audio element a player keeps for the project's audio track: it holds what is set on it, and plays nothing. */
class StubAudio {
  public playbackRate = 1;
  public currentTime = 0;
  public src = '';
}

/** The custom elements defined while the stubs were installed, by name (kept: a module defines its element once). */
const definedElements = new Map<string, unknown>();

/** The custom element defined under `name`, if any. */
export function definedElement(name: string): unknown {
  return definedElements.get(name);
}

/** Runs `run` with the stand-ins a Player (and the player element) needs to be constructed. */
export function withPlayerStubs<T>(run: () => Promise<T>): Promise<T> {
  return withGlobals(
    {
      document: {createElement: () => inert(), querySelector: () => null},
      window: {setTimeout, clearTimeout},
      HTMLElement: StubHTMLElement,
      customElements: {
        get: (name: string) => definedElements.get(name),
        define: (name: string, element: unknown) => definedElements.set(name, element),
      },
      AudioContext: class {},
      Audio: StubAudio,
      // The player asks for animation frames to drive itself; the checks drive its playback by hand instead.
      requestAnimationFrame: () => 1,
    },
    run,
  );
}
