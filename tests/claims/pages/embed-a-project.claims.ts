import {readFileSync} from 'node:fs';
import path from 'node:path';

import {Player, Vector2, waitFor, type Project, type ThreadGenerator} from '@canvas-commons/core';
import {expect, vi} from 'vitest';

import {checkOf, defineClaims, repositoryRoot} from '../claim';
import {buildProject, plainScene} from '../project';
import {withGlobals} from '../stand-ins/globals';
import {playerElement, projectModule, withPlayerStubs, type PlayerElement} from '../stand-ins/player';

const PAGE = 'docs/recipes/embed-a-project.mdx';

const PLAYER_PACKAGE = path.join(repositoryRoot, 'node_modules/@canvas-commons/player');

let projectCount = 0;

/** A project as the build makes it: one scene of two seconds, 1280×720, rendering scale 0.5. */
function builtProject(variables?: Record<string, unknown>): Project {
  const project = buildProject(
    `embedded${++projectCount}`,
    [
      plainScene('scene', function* (): ThreadGenerator {
        yield* waitFor(2);
      }),
    ],
    variables ? {variables} : {},
  );
  project.meta.shared.size.set(new Vector2(1280, 720));
  project.meta.rendering.resolutionScale.set(0.5);
  return project;
}

/** Waits until `ready()` holds, checking every few milliseconds, for at most two seconds. */
async function until(ready: () => boolean): Promise<void> {
  for (let waited = 0; !ready(); waited += 5) {
    if (waited > 2000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Sets the element's `src` to a module of `project`, as a page does, and waits until the element has loaded it. */
export async function setSource(element: PlayerElement, project: Project): Promise<void> {
  const {url, done} = projectModule(project);
  try {
    element.setAttribute('src', url);
    await until(() => element.project === project && element.state === 'ready');
  } finally {
    done();
  }
}

/** The element's size and scale attributes: set before the project has loaded, each throws (see the claim below). */
const SIZE_ATTRIBUTES = ['width', 'height', 'quality'];

/**
 * A player element with the given attributes, loaded with a built project: `auto` and `variables` are set before
 * `src`, the size attributes once the project has loaded.
 */
async function embedded(attributes: Record<string, string>, project = builtProject()) {
  const Element = await playerElement();
  const element = new Element();
  const entries = Object.entries(attributes);
  for (const [name, value] of entries) if (!SIZE_ATTRIBUTES.includes(name)) element.setAttribute(name, value);
  await setSource(element, project);
  for (const [name, value] of entries) if (SIZE_ATTRIBUTES.includes(name)) element.setAttribute(name, value);
  expect(element.state).toBe('ready');
  return {element, player: element.player!, project};
}

/** The player stand-ins, with the animation-frame cancelling a player does when the element replaces it. */
export function withStubs(run: () => Promise<void>): Promise<void> {
  return withPlayerStubs(() => withGlobals({cancelAnimationFrame: () => {}}, run));
}

function isPaused(player: Player): boolean {
  return player.onStateChanged.current.paused;
}

/** The canvas size the element's stage draws at. */
function canvasSize(element: PlayerElement): [number, number] {
  // The stage's canvas size (its resolution times its scale) is private in the types.
  const size = (element.stage as unknown as {canvasSize: Vector2}).canvasSize;
  return [size.width, size.height];
}

const playerSource = () => readFileSync(path.join(PLAYER_PACKAGE, 'dist/main.js'), 'utf8');

const claims = [
  {
    quote: 'element, `<canvas-commons-player>`. It imports a **built** project module and plays it on a canvas.',
    claim: "the element imports the module at src, plays its default export, and draws it on its stage's canvas",
    check: async () => {
      await withStubs(async () => {
        const {element, player, project} = await embedded({auto: 'true'});
        expect(element.project).toBe(project);
        expect(player).toBeInstanceOf(Player);
        expect(isPaused(player)).toBe(false);
        expect(element.canvas).toBe(element.stage.finalBuffer);
      });
    },
  },
  {
    quote: 'The player imports the core without depending on it.',
    claim: "the player's code imports @canvas-commons/core, which its package lists only as a dev dependency",
    check: () => {
      const manifest = JSON.parse(readFileSync(path.join(PLAYER_PACKAGE, 'package.json'), 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      expect(manifest.dependencies?.['@canvas-commons/core']).toBeUndefined();
      expect(manifest.peerDependencies?.['@canvas-commons/core']).toBeUndefined();
      expect(manifest.devDependencies?.['@canvas-commons/core']).toBeDefined();
      expect(playerSource()).toMatch(/^import \{[^}]*\} from "@canvas-commons\/core";/);
    },
  },
  {
    quote: '4. **Register the element.** Importing the package once defines `<canvas-commons-player>`.',
    claim: 'importing the package defines the element, and only if it is not defined yet',
    check: async () => {
      await withStubs(async () => {
        const Element = await playerElement();
        expect(typeof Element).toBe('function');
      });
      expect(playerSource()).toMatch(
        /customElements\.get\(i\) \|\| customElements\.define\(i, a\);\s*\/\/#endregion\s*$/,
      );
      expect(playerSource()).toContain('i = "canvas-commons-player"');
    },
  },
  {
    quote: 'Without `width` and',
    claim: "without width and height the element's size is the project's resolution",
    check: async () => {
      await withStubs(async () => {
        const {element} = await embedded({quality: '1'});
        expect([element.width, element.height]).toEqual([1280, 720]);
        expect(canvasSize(element)).toEqual([1280, 720]);
      });
    },
  },
  {
    quote: '6. **Choose how it starts.** By default the player shows the first frame and waits for a click.',
    claim:
      'without auto the player stays paused until a click; "true" plays at once, "hover" while hovered, a bare auto not',
    check: async () => {
      await withStubs(async () => {
        const clicked = await embedded({});
        expect(isPaused(clicked.player)).toBe(true);
        expect(clicked.player.playback.frame).toBe(0);
        clicked.element.handleClick();
        expect(isPaused(clicked.player)).toBe(false);

        expect(isPaused((await embedded({auto: 'true'})).player)).toBe(false);

        const hovered = await embedded({auto: 'hover'});
        expect(isPaused(hovered.player)).toBe(true);
        hovered.element.handleMouseMove();
        expect(isPaused(hovered.player)).toBe(false);
        hovered.element.handleMouseLeave();
        expect(isPaused(hovered.player)).toBe(true);

        const bare = await embedded({auto: ''});
        expect(bare.element.auto).toBe(false);
        expect(isPaused(bare.player)).toBe(true);
      });
    },
  },
  {
    quote: 'resolution, and plays by itself.',
    claim:
      "the example's attributes give a 960×540 element drawn at half resolution that plays; its canvas is 100% wide",
    check: async () => {
      await withStubs(async () => {
        const Element = await playerElement();
        const element = new Element();
        const project = builtProject();
        const {url, done} = projectModule(project);
        const settings = {src: url, width: 960, height: 540, quality: 0.5, auto: true};
        // As the page's loop does; each size attribute set before the project has loaded throws (claimed below).
        for (const [name, value] of Object.entries(settings)) {
          try {
            element.setAttribute(name, String(value));
          } catch {
            // A browser reports the error of an attribute callback to the console and goes on.
          }
        }
        await until(() => element.state === 'ready');
        done();
        expect([element.width, element.height]).toEqual([960, 540]);
        expect(canvasSize(element)).toEqual([480, 270]);
        expect(isPaused(element.player!)).toBe(false);
      });
      expect(playerSource()).toMatch(/:host\{display:block;/);
      expect(playerSource()).toMatch(/\.canvas\{opacity:0;width:100%;/);
    },
  },
  {
    quote: 'A plain module script would need an import map for `@canvas-commons/core` and its dependency `chroma-js`.',
    claim: 'the player imports @canvas-commons/core by its bare name, and core imports chroma-js, its one dependency',
    check: () => {
      const coreFolder = path.join(repositoryRoot, 'node_modules/@canvas-commons/core');
      const manifest = JSON.parse(readFileSync(path.join(coreFolder, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      expect(Object.keys(manifest.dependencies)).toEqual(['chroma-js']);
      const core = readFileSync(path.join(coreFolder, 'lib/index.js'), 'utf8');
      const bareImports = core.split('\n').filter((line) => /^import .* from "[^./]/.test(line));
      expect(bareImports).toEqual(['import chroma from "chroma-js";']);
      expect(playerSource()).toMatch(/from "@canvas-commons\/core";/);
    },
  },
  {
    quote: '| `src` | URL of the built project module. Changing it loads another project. |',
    claim: 'a new src loads the other project into a new player',
    check: async () => {
      await withStubs(async () => {
        const {element, player} = await embedded({});
        const other = builtProject();
        await setSource(element, other);
        expect(element.project).toBe(other);
        expect(element.player).not.toBe(player);
      });
    },
  },
  {
    quote: "| `width`, `height` | Size of the canvas in pixels; the project's resolution by default. |",
    claim: "width and height set the canvas size, the project's resolution otherwise",
    check: async () => {
      await withStubs(async () => {
        const {element} = await embedded({quality: '1'});
        expect(canvasSize(element)).toEqual([1280, 720]);
        element.setAttribute('width', '640');
        element.setAttribute('height', '360');
        expect(canvasSize(element)).toEqual([640, 360]);
      });
    },
  },
  {
    quote:
      "| `quality` | Resolution scale, such as `0.5` for half resolution; the project's rendering scale by default. |",
    claim: "quality scales the canvas; without it the project's rendering scale (0.5 here) is used",
    check: async () => {
      await withStubs(async () => {
        const {element} = await embedded({});
        expect(element.quality).toBe(0.5);
        expect(canvasSize(element)).toEqual([640, 360]);
        element.setAttribute('quality', '2');
        expect(canvasSize(element)).toEqual([2560, 1440]);
      });
    },
  },
  {
    quote:
      '| `auto` | `"true"` to play automatically, `"hover"` while hovered; any other non-empty value, even `"false"`',
    claim: 'auto="false" and any other non-empty value play at once, like "true"',
    check: async () => {
      await withStubs(async () => {
        for (const value of ['false', 'no', '0']) {
          const {element, player} = await embedded({auto: value});
          expect(element.auto).toBe(true);
          expect(isPaused(player)).toBe(false);
        }
      });
    },
  },
  {
    quote: '| `variables` | A JSON object of [project variables]',
    claim: 'the variables attribute is parsed as JSON and handed to the player',
    check: async () => {
      await withStubs(async () => {
        const {element, player} = await embedded({variables: JSON.stringify({company: 'Example Corp', stars: 4})});
        expect(element.variables).toEqual({company: 'Example Corp', stars: 4});
        const setVariables = vi.spyOn(player, 'setVariables');
        element.setAttribute('variables', '{"company":"Other Corp"}');
        expect(setVariables).toHaveBeenCalledWith({company: 'Other Corp'});
      });
    },
  },
  {
    quote:
      '- **Loading errors show in the player.** If the import fails, the element shows "An error occurred while loading the',
    claim: 'when the import fails the element goes to its error state, whose message is shown, and logs the error',
    check: async () => {
      await withStubs(async () => {
        const Element = await playerElement();
        const element = new Element();
        const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
        try {
          await element.updateSource('data:text/javascript,throw new Error("broken module")');
          expect(element.state).toBe('error');
          expect(consoleError).toHaveBeenCalledTimes(1);
          expect(String(consoleError.mock.calls[0][0])).toContain('broken module');
        } finally {
          consoleError.mockRestore();
        }
      });
      const source = playerSource();
      expect(source).toMatch(/\.state-error \.error\{display:block\}/);
      expect(source).toMatch(/class=\\"message error\\">\\n\s*An error occurred while loading the animation\.\\n/);
    },
  },
  {
    quote:
      '- **Size attributes set before loading raise an error.** In 0.3.1, a `width`, `height` or `quality` set before',
    claim: 'a size attribute set before the project has loaded throws a TypeError; once loaded, the element uses it',
    check: async () => {
      await withStubs(async () => {
        const Element = await playerElement();
        for (const name of SIZE_ATTRIBUTES) {
          const element = new Element();
          expect(() => element.setAttribute(name, '0.5')).toThrow(TypeError);
        }
        const element = new Element();
        const values = {width: '960', height: '540', quality: '0.5'};
        for (const [name, value] of Object.entries(values)) {
          expect(() => element.setAttribute(name, value)).toThrow(TypeError);
        }
        await setSource(element, builtProject());
        expect(canvasSize(element)).toEqual([480, 270]);
      });
    },
  },
  {
    quote: 'Its player starts muted, with no control to unmute it.',
    claim: "the element's player is muted, and the element has no control or attribute that unmutes it",
    check: async () => {
      await withStubs(async () => {
        const {player} = await embedded({auto: 'true'});
        expect(player.onStateChanged.current.muted).toBe(true);
      });
      const source = playerSource();
      expect(source).not.toMatch(/toggleAudio|setAudioVolume|muted/);
      expect(source.match(/<button/g)).toHaveLength(1);
      expect(source).toContain('title=\\"Play / Pause\\"');
    },
  },
  {
    quote: '- [`Player`](/api/core/app/Player): the class the element is built on, for hosts of your own.',
    claim: "the element's player is core's Player",
    check: async () => {
      await withStubs(async () => {
        const {player} = await embedded({});
        expect(player).toBeInstanceOf(Player);
      });
    },
  },
];

const summary = [
  {
    quote:
      '**Goal:** your animation playing inside a web page, drawn live rather than as a video, with a click to play and pause.',
    claim: "the element's player draws the scenes live on its stage; a click plays, another click pauses",
    check: async () => {
      await withStubs(async () => {
        const {element, player} = await embedded({});
        expect(isPaused(player)).toBe(true);
        element.handleClick();
        expect(isPaused(player)).toBe(false);
        element.handleClick();
        expect(isPaused(player)).toBe(true);
        // Each frame the player is ready to show, the element draws the current scene on its stage.
        const render = vi.spyOn(element.stage, 'render').mockResolvedValue();
        await (player as unknown as {render: {dispatch(): Promise<void>}}).render.dispatch();
        expect(render).toHaveBeenCalledWith(player.playback.currentScene, player.playback.previousScene);
      });
    },
  },
  {
    quote: 'element is registered, the same player in plain HTML is:',
    claim: 'the same attributes in HTML give the same player: 960×540 drawn at half resolution, playing',
    check: checkOf(claims, 'resolution, and plays by itself.'),
  },
];

export default defineClaims(PAGE, [...claims, ...summary], {
  unclaimed: [
    {
      quote: 'The `build` script runs `tsc`, then `vite build`, which bundles the project into `dist/`.',
      reason: "about the generated project's build script and the Vite plugin's build, not installed here",
    },
    {
      quote: 'module is named after the project file plus a content hash, such as',
      reason: "file names are chosen by Vite's build, not installed here",
    },
    {
      quote: '2. **Publish the `dist/` folder** with your website',
      reason: 'about hosting a website',
    },
    {
      quote: 'Load both with a bundler such as Vite.',
      reason: "about the website's own bundler",
    },
    {
      quote: '- **The module is loaded with `import()`**: same origin, or a server that allows cross-origin requests.',
      reason: "cross-origin rules are the browser's",
    },
  ],
});
