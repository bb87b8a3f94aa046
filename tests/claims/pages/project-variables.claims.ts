import {Node, type Circle, type Rect, type Txt} from '@canvas-commons/2d';
import {
  Color,
  Player,
  Presenter,
  Renderer,
  Variables,
  Vector2,
  spawn,
  useScene,
  useTime,
  waitFor,
  type LogPayload,
  type Project,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {pageExample, sampleScene, sceneVariables} from '../harness';
import {buildProject, plainScene} from '../project';
import {loadProject, playerElement, withPlayerStubs} from '../stand-ins/player';

const PAGE = 'docs/advanced/project-variables.mdx';

const FALLBACKS = {name: 'Anonymous', role: 'Guest', stars: 3} as const;
type Name = keyof typeof FALLBACKS;

/** One run of a scene, from a reset: the getters it asked for and what they read at its first line. */
interface SceneRun {
  variables: Variables;
  getters: Record<Name, () => unknown>;
  first: Record<Name, unknown>;
}

function read(getters: Record<Name, () => unknown>): Record<Name, unknown> {
  return {name: getters.name(), role: getters.role(), stars: getters.stars()};
}

/** A scene that asks for the variables above with their fallbacks, and records each run. */
function readingScene(runs: SceneRun[]) {
  return function* (): ThreadGenerator {
    const variables = useScene().variables;
    const getters = {
      name: variables.get('name', FALLBACKS.name),
      role: variables.get('role', FALLBACKS.role),
      stars: variables.get('stars', FALLBACKS.stars),
    };
    runs.push({variables, getters, first: read(getters)});
    yield* waitFor(1);
  };
}

let projectCount = 0;

/** A project as the build makes it, with reading scenes and a 1280×720 size. */
function buildReadingProject(variables: Record<string, unknown> | undefined, runs: SceneRun[][]): Project {
  const scenes = runs.map((sceneRuns, index) => plainScene(`scene${index}`, readingScene(sceneRuns)));
  const project = buildProject(`project${++projectCount}`, scenes, variables ? {variables} : {});
  project.meta.shared.size.set(new Vector2(1280, 720));
  project.meta.rendering.resolutionScale.set(0.5);
  return project;
}

/** A player element with the given attributes, loaded with a project of reading scenes. */
async function embedded(
  attributes: Record<string, string>,
  variables: Record<string, unknown> | undefined = {name: 'Ada Lovelace', role: 'Analyst', stars: 4},
  sceneCount = 1,
) {
  const Element = await playerElement();
  const element = new Element();
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const runs = Array.from({length: sceneCount}, (): SceneRun[] => []);
  const project = buildReadingProject(variables, runs);
  const logs: LogPayload[] = [];
  project.logger.onLogged.subscribe((payload) => logs.push(payload));
  await loadProject(element, project);
  expect(element.state).toBe('ready');
  await element.player!.playback.recalculate();
  return {element, player: element.player!, runs, project, logs};
}

function isPaused(player: Player): boolean {
  return player.onStateChanged.current.paused;
}

/** Calls the Player's own setVariables for the running scene, as a host page's player does. */
function setVariablesOfThisScene(variables: Record<string, unknown>): void {
  Player.prototype.setVariables.call(
    {playback: {onScenesRecalculated: {current: [useScene()]}}} as unknown as Player,
    variables,
  );
}

const CARD = 'src/scenes/card.tsx';

interface CardState {
  x: number;
  name: string;
  role: string;
  bar: string;
  lit: number;
}

function cardState(view: {children(): unknown[]}, accent: string): CardState {
  const card = view.children()[0] as Rect;
  const [bar, name, role, row] = card.children() as [Rect, Txt, Txt, Rect];
  const lit = (row.children() as Circle[]).filter((circle) => new Color(circle.fill() as Color).hex() === accent);
  return {
    x: card.x(),
    name: name.text(),
    role: role.text(),
    bar: new Color(bar.fill() as Color).hex(),
    lit: lit.length,
  };
}

/** The editor's player reads the project's variables; the element's attribute replaces them. */
async function editorUsesProjectValues(): Promise<void> {
  await withPlayerStubs(async () => {
    const runs: SceneRun[] = [];
    const player = new Player(buildReadingProject({name: 'Ada Lovelace', stars: 4}, [runs]));
    await player.playback.recalculate();
    expect(runs[0]!.first).toEqual({name: 'Ada Lovelace', role: FALLBACKS.role, stars: 4});
  });
}

async function attributeReplacesProjectValues(): Promise<void> {
  await withPlayerStubs(async () => {
    const {runs} = await embedded({variables: JSON.stringify({name: 'Grace Hopper', stars: 5})});
    expect(runs[0]![0]!.first).toEqual({name: 'Grace Hopper', role: FALLBACKS.role, stars: 5});
  });
}

/** The presenter, as it starts a presentation, gives the scenes the project's variables. */
async function presenterUsesProjectValues(): Promise<void> {
  await withPlayerStubs(async () => {
    const runs: SceneRun[] = [];
    const project = buildReadingProject({name: 'Grace Hopper', stars: 1}, [runs]);
    const presenter = new Presenter(project);
    const presenting = presenter.present({
      ...project.meta.getFullRenderingSettings(),
      name: project.name,
      fps: 30,
      slide: null,
    });
    for (let attempt = 0; attempt < 100 && runs.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    presenter.abort();
    await presenting;
    expect(runs[0]!.first).toEqual({name: 'Grace Hopper', role: FALLBACKS.role, stars: 1});
  });
}

/** The element hands its parsed variables attribute to Player.setVariables, as it loads. */
async function elementPassesAttributeToSetVariables(): Promise<void> {
  await withPlayerStubs(async () => {
    const passed: unknown[] = [];
    const original = Player.prototype.setVariables;
    Player.prototype.setVariables = function (this: Player, variables: Record<string, unknown>) {
      passed.push(variables);
      original.call(this, variables);
    };
    try {
      const {runs} = await embedded({variables: JSON.stringify({name: 'Grace Hopper'})});
      expect(passed).toEqual([{name: 'Grace Hopper'}]);
      expect(runs[0]![0]!.first.name).toBe('Grace Hopper');
    } finally {
      Player.prototype.setVariables = original;
    }
  });
}

/** A getter passed to a property as is keeps the property up to date. */
async function getterKeepsPropertyReactive(): Promise<void> {
  const {samples} = await sampleScene(
    function* (view) {
      const accent = useScene().variables.get('accent', '#4d9de0');
      view.fill(accent);
      yield* waitFor(0.5);
      setVariablesOfThisScene({accent: '#e6a700'});
      yield* waitFor(0.5);
    },
    (view) => new Color(view.fill() as Color).hex(),
  );
  expect(samples[0]!.value).toBe('#4d9de0');
  expect(samples.at(-1)!.value).toBe('#e6a700');
}

export default defineClaims(
  PAGE,
  [
    {
      quote: 'A scene asks for a variable by',
      claim:
        'a scene gets a getter for a variable; in the editor it reads the project file, and the embedded player replaces it',
      check: async () => {
        const {variables} = sceneVariables();
        const name = variables.get('name', 'Anonymous');
        expect(typeof name).toBe('function');
        await editorUsesProjectValues();
        await attributeReplacesProjectValues();
      },
    },
    {
      quote: 'accepts a `variables` object with default values. The editor, the',
      claim: "the editor's Player, the Renderer and the Presenter give scenes the variables of makeProject",
      check: async () => {
        await editorUsesProjectValues();
        await withPlayerStubs(async () => {
          const renderRuns: SceneRun[] = [];
          const project = buildReadingProject({name: 'Ada Lovelace', stars: 4}, [renderRuns]);
          const errors: LogPayload[] = [];
          project.logger.onLogged.subscribe((payload) => errors.push(payload));
          const renderer = new Renderer(project);
          await renderer.renderFrame({...project.meta.getFullRenderingSettings(), name: project.name, fps: 30}, 0.5);
          expect(errors).toEqual([]);
          expect(renderRuns[0]!.first).toEqual({name: 'Ada Lovelace', role: FALLBACKS.role, stars: 4});

          await presenterUsesProjectValues();
        });
      },
    },
    {
      quote: 'Each scene owns a [`Variables`](/api/core/scenes/Variables) object, reachable as',
      claim: 'each scene has its own Variables, at useScene().variables, whose get returns a function',
      check: async () => {
        await withPlayerStubs(async () => {
          const runs: SceneRun[][] = [[], []];
          const player = new Player(buildReadingProject({}, runs));
          await player.playback.recalculate();
          const scenes = player.playback.onScenesRecalculated.current;
          const [first, second] = runs.map((sceneRuns) => sceneRuns[0]!);
          expect(first!.variables).toBeInstanceOf(Variables);
          expect(first!.variables).toBe(scenes[0]!.variables);
          expect(second!.variables).toBe(scenes[1]!.variables);
          expect(first!.variables).not.toBe(second!.variables);
          expect(typeof first!.getters.name).toBe('function');
        });
      },
    },
    {
      quote: 'A host page can pass different values to the [`Player`](/api/core/app/Player). The embeddable',
      claim: "the element's variables attribute reaches the Player through its setVariables",
      check: elementPassesAttributeToSetVariables,
    },
    {
      quote: 'It is a plain object (`Record<string, unknown>`), so values can be strings,',
      claim: 'variables of any JSON-like type reach the scene unchanged',
      check: async () => {
        await withPlayerStubs(async () => {
          const values = {name: 'Ada', role: true, stars: {list: [1, 2, 3], nested: {deep: 'yes'}}};
          const runs: SceneRun[] = [];
          const player = new Player(buildReadingProject(values, [runs]));
          await player.playback.recalculate();
          expect(runs[0]!.first).toEqual(values);
        });
      },
    },
    {
      quote: '`get<T>(name, initial)` returns a function of type `() => T`. The second argument is the fallback',
      claim: 'get returns a function; the fallback is used only when no value with that name was provided',
      check: () => {
        const {variables, reset} = sceneVariables();
        const stars = variables.get('stars', 3);
        expect(typeof stars).toBe('function');
        expect(stars()).toBe(3);
        variables.updateSignals({stars: 5});
        reset();
        expect(variables.get('stars', 3)()).toBe(5);
        expect(variables.get('name', 'Anonymous')()).toBe('Anonymous');
      },
    },
    {
      quote: 'Because the getter is backed by a signal, you can pass it to a node property as is',
      claim: 'a node property given the getter follows a new value of the variable',
      check: getterKeepsPropertyReactive,
    },
    {
      quote: 'the card slides in from the left showing the name and',
      claim:
        "the page's example: the card slides in from x = -1400 to 0 and shows the name, role, accent and as many lit stars as stars says",
      check: async () => {
        const {samples} = await sampleScene(
          function* (view) {
            setVariablesOfThisScene({name: 'Grace Hopper', role: 'Admiral', accent: '#ff0000', stars: 2});
            yield* pageExample(PAGE, CARD)(view);
          },
          (view) => cardState(view, '#ff0000'),
        );
        expect(samples[0]!.value.x).toBeLessThan(-1300);
        expect(samples.at(-1)!.value).toEqual({x: 0, name: 'Grace Hopper', role: 'ADMIRAL', bar: '#ff0000', lit: 2});
      },
    },
    {
      quote: 'later changes `stars` to `5`, the remaining circles light up on the next frame without restarting',
      claim: "the page's example: a new stars value lights the circles in the next frame, and the scene goes on",
      check: async () => {
        let changedAt = NaN;
        const {samples, run} = await sampleScene(
          function* (view) {
            spawn(function* () {
              yield* waitFor(1.5);
              setVariablesOfThisScene({stars: 5});
              changedAt = useTime();
            });
            yield* pageExample(PAGE, CARD)(view);
          },
          (view) => cardState(view, '#4d9de0'),
        );
        const before = samples.filter((sample) => sample.time < changedAt);
        const after = samples.filter((sample) => sample.time > changedAt);
        expect(before.at(-1)!.value.lit).toBe(3);
        expect(after[0]!.value.lit).toBe(5);
        // The change is made during a frame; the first frame drawn after it (1/60 s later at most) shows it.
        expect(after[0]!.time - changedAt).toBeLessThanOrEqual(1 / 60 + 1e-9);
        // A restart would play the slide-in again and lengthen the scene past its 2.8 s.
        expect(after.every((sample) => sample.value.x === 0)).toBe(true);
        expect(run.seconds).toBeCloseTo(2.8, 1);
      },
    },
    {
      quote: 'Values that come from outside are not checked.',
      claim: 'a string passed for a variable with a number fallback reaches the scene as a string',
      check: async () => {
        await withPlayerStubs(async () => {
          const {runs} = await embedded({variables: JSON.stringify({stars: '5'})});
          expect(runs[0]![0]!.first.stars).toBe('5');
        });
      },
    },
    {
      quote: 'a page can still pass a',
      claim: 'whatever the fallback, a string passed by the page reaches the scene as a string',
      check: async () => {
        await withPlayerStubs(async () => {
          const {runs} = await embedded({variables: JSON.stringify({stars: '5'})});
          expect(runs[0]![0]!.first.stars).toBe('5');
        });
      },
    },
    {
      quote: 'Reactivity only helps where the value is read inside a signal or a function property.',
      claim: 'a property given a function of the getter follows it; one given its value at creation does not',
      check: async () => {
        const {samples} = await sampleScene(
          function* (view) {
            const accent = useScene().variables.get('accent', '#4d9de0');
            view.fill(() => accent());
            view.stroke(accent());
            yield* waitFor(0.5);
            setVariablesOfThisScene({accent: '#e6a700'});
            yield* waitFor(0.5);
          },
          (view) => [new Color(view.fill() as Color).hex(), new Color(view.stroke() as Color).hex()],
        );
        expect(samples.at(-1)!.value).toEqual(['#e6a700', '#4d9de0']);
      },
    },
    {
      quote: 'sees the value at the moment it runs',
      claim: 'nodes created from a value read once stay as they are when the variable changes later',
      check: async () => {
        const {samples} = await sampleScene(
          function* (view) {
            const count = useScene().variables.get('count', 3)();
            view.add(Array.from({length: count}, () => new Node({})));
            yield* waitFor(0.5);
            setVariablesOfThisScene({count: 7});
            yield* waitFor(0.5);
          },
          (view) => view.children().length,
        );
        expect(samples.at(-1)!.value).toBe(3);
      },
    },
    {
      quote: 'The scene reads such values again every time it is reset, for example when you seek back in the',
      claim: 'after a reset, a value read once is read again with the new variables',
      check: async () => {
        await withPlayerStubs(async () => {
          const {element, player, runs} = await embedded({variables: JSON.stringify({stars: 4})});
          await player.playback.seek(45);
          element.setAttribute('variables', JSON.stringify({stars: 2}));
          const runsBefore = runs[0]!.length;
          await player.playback.seek(10);
          expect(runs[0]!.length).toBe(runsBefore + 1);
          expect(runs[0]!.at(-1)!.first.stars).toBe(2);
        });
      },
    },
    {
      quote: 'custom element, which plays a built',
      claim: 'importing @canvas-commons/player defines the <canvas-commons-player> element',
      check: async () => {
        await withPlayerStubs(async () => {
          const Element = await playerElement();
          expect(typeof Element).toBe('function');
          expect((Element as unknown as {observedAttributes: string[]}).observedAttributes).toEqual(
            expect.arrayContaining(['src', 'width', 'height', 'quality', 'auto', 'variables']),
          );
        });
      },
    },
    {
      quote: 'The element imports it and plays its default export.',
      claim: 'the element imports the src module and its player plays the default export',
      check: async () => {
        await withPlayerStubs(async () => {
          const {element, project, player, runs} = await embedded({auto: 'true'});
          expect(element.project).toBe(project);
          expect(isPaused(player)).toBe(false);
          expect(runs[0]!.length).toBeGreaterThan(0);
        });
      },
    },
    {
      quote: '| `width`     | Width of the canvas in pixels. Defaults to the project',
      claim: "width is the canvas width, by default the project's",
      check: async () => {
        await withPlayerStubs(async () => {
          const {element} = await embedded({});
          expect(element.width).toBe(1280);
          element.setAttribute('width', '960');
          expect(element.width).toBe(960);
        });
      },
    },
    {
      quote: '| `height`    | Height of the canvas in pixels. Defaults to the project',
      claim: "height is the canvas height, by default the project's",
      check: async () => {
        await withPlayerStubs(async () => {
          const {element} = await embedded({});
          expect(element.height).toBe(720);
          element.setAttribute('height', '540');
          expect(element.height).toBe(540);
        });
      },
    },
    {
      quote: "| `quality`   | Resolution scale. Defaults to the project's rendering setting.",
      claim: "quality is the resolution scale, by default the project's rendering one",
      check: async () => {
        await withPlayerStubs(async () => {
          const {element} = await embedded({});
          expect(element.quality).toBe(0.5);
          element.setAttribute('quality', '2');
          expect(element.quality).toBe(2);
        });
      },
    },
    {
      quote: '| `auto`      | Plays automatically when set to a non-empty value;',
      claim: 'auto="true" plays at once; auto="hover" plays only between pointer moves in and the pointer leaving',
      check: async () => {
        await withPlayerStubs(async () => {
          expect(isPaused((await embedded({auto: 'true'})).player)).toBe(false);
          expect(isPaused((await embedded({})).player)).toBe(true);
          const hovered = await embedded({auto: 'hover'});
          expect(isPaused(hovered.player)).toBe(true);
          hovered.element.handleMouseMove();
          expect(isPaused(hovered.player)).toBe(false);
          hovered.element.handleMouseLeave();
          expect(isPaused(hovered.player)).toBe(true);
        });
      },
    },
    {
      quote: '| `variables` | A JSON object whose keys override project variables.',
      claim: "the variables attribute's values replace the project's",
      check: attributeReplacesProjectValues,
    },
    {
      quote: "replaces the project's `variables` as a whole rather than being merged with them",
      claim: 'a variable missing from the attribute gets the fallback of get, not the makeProject default',
      check: async () => {
        await withPlayerStubs(async () => {
          const {runs} = await embedded({variables: JSON.stringify({name: 'Grace Hopper'})});
          expect(runs[0]![0]!.first).toEqual({name: 'Grace Hopper', role: FALLBACKS.role, stars: FALLBACKS.stars});
        });
      },
    },
    {
      quote: '`auto` is not a boolean attribute: a bare `auto` has an empty value and does **not** start playback.',
      claim: 'an empty auto attribute does not start playback; auto="true" does',
      check: async () => {
        await withPlayerStubs(async () => {
          const bare = await embedded({auto: ''});
          expect(bare.element.auto).toBe(false);
          expect(isPaused(bare.player)).toBe(true);
          expect(isPaused((await embedded({auto: 'true'})).player)).toBe(false);
        });
      },
    },
    {
      quote: 'If the `variables` attribute does not contain valid JSON when the project loads, the player fails',
      claim:
        'invalid JSON in variables at load time throws a TypeError, the element never gets ready, and no warning is logged',
      check: async () => {
        await withPlayerStubs(async () => {
          const Element = await playerElement();
          const element = new Element();
          element.setAttribute('variables', '{name: Grace}');
          const project = buildReadingProject({name: 'Ada'}, [[]]);
          const logs: LogPayload[] = [];
          project.logger.onLogged.subscribe((payload) => logs.push(payload));
          await expect(loadProject(element, project)).rejects.toThrow(TypeError);
          expect(element.state).not.toBe('ready');
          expect(logs).toEqual([]);
        });
      },
    },
    {
      quote: 'Without the attribute, the scenes get the fallbacks of',
      claim: 'with no variables attribute, scenes get the fallbacks of get, not the makeProject values',
      check: async () => {
        await withPlayerStubs(async () => {
          const {runs} = await embedded({}, {name: 'Ada Lovelace', role: 'Analyst', stars: 4});
          expect(runs[0]![0]!.first).toEqual(FALLBACKS);
        });
      },
    },
    {
      quote: 'The element watches its `variables` attribute. Setting a new value passes the object to the',
      claim:
        'a new variables attribute updates the variable signals of every scene at once, without a reset, at the same frame',
      check: async () => {
        await withPlayerStubs(async () => {
          const {element, player, runs} = await embedded({variables: JSON.stringify({name: 'Ada'})}, undefined, 2);
          await player.playback.seek(20);
          const frame = player.playback.frame;
          const counts = runs.map((sceneRuns) => sceneRuns.length);
          element.setAttribute('variables', JSON.stringify({name: 'Grace Hopper'}));
          expect(runs.map((sceneRuns) => sceneRuns.at(-1)!.getters.name())).toEqual(['Grace Hopper', 'Grace Hopper']);
          expect(runs.map((sceneRuns) => sceneRuns.length)).toEqual(counts);
          expect(player.playback.frame).toBe(frame);
        });
      },
    },
    {
      quote: 'Names present in the new object update at once. Names you leave out keep their current value only',
      claim: 'names left out of a new object keep their value until the next reset, then take the fallback',
      check: async () => {
        await withPlayerStubs(async () => {
          const {element, player, runs} = await embedded({
            variables: JSON.stringify({name: 'Ada', role: 'Analyst', stars: 4}),
          });
          await player.playback.seek(20);
          element.setAttribute('variables', JSON.stringify({name: 'Grace Hopper'}));
          const current = runs[0]!.at(-1)!;
          expect(read(current.getters)).toEqual({name: 'Grace Hopper', role: 'Analyst', stars: 4});
          await player.playback.seek(0);
          expect(runs[0]!.at(-1)).not.toBe(current);
          expect(runs[0]!.at(-1)!.first).toEqual({name: 'Grace Hopper', role: FALLBACKS.role, stars: FALLBACKS.stars});
        });
      },
    },
    {
      quote: '`player.setVariables({...})` after creating it. That is what the element does internally.',
      claim:
        'Player.setVariables after construction gives the scenes those values, and the element calls it as it loads',
      check: async () => {
        await withPlayerStubs(async () => {
          const runs: SceneRun[] = [];
          const player = new Player(buildReadingProject({name: 'Ada'}, [runs]));
          player.setVariables({name: 'Grace Hopper', stars: 5});
          await player.playback.recalculate();
          expect(runs[0]!.first).toEqual({name: 'Grace Hopper', role: FALLBACKS.role, stars: 5});
        });
        await elementPassesAttributeToSetVariables();
      },
    },
    {
      quote: '- Declare defaults in `makeProject({variables})`.',
      claim: 'summary: makeProject variables are the defaults scenes read in the editor',
      check: editorUsesProjectValues,
    },
    {
      quote: 'pass the returned getter to properties to keep them',
      claim: 'summary: a getter passed to a property keeps it up to date',
      check: getterKeepsPropertyReactive,
    },
    {
      quote: 'covers the presenter, which uses the project',
      claim: "summary: the presenter gives the scenes the project's default values",
      check: presenterUsesProjectValues,
    },
    {
      quote: "- Override them from a page with the player's `variables` attribute (JSON), or with",
      claim: 'summary: the variables attribute overrides the project values',
      check: attributeReplacesProjectValues,
    },
  ],
  {
    unclaimed: [
      {
        quote: 'The package also exports a `CanvasCommonsPlayerProps` type with these names.',
        reason: 'a type, not behaviour: the compiler checks it when the examples of the page are type-checked',
      },
      {
        quote: 'registers the element, creates a player, and updates the name as the user types',
        reason: "describes the page's embedding script, which needs a browser's DOM and input events",
      },
    ],
  },
);
