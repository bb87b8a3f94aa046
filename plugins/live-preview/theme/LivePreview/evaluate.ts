/**
 * Runs a compiled example: a tiny CommonJS `require` that hands out the bundled
 * library modules, plus the helpers the compiler's rewrites call.
 */
import {DECORATE_NAME, GUARD_NAME, type CompiledModule} from './compile';

export type ModuleExports = Record<string, unknown>;

/** Thrown by the loop guard; the message is what readers see. */
export class PreviewTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreviewTimeoutError';
  }
}

export interface LoopGuard {
  /** Called by every rewritten loop condition; returns true or throws. */
  (): true;
  /** Whether the guard has fired; once it has, every later call throws at once. */
  readonly tripped: boolean;
}

/**
 * A guard that throws when loops keep one synchronous stretch of work busy for
 * longer than `budgetMs`. The clock starts at the first loop iteration and a
 * microtask stops it, so code that yields back to the player never trips it.
 */
export function createLoopGuard(budgetMs: number, now: () => number = () => performance.now()): LoopGuard {
  let started = -1;
  let iterations = 0;
  let tripped = false;
  const fail = () => {
    tripped = true;
    throw new PreviewTimeoutError(
      `A loop ran for more than ${budgetMs / 1000} s without yielding; the preview stopped it. Does a loop never end?`,
    );
  };
  const guard = (() => {
    if (tripped) fail();
    if (started < 0) {
      started = now();
      iterations = 0;
      queueMicrotask(() => {
        started = -1;
      });
    }
    // Reading the clock costs more than the check; look every 1024 iterations.
    if ((++iterations & 1023) === 0 && now() - started > budgetMs) fail();
    return true;
  }) as LoopGuard;
  Object.defineProperty(guard, 'tripped', {get: () => tripped});
  return guard;
}

type Decorator = (target: object, key?: PropertyKey, descriptor?: PropertyDescriptor) => unknown;

/** TypeScript's `__decorate` for legacy (`experimentalDecorators`) decorators. */
export function decorate(
  decorators: Decorator[],
  target: object,
  key?: PropertyKey,
  descriptor?: PropertyDescriptor | null,
): unknown {
  const count = arguments.length;
  let result: unknown =
    count < 3
      ? target
      : descriptor === null
        ? (descriptor = Object.getOwnPropertyDescriptor(target, key as PropertyKey))
        : descriptor;
  for (let index = decorators.length - 1; index >= 0; index--) {
    const decorator = decorators[index];
    if (!decorator) continue;
    const value =
      count < 3
        ? (decorator as (target: unknown) => unknown)(result)
        : count > 3
          ? decorator(target, key, result as PropertyDescriptor | undefined)
          : decorator(target, key);
    result = value ?? result;
  }
  if (count > 3 && result) Object.defineProperty(target, key as PropertyKey, result as PropertyDescriptor);
  return result;
}

/** Evaluates the module and returns its exports. Errors thrown by the code propagate. */
export function evaluateModule(
  compiled: CompiledModule,
  modules: Readonly<Record<string, ModuleExports>>,
  guard: LoopGuard,
): ModuleExports {
  const module: {exports: ModuleExports} = {exports: {}};
  const require = (id: string): ModuleExports => {
    const found = modules[id];
    if (!found) throw new Error(`"${id}" is not available in previews`);
    return found;
  };
  // `new Function` is the point of this file: the code was compiled in the browser from the example.
  const run = new Function('require', 'exports', 'module', GUARD_NAME, DECORATE_NAME, compiled.code) as (
    require: (id: string) => ModuleExports,
    exports: ModuleExports,
    module: {exports: ModuleExports},
    guard: LoopGuard,
    decorateHelper: typeof decorate,
  ) => void;
  run(require, module.exports, module, guard, decorate);
  return module.exports;
}
