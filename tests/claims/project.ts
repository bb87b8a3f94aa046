/**
 * Projects as the build makes them (`bootstrap` over `makeProject`), for the checks that run core's Player, Renderer
 * or Presenter on their real code.
 */
import {makeScene2D, type View2D} from '@canvas-commons/2d';
import {
  GeneratorScene,
  MetaFile,
  ValueDispatcher,
  bootstrap,
  createSceneMetadata,
  makeProject,
  type Project,
  type ThreadGenerator,
  type ProjectSettings,
} from '@canvas-commons/core';

/** A scene of core with no view, enough to run a generator (one that moves signals, logs, reads variables). */
export class PlainScene extends GeneratorScene<null> {
  public getView(): null {
    return null;
  }
  protected draw(): void {}
}

/** A scene's description, as a scene file's default export is once the build has named it. */
export type SceneDescription = ReturnType<typeof plainScene> | ReturnType<typeof scene2D>;

/** The description of a {@link PlainScene} named `name` that runs `body`. */
export function plainScene(name: string, body: () => ThreadGenerator) {
  return {klass: PlainScene, name, config: body, meta: createSceneMetadata(), stack: '', plugins: []};
}

/** The description of a 2d scene named `name` (one of `makeScene2D`). */
export function scene2D(name: string, body: (view: View2D) => ThreadGenerator) {
  return {...makeScene2D(body), name};
}

/**
 * The project named `name` of the given scenes, with the other `settings` of `makeProject` (variables, audio, a
 * logger), each scene with the hot-reload hook the build gives it.
 */
export function buildProject(
  name: string,
  scenes: SceneDescription[],
  settings: Omit<ProjectSettings, 'scenes'> = {},
): Project {
  const withReload = scenes.map((scene) => ({...scene, onReplaced: new ValueDispatcher(scene)}));
  return bootstrap(
    name,
    {core: '0.3.1', two: null, ui: null, vitePlugin: null},
    [],
    makeProject({...settings, scenes: withReload as never}),
    new MetaFile('project'),
    new MetaFile('settings'),
  );
}
