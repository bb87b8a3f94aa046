/**
 * What the players of core and the `<canvas-commons-player>` element ask the browser for while being built: audio,
 * animation frames, a document, and the custom element registry with its base class. The stand-ins do nothing (the
 * checks drive a player's playback by hand) and are installed only while a check runs.
 */
import type {Player, Project, Stage} from '@canvas-commons/core';

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

/** What the `<canvas-commons-player>` element exposes, as its compiled class has it. */
export interface PlayerElement {
  setAttribute(name: string, value: string): void;
  updateSource(source: string): Promise<void>;
  handleClick(): void;
  handleMouseMove(): void;
  handleMouseLeave(): void;
  state: string;
  player: Player | null;
  project: Project | null;
  stage: Stage;
  canvas: unknown;
  auto: boolean;
  width: number;
  height: number;
  quality: number;
  variables: Record<string, unknown>;
}

/** The element class the player package registers (call it with the stand-ins in place). */
export async function playerElement(): Promise<new () => PlayerElement> {
  await import('@canvas-commons/player');
  const element = definedElement('canvas-commons-player');
  if (!element) throw new Error('@canvas-commons/player did not define <canvas-commons-player>');
  return element as new () => PlayerElement;
}

let projectModules = 0;

/** A module URL whose default export is `project`, as a page's `src` names one; `done()` takes it away again. */
export function projectModule(project: Project): {url: string; done: () => void} {
  const key = `__claimsProject${++projectModules}`;
  (globalThis as Record<string, unknown>)[key] = project;
  return {
    url: `data:text/javascript,export default globalThis.${key};`,
    done: () => delete (globalThis as Record<string, unknown>)[key],
  };
}

/** Loads `project` into the element as its `src` attribute does, from a module whose default export it is. */
export async function loadProject(element: Pick<PlayerElement, 'updateSource'>, project: Project): Promise<void> {
  const {url, done} = projectModule(project);
  try {
    await element.updateSource(url);
  } finally {
    done();
  }
}
