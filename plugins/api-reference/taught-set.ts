/**
 * The taught set: the reference items a scene author calls or renders, which each get an example on their page.
 *
 * The rule: in the categories below, every function, class and variable is in the set (types and interfaces are read
 * about, not called or rendered), unless it is left out here with its reason. tests/build-output/taught-set.test.ts
 * reads the generated reference, so an item added to the library in one of these categories joins the set by itself,
 * and a name left out that no longer exists fails.
 */

/** Page kinds a scene calls or renders (the kind in each item page's title). */
export const TAUGHT_KINDS: readonly string[] = ['function', 'class', 'variable'];

/** Reasons shared by several left-out items. */
const ENGINE = 'the engine calls it to run a scene; a scene never does';
const ABSTRACT = 'an abstract base: it is shown through the components built on it, each with its own example';
const TYPE_CHECK = 'a type check for code that handles unknown values, not something a scene does';
const SIGNAL_MACHINERY = "the machinery behind a signal; scenes get one from createSignal or a node's property";
const EDITOR = 'for the editor and plugins, not for scenes';

export interface TaughtCategory {
  /** `<package>/<category>`, as in the reference's addresses. */
  category: string;
  /** Items of the category that are not in the set, each with why. */
  leftOut: Readonly<Record<string, string>>;
}

export const TAUGHT_CATEGORIES: readonly TaughtCategory[] = [
  // Every component class, Node and View2D included.
  {category: '2d/components', leftOut: {Curve: ABSTRACT, Shape: ABSTRACT, Bezier: ABSTRACT}},
  {category: 'core/flow', leftOut: {noop: 'a generator that does nothing, for code that needs one: nothing to show'}},
  {
    category: 'core/threading',
    leftOut: {
      threads: ENGINE,
      Thread: ENGINE,
      getTaskName: 'names tasks in the editor’s timeline; a scene never reads it',
      setTaskName: 'names tasks in the editor’s timeline; nothing to see in a preview',
      isPromisable: TYPE_CHECK,
      isPromise: TYPE_CHECK,
      isThreadGenerator: TYPE_CHECK,
    },
  },
  {category: 'core/tweening', leftOut: {}},
  {category: 'core/transitions', leftOut: {}},
  {
    category: 'core/signals',
    leftOut: {
      CompoundSignalContext: SIGNAL_MACHINERY,
      ComputedContext: SIGNAL_MACHINERY,
      DeferredEffectContext: SIGNAL_MACHINERY,
      DependencyContext: SIGNAL_MACHINERY,
      EffectContext: SIGNAL_MACHINERY,
      SignalContext: SIGNAL_MACHINERY,
      Vector2SignalContext: SIGNAL_MACHINERY,
      isReactive: TYPE_CHECK,
    },
  },
  {
    category: 'core/utils',
    leftOut: {
      DEG2RAD: 'a constant, shown where angles are converted (Vector2, transformAngle)',
      RAD2DEG: 'a constant, shown where angles are converted (Vector2, transformAngle)',
      DetailedError: EDITOR,
      ExperimentalError: EDITOR,
      capitalize: 'a string helper of the editor, not meant for scenes',
      debug: 'logs a value to the editor’s console, which a preview does not show the same way',
      deprecate: EDITOR,
      endPlayback: ENGINE,
      endScene: ENGINE,
      endThread: ENGINE,
      errorToLog: EDITOR,
      experimentalLog: EDITOR,
      finishScene: ENGINE,
      getContext: 'creates a bare canvas context for plugins; scenes draw through nodes',
      isProxyEnabled: EDITOR,
      startPlayback: ENGINE,
      startScene: ENGINE,
      startThread: ENGINE,
      useContext: ENGINE,
      useContextAfter: ENGINE,
      useThread: 'the running thread, for code that builds flow helpers; shown in the flow guide instead',
      viaProxy: EDITOR,
    },
  },
];

/** Names the set must hold whatever the rule says: the items readers meet first. */
export const TAUGHT_REQUIRED: readonly string[] = [
  ...['Node', 'View2D', 'Rect', 'Circle', 'Txt', 'Polygon', 'Ray', 'Line', 'Layout', 'Img', 'Code', 'Latex'],
  ...['all', 'any', 'chain', 'sequence', 'loop', 'loopFor', 'delay', 'waitFor', 'waitUntil', 'every'],
  ...['spawn', 'join', 'cancel', 'tween', 'spring', 'map', 'createSignal', 'createComputed'],
  ...['createRef', 'makeRef', 'useRandom', 'useLogger', 'useScene', 'beginSlide', 'useTime'],
  ...['fadeTransition', 'slideTransition', 'zoomInTransition', 'zoomOutTransition', 'waitTransition'],
];

/**
 * Items of the set with no example on their page, by `<package>/<category>/<Item>`, each with why. Every other item
 * has one (plugins/api-reference/examples.ts); the build-output test fails on an item with neither.
 */
export const WITHOUT_EXAMPLE: Readonly<Record<string, string>> = {
  '2d/components/Icon':
    'every icon is fetched from the Iconify API at run time (api.iconify.design), with no offline form',
  '2d/components/Video': 'it plays a video file, and the site ships none small enough for an example',
};
