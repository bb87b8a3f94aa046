import {type Circle} from '@canvas-commons/2d';
import {
  Color,
  DetailedError,
  EditableTimeEvents,
  EventDispatcher,
  LogLevel,
  Logger,
  type PlaybackManager,
  Renderer,
  createSignal,
  debug,
  endScene,
  startScene,
  useScene,
  useLogger,
  waitFor,
  type LogPayload,
  type Scene,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect, vi} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {pageExample, runScene} from '../harness';
import {buildProject, plainScene} from '../project';
import {failedImageLog, runGeometry} from '../stand-in-scenes';
import {inert} from '../stand-ins/elements';
import {withGlobals} from '../stand-ins/globals';
import {mediaFile} from '../stand-ins/media';

const PAGE = 'docs/getting-started/logging.mdx';

/**
 * A project of plain scenes as the build makes it (with the `logger` option when given), played from start to end by
 * the real Renderer's playback, which gives every scene the project's logger.
 */
async function playProject(bodies: Array<() => ThreadGenerator>, logger?: Logger, runs = 1) {
  // The renderer's stage asks for a canvas and its 2D context.
  return withGlobals({document: {createElement: () => inert()}}, async () => {
    const scenes = bodies.map((body, index) => plainScene(`scene${index}`, body));
    const project = buildProject('logging', scenes, logger ? {logger} : {});
    // The renderer builds the scenes with the project's logger; its playback is private.
    const {playback} = new Renderer(project) as unknown as {playback: PlaybackManager};
    await playback.recalculate();
    for (let run = 1; run < runs; run++) {
      // As after a saved edit: the editor reloads the scenes, then recomputes them.
      for (const scene of playback.onScenesRecalculated.current) scene.reload();
      await playback.recalculate();
    }
    const sceneLoggers = playback.onScenesRecalculated.current.map((scene) => scene.logger);
    return {project, sceneLoggers};
  });
}

/** An image that fails to load is logged as the error 'Failed to load an image', with the file in its remarks. */
async function imageFailureIsLogged(): Promise<void> {
  const logged = await failedImageLog(mediaFile('missing.png'));
  expect(logged).toMatchObject({level: 'error', message: 'Failed to load an image'});
  expect(logged.remarks).toContain('missing.png');
}

/** What one call of each level's method logs. */
function levelOf(method: 'error' | 'warn' | 'info' | 'http' | 'verbose' | 'debug' | 'silly'): LogPayload {
  const logger = new Logger();
  logger[method]('message');
  expect(logger.history).toHaveLength(1);
  return logger.history[0];
}

const LEVELS = [
  ['error', LogLevel.Error, 'error'],
  ['warn', LogLevel.Warn, 'warn'],
  ['info', LogLevel.Info, 'info'],
  ['http', LogLevel.Http, 'http'],
  ['verbose', LogLevel.Verbose, 'verbose'],
  ['debug', LogLevel.Debug, 'debug'],
  ['silly', LogLevel.Silly, 'silly'],
] as const;

/** The row of `method`: the method logs at that level, whose value is the lowercase name. */
function levelRow(method: (typeof LEVELS)[number][0]): Claim['check'] {
  return () => {
    const [, level, text] = LEVELS.find(([name]) => name === method)!;
    expect(level).toBe(text);
    expect(levelOf(method)).toEqual({message: 'message', level: text});
  };
}

/** The logs of the page's example scene, run as the editor's player runs it. */
async function exampleLogs() {
  let circleKey = '';
  const run = await runGeometry(function* (view) {
    yield* pageExample(PAGE, 'logging.tsx')(view);
    circleKey = view.childAs<Circle>(0)!.key;
  });
  return {logs: run.logs, circleKey};
}

/** What profile logs when `performance.now()` reads `start`, then `end`. */
function profiled(start: number, end: number, payload?: LogPayload): LogPayload[] {
  const clock = vi.spyOn(performance, 'now').mockReturnValueOnce(start).mockReturnValueOnce(end);
  try {
    const logger = new Logger();
    logger.profile('build grid');
    expect(logger.history).toEqual([]);
    logger.profile('build grid', payload);
    return logger.history;
  } finally {
    clock.mockRestore();
  }
}

/** What the editor's player does with an exception from a scene: it logs it with `logger.error(error)`. */
async function thrownAndLogged(error: Error) {
  let after = false;
  let rejection: unknown = null;
  await runScene(function* () {
    yield;
    throw error;
    after = true;
  }).catch((reason: unknown) => (rejection = reason));
  const logger = new Logger();
  logger.error(rejection as LogPayload);
  return {after, rejection, logged: logger.history[0]};
}

const claims: Claim[] = [
  {
    quote: 'returns the logger of the scene that is currently running:',
    claim: "inside a scene, useLogger() is that scene's logger",
    check: async () => {
      let same = false;
      const run = await runScene(function* () {
        const logger = useLogger();
        same = logger === useScene().logger;
        logger.info('Hello from the scene');
        yield;
      });
      expect(same).toBe(true);
      expect(run.logs).toEqual([{message: 'Hello from the scene', level: 'info'}]);
    },
  },
  {
    quote:
      "Every scene in a project shares the project's [`Logger`](/api/core/app/Logger), so all messages end up in one list.",
    claim: "the renderer gives every scene the project's logger, so both scenes' messages land in its one history",
    check: async () => {
      const {project, sceneLoggers} = await playProject([
        function* () {
          useLogger().info('first scene');
          yield* waitFor(0.1);
        },
        function* () {
          useLogger().info('second scene');
          yield* waitFor(0.1);
        },
      ]);
      expect(sceneLoggers).toEqual([project.logger, project.logger]);
      expect((project.logger as Logger).history.map((entry) => entry.message)).toEqual(['first scene', 'second scene']);
    },
  },
  {
    quote: 'If you call `useLogger()` outside of a running scene',
    claim: 'outside a scene, useLogger() returns the console',
    check: () => {
      expect(useLogger()).toBe(console);
    },
  },
  {
    quote: 'Errors and warnings are also how Canvas',
    claim: 'an event name used twice is reported as an error through the logger; so is an image that fails to load',
    check: async () => {
      const logger = new Logger();
      const scene = {
        logger,
        meta: {timeEvents: {get: () => [], onChanged: new EventDispatcher().subscribable}},
        onReloaded: new EventDispatcher().subscribable,
        onRecalculated: new EventDispatcher().subscribable,
        onReset: new EventDispatcher().subscribable,
        reload: () => {},
      };
      // The time events of the editor (the render's read-only ones do not check).
      const events = new EditableTimeEvents(scene as unknown as Scene);
      events.register('intro', 0);
      events.register('intro', 1);
      expect(logger.history).toHaveLength(1);
      expect(logger.history[0]).toMatchObject({level: 'error', message: expect.stringContaining('"intro"')});
      await imageFailureIsLogged();
    },
  },
  ...LEVELS.map(([method, , level]): Claim => ({
    quote: `| \`${method}\` | \`LogLevel.${level[0].toUpperCase()}${level.slice(1)}\` |`,
    claim: `logger.${method}() logs at LogLevel.${level[0].toUpperCase()}${level.slice(1)}, the string '${level}'`,
    check: levelRow(method),
  })),
  {
    quote: 'The logger has one method per level, from most to least severe:',
    claim: 'Logger has exactly the seven level methods of LogLevel, in the enum order of the table',
    check: () => {
      expect(Object.values(LogLevel)).toEqual(LEVELS.map(([, level]) => level));
      for (const [method] of LEVELS) expect(levelOf(method).level).toBe(method);
    },
  },
  {
    quote: "The level values are the lowercase strings `'error'`, `'warn'` and so on, available as the",
    claim: "LogLevel's values are the lowercase level names",
    check: () => {
      for (const [name, value] of Object.entries(LogLevel)) expect(value).toBe(name.toLowerCase());
    },
  },
  {
    quote: "it: `logger.log({level: LogLevel.Warn, message: 'Careful'})`.",
    claim: 'log() with a payload logs it at the level the payload names',
    check: () => {
      const logger = new Logger();
      const seen: LogPayload[] = [];
      logger.onLogged.subscribe((payload) => seen.push(payload));
      logger.log({level: LogLevel.Warn, message: 'Careful'});
      expect(seen).toEqual([{level: 'warn', message: 'Careful'}]);
    },
  },
  {
    quote:
      'Each method accepts either a string or a [`LogPayload`](/api/core/app/LogPayload) object. A string becomes the',
    claim: 'a level method takes a string as the message, or a payload whose fields it keeps',
    check: () => {
      const logger = new Logger();
      logger.info('Plain');
      logger.info({message: 'Detailed', remarks: 'More', object: {a: 1}, durationMs: 5, inspect: 'key'});
      expect(logger.history).toEqual([
        {message: 'Plain', level: 'info'},
        {message: 'Detailed', remarks: 'More', object: {a: 1}, durationMs: 5, inspect: 'key', level: 'info'},
      ]);
    },
  },
  {
    quote:
      'When the scene runs, the editor\'s console shows an info entry "Circle added", a warning about the safe area and a debug',
    claim:
      "the example logs an info 'Circle added', a warning about the safe area, then a debug entry of the circle's Color",
    check: async () => {
      const {logs} = await exampleLogs();
      expect(logs.map((entry) => [entry.level, entry.message])).toEqual([
        ['info', 'Circle added'],
        ['warn', 'The circle is wider than the safe area'],
        ['debug', JSON.stringify(new Color('#4fc1ff'))],
      ]);
      expect(logs[2].object).toBeInstanceOf(Color);
      expect((logs[2].object as Color).hex()).toBe('#4fc1ff');
    },
  },
  {
    quote: 'the size and position as JSON, and the stack trace pointing at the `logger.warn` line.',
    claim: "the example's warning carries the remark, the circle's size and position, and a stack through the scene",
    check: async () => {
      const {logs} = await exampleLogs();
      const warning = logs[1];
      expect(warning.remarks).toBe('Keep important content within 600 pixels of the centre.');
      expect(JSON.parse(JSON.stringify(warning.object))).toEqual({size: {x: 700, y: 700}, position: {x: 0, y: 0}});
      expect(warning.stack).toMatch(/Error/);
    },
  },
  {
    quote: 'The inspect button on the warning selects the circle in the editor',
    claim: "the example's warning carries the circle's key as inspect",
    check: async () => {
      const {logs, circleKey} = await exampleLogs();
      expect(circleKey).not.toBe('');
      expect(logs[1].inspect).toBe(circleKey);
    },
  },
  {
    quote: 'is a shortcut for `useLogger().debug()` that takes any value: strings are logged as',
    claim: 'debug logs strings as they are, other values as JSON, attaching objects as the payload object',
    check: async () => {
      const object = {size: 3};
      const run = await runScene(function* () {
        debug('as it is');
        debug(42);
        debug(object);
        yield;
      });
      expect(run.logs).toEqual([
        {message: 'as it is', level: 'debug'},
        {message: '42', level: 'debug'},
        {message: '{"size":3}', object, level: 'debug'},
      ]);
    },
  },
  {
    quote: 'Each run logs its messages again, so the same message can appear several times.',
    claim: 'each recomputation of the project runs the scene again and logs its messages again',
    check: async () => {
      const {project} = await playProject(
        [
          function* () {
            useLogger().info('once per run');
            yield* waitFor(0.1);
          },
        ],
        undefined,
        3,
      );
      expect((project.logger as Logger).history.map((entry) => entry.message)).toEqual([
        'once per run',
        'once per run',
        'once per run',
      ]);
    },
  },
  {
    quote:
      'An exception thrown from a scene interrupts it and is logged as an error, with its message and stack trace.',
    claim:
      'a throw ends the scene run; logged by the player as logger.error(error), it is an error entry with message and stack',
    check: async () => {
      const error = new Error('Missing data');
      const {after, rejection, logged} = await thrownAndLogged(error);
      expect(after).toBe(false);
      expect(rejection).toBe(error);
      expect(logged.level).toBe('error');
      expect(logged.message).toBe('Missing data');
      expect(logged.stack).toContain('Missing data');
    },
  },
  {
    quote: 'The first argument is the message, the second becomes the remarks shown when the entry is expanded.',
    claim: 'DetailedError(message, remarks) keeps both, and its logged entry carries the remarks',
    check: async () => {
      const error = new DetailedError('Missing data for the chart', 'Add at least two values.');
      expect(error.message).toBe('Missing data for the chart');
      expect(error.remarks).toBe('Add at least two values.');
      const {logged} = await thrownAndLogged(error);
      expect(logged).toMatchObject({
        level: 'error',
        message: 'Missing data for the chart',
        remarks: 'Add at least two values.',
      });
    },
  },
  {
    quote: 'also accepts an object with `message`, `remarks`, `object`, `durationMs` and `inspect`.',
    claim: 'DetailedError also takes an object of message, remarks, object, durationMs and inspect',
    check: () => {
      const error = new DetailedError({message: 'M', remarks: 'R', object: {a: 1}, durationMs: 12, inspect: 'key'});
      expect([error.message, error.remarks, error.object, error.durationMs, error.inspect]).toEqual([
        'M',
        'R',
        {a: 1},
        12,
        'key',
      ]);
    },
  },
  {
    quote: 'Call it twice with the same id: the first call starts a timer, the',
    claim:
      'the first profile(id) logs nothing; the second logs an entry whose durationMs is the time between the calls',
    check: () => {
      const [entry] = profiled(1000, 1250);
      expect(entry.durationMs).toBe(250);
    },
  },
  {
    quote: 'The entry is logged at the debug level with the id as its message, and the duration appears next to it.',
    claim: 'the profile entry has the debug level, the id as message, and the duration',
    check: () => {
      expect(profiled(10, 15)).toEqual([{message: 'build grid', level: 'debug', durationMs: 5}]);
    },
  },
  {
    quote:
      'argument to the closing call you can pass your own payload, for example to change the message or the level.',
    claim: 'a payload given to the closing profile call replaces the message and may set the level',
    check: () => {
      expect(profiled(10, 40, {message: 'Grid built', level: LogLevel.Info})).toEqual([
        {message: 'Grid built', level: 'info', durationMs: 30},
      ]);
    },
  },
  {
    quote: 'The timer measures real time between the two calls, in milliseconds, not animation time.',
    claim:
      'profile measures wall-clock milliseconds: a busy loop of 30 ms shows at least 30, a 2 s tween far less than 2000',
    check: async () => {
      const logger = new Logger();
      logger.profile('busy');
      const start = performance.now();
      while (performance.now() - start < 30);
      logger.profile('busy');
      expect(logger.history[0].durationMs).toBeGreaterThanOrEqual(30);
      expect(logger.history[0].durationMs).toBeLessThan(1000);
      expect(await tweenProfile()).toBeLessThan(500);
    },
  },
  {
    quote: 'A two-second tween takes only milliseconds while the',
    claim: 'profiled around a yield* of a 2 s tween, a full run of the scene measures milliseconds, not 2000',
    check: async () => {
      const duration = await tweenProfile();
      expect(duration).toBeGreaterThan(0);
      expect(duration).toBeLessThan(500);
    },
  },
  {
    quote: 'The project can receive its own `Logger` instance through the `logger` option of',
    claim: "makeProject's logger becomes the project's logger, and every scene logs into it",
    check: async () => {
      const logger = new Logger();
      const {project, sceneLoggers} = await playProject(
        [
          function* () {
            useLogger().info('through my logger');
            yield;
          },
        ],
        logger,
      );
      expect(project.logger).toBe(logger);
      expect(sceneLoggers).toEqual([logger]);
      expect(logger.history.map((entry) => entry.message)).toEqual(['through my logger']);
      // Without the option, a new Logger is made.
      const plain = await playProject([function* () {}]);
      expect(plain.project.logger).toBeInstanceOf(Logger);
      expect(plain.project.logger).not.toBe(logger);
    },
  },
  {
    quote: 'Every entry is still delivered to the editor; the subscription only adds a second destination.',
    claim: 'each subscriber of onLogged receives every entry',
    check: () => {
      const logger = new Logger();
      const editor: LogPayload[] = [];
      const mine: string[] = [];
      logger.onLogged.subscribe((payload) => editor.push(payload));
      logger.onLogged.subscribe((payload) => mine.push(`[${payload.level}] ${payload.message}`));
      logger.warn('one');
      logger.info('two');
      expect(editor.map((entry) => entry.message)).toEqual(['one', 'two']);
      expect(mine).toEqual(['[warn] one', '[info] two']);
    },
  },
  {
    quote: 'every entry it has received in its `history` array.',
    claim: 'the logger keeps every entry in history, subscribed or not',
    check: () => {
      const logger = new Logger();
      logger.error('a');
      logger.profile('b');
      logger.profile('b');
      debugInto(logger, {c: 1});
      expect(logger.history.map((entry) => entry.message)).toEqual(['a', 'b', '{"c":1}']);
    },
  },
];

/** Logs `value` with `debug` from inside a scene whose logger is `logger`. */
function debugInto(logger: Logger, value: unknown): void {
  const scene = {logger};
  startScene(scene as unknown as Scene);
  try {
    debug(value);
  } finally {
    endScene(scene as unknown as Scene);
  }
}

/** The real time `profile` measures around `yield*` of a 2 s tween, in a scene run from start to end. */
async function tweenProfile(): Promise<number> {
  const run = await runScene(function* () {
    const value = createSignal(0);
    const logger = useLogger();
    logger.profile('tween');
    yield* value(300, 2);
    logger.profile('tween');
  });
  expect(run.seconds).toBeGreaterThan(1.9);
  return run.logs[0].durationMs!;
}

/** The check of the claim on `quote`, for a further sentence that says the same thing. */
export default defineClaims(
  PAGE,
  [
    ...claims,
    {
      quote: "- `useLogger()` returns the project's logger; `debug(value)` is the shortest way to print something.",
      claim: "in a scene, useLogger() is the project's logger, and debug(value) logs through it",
      check: async () => {
        let viaDebug: LogPayload[] = [];
        const {project} = await playProject([
          function* () {
            debug({a: 1});
            yield;
          },
        ]);
        viaDebug = (project.logger as Logger).history;
        expect(viaDebug).toEqual([{message: '{"a":1}', object: {a: 1}, level: 'debug'}]);
      },
    },
    {
      quote:
        '- Each entry has a level, such as `error`, `warn`, `info` or `debug`, and can carry remarks, an object and a link to a',
      claim: 'entries carry a level and keep remarks, object and inspect',
      check: checkOf(
        claims,
        'Each method accepts either a string or a [`LogPayload`](/api/core/app/LogPayload) object. A string becomes the',
      ),
    },
    {
      quote:
        '- `logger.profile(id)`, called twice, times the code in between; a `Logger` of your own, given to `makeProject`, can',
      claim: 'profile called twice logs the time between; a Logger given to makeProject receives every entry',
      check: async () => {
        expect(profiled(3, 10)[0].durationMs).toBe(7);
        await checkOf(claims, 'The project can receive its own `Logger` instance through the `logger` option of')();
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: 'The editor shows the messages in its console tab.',
        reason: "about the editor's user interface",
      },
      {
        quote: 'A payload lets you add detail that stays folded away until you expand the entry in the editor:',
        reason: "how the editor's console displays an entry",
      },
      {quote: '| `message` | always |', reason: "how the editor's console displays the field"},
      {quote: '| `remarks` | when expanded |', reason: "how the editor's console displays the field"},
      {quote: '| `object` | when expanded |', reason: "how the editor's console displays the field"},
      {quote: '| `stack` | when expanded |', reason: "how the editor's console displays the field"},
      {quote: '| `durationMs` | always |', reason: "how the editor's console displays the field"},
      {
        quote: '| `inspect` | as a button |',
        reason: "how the editor's console displays the field and selects the node",
      },
      {
        quote: 'The editor runs a scene again whenever it needs to recompute it:',
        reason: 'about when the editor recomputes (saving, moving events, seeking, rendering); needs the editor',
      },
      {
        quote: 'calls, the result depends on how fast the scene is being run.',
        reason: "the real-time side needs the editor's playback; the recompute side is checked on the next sentence",
      },
      {
        quote: 'While the preview plays it in real time, it takes about two seconds.',
        reason: "needs the editor's real-time playback; the harness runs scenes as fast as it can",
      },
      {
        quote: "The preview's console panel shows the messages; in the editor they appear in its Console tab.",
        reason: "about the site's preview and the editor's user interface",
      },
    ],
  },
);
