/**
 * The editor's presentation mode is core's Presenter. {@link presenting} builds a real one over a project made as the
 * build makes it, with stand-ins for what it asks of the browser: elements and canvases (their drawing does nothing)
 * and animation frames, which are kept and run one at a time by `step`. What a check reads is which frame of which
 * slide it computes, not pixels.
 */
import {type View2D} from '@canvas-commons/2d';
import {Presenter, type LogPayload, type PresenterInfo, type ThreadGenerator} from '@canvas-commons/core';

import {buildProject, plainScene, scene2D} from './project';
import {StageElement, inertDom} from './stand-ins/elements';
import {withGlobals} from './stand-ins/globals';

export type TalkBody = (() => ThreadGenerator) | ((view: View2D) => ThreadGenerator);

export interface Talk {
  presenter: Presenter;
  /** Runs `count` frames of the presenter's loop. */
  step(count?: number): Promise<void>;
  info(): PresenterInfo;
  /** The view of the scene shown (2d scenes only). */
  view(): View2D;
  /** The scene of each picture the stage has drawn so far. */
  renders: string[];
  logs: LogPayload[];
}

/**
 * Presents a project named `talk` of the given scenes (2d scenes when `twoD`, else plain ones), named as in `names`
 * (by default `scene0`, `scene1`…: a slide's id is its scene's name and its own), with time events as the editor saved
 * them, until `run` returns; then stops presenting.
 */
export async function presenting(
  bodies: TalkBody[],
  run: (talk: Talk) => Promise<void>,
  {
    twoD = false,
    names = bodies.map((_, index) => `scene${index}`),
    timeEvents,
  }: {twoD?: boolean; names?: string[]; timeEvents?: Array<{name: string; targetTime: number}>} = {},
): Promise<void> {
  const frames: Array<(time: number) => Promise<void>> = [];
  const browser = {
    ...inertDom(StageElement),
    requestAnimationFrame: (callback: (time: number) => Promise<void>) => frames.push(callback),
  };
  await withGlobals(browser, async () => {
    const scenes = bodies.map((body, index) => {
      const scene = twoD
        ? scene2D(names[index], body as (view: View2D) => ThreadGenerator)
        : plainScene(names[index], body as () => ThreadGenerator);
      if (timeEvents) scene.meta.timeEvents.set(timeEvents);
      return scene;
    });
    const project = buildProject('talk', scenes);
    const logs: LogPayload[] = [];
    project.logger.onLogged.subscribe((payload) => logs.push(payload));
    const presenter = new Presenter(project);
    const renders: string[] = [];
    (presenter as unknown as {stage: {render: (scene: {name: string}) => Promise<void>}}).stage.render = async (
      scene,
    ) => {
      renders.push(scene.name);
    };
    const running = presenter.present({
      ...project.meta.getFullRenderingSettings(),
      name: project.name,
      fps: 60,
      slide: null,
    });
    let clock = 0;
    const talk: Talk = {
      presenter,
      renders,
      logs,
      async step(count = 1) {
        for (let frame = 0; frame < count; frame++) {
          for (let wait = 0; wait < 100 && frames.length === 0; wait++) {
            await new Promise((resolve) => setTimeout(resolve, 1));
          }
          clock += 100;
          await frames.shift()?.(clock);
        }
      },
      info: () => presenter.onInfoChanged.current,
      view: () => (presenter.playback.currentScene as unknown as {getView(): View2D}).getView(),
    };
    try {
      // The presentation starts: it computes the project, then shows its first frames.
      await talk.step(2);
      await run(talk);
    } finally {
      presenter.abort();
      await talk.step(1);
      await running;
    }
  });
}
