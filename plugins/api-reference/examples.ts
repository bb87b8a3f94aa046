/**
 * The reference's examples: a live scene right under the import line of each item of the taught set
 * (taught-set.ts), played by the guides' live preview, with Edit and Share.
 *
 * Each is a scene file in `examples/reference/<package>/<category>/<Item>.tsx`, checked like the guides' examples
 * (type-checked by `npm run check:examples`, run in Chromium by the e2e runner). The timing functions and the spring
 * presets differ only in the name passed, so they share one scene each, made here for every such export of the
 * installed core; a hand-written file for one of them takes its place.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {CodeExample} from '../../lib/examples';
import {CURVE_MARKER, TIMING_FUNCTION_NAME} from '../timing-curves/curves';

export const REFERENCE_EXAMPLES_DIR = 'examples/reference';

export interface ReferenceExample extends CodeExample {
  /** `<package>/<category>`, as in the reference's addresses. */
  category: string;
  name: string;
}

/** The spring presets' export names (`BeatSpring`, …). */
const SPRING_PRESET_NAME = /^[A-Z]\w*Spring$/;

/** A timing function against `linear`: two balls cross the stage in the same two seconds. */
export function timingFunctionScene(name: string): string {
  const easing = name.startsWith('create') ? `${name}()` : name;
  return `import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {all, createRef, ${name === 'linear' ? 'linear' : `${name}, linear`}} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const eased = createRef<Circle>();
  const steady = createRef<Circle>();
  view.add(
    <>
      <Txt y={-160} fill="#ffffff" fontSize={40} text="${easing}" />
      <Circle ref={eased} x={-300} y={-40} size={70} fill="#e6a700" />
      <Circle ref={steady} x={-300} y={80} size={40} fill="#888888" />
    </>,
  );
  // The same move, eased (yellow) and linear (grey).
  yield* all(eased().x(300, 2, ${easing}), steady().x(300, 2, linear));
  yield* all(eased().x(-300, 2, ${easing}), steady().x(-300, 2, linear));
});
`;
}

/** A spring preset moving a ball from one side to the other and back. */
export function springPresetScene(name: string): string {
  return `import {Circle, makeScene2D} from '@canvas-commons/2d';
import {${name}, createRef, spring} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const ball = createRef<Circle>();
  view.add(<Circle ref={ball} x={-300} size={100} fill="#e6a700" />);
  // The preset sets the mass, stiffness and damping; spring() runs until the ball settles.
  yield* spring(${name}, -300, 300, (x) => ball().x(x));
  yield* spring(${name}, 300, -300, (x) => ball().x(x));
});
`;
}

/** The examples made from one scene per family, for every timing function and spring preset of `core`'s exports. */
export function familyExamples(coreExports: readonly string[]): ReferenceExample[] {
  return coreExports.flatMap((name): ReferenceExample[] => {
    const code = TIMING_FUNCTION_NAME.test(name)
      ? timingFunctionScene(name)
      : SPRING_PRESET_NAME.test(name)
        ? springPresetScene(name)
        : null;
    if (code === null) return [];
    const file = `plugins/api-reference/examples.ts (the ${TIMING_FUNCTION_NAME.test(name) ? 'timing function' : 'spring preset'} scene, for ${name})`;
    return [{category: 'core/tweening', name, file, line: 1, lang: 'tsx', meta: '', code}];
  });
}

/** The installed core's export names (Node's own require: see installedTimingCurves in plugins/timing-curves). */
export function installedCoreExports(): string[] {
  return Object.keys(createRequire(__filename)('@canvas-commons/core') as object);
}

/** The hand-written examples under `examples/reference/`. */
export function handWrittenExamples(siteDir: string): ReferenceExample[] {
  const root = path.join(siteDir, REFERENCE_EXAMPLES_DIR);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry): ReferenceExample => {
      const file = path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      const [, , pkg, category, ...rest] = file.split('/');
      if (!pkg || !category || rest.length !== 1) {
        throw new Error(
          `${file}: a reference example lives at ${REFERENCE_EXAMPLES_DIR}/<package>/<category>/<Item>.tsx`,
        );
      }
      const code = fs.readFileSync(path.join(siteDir, file), 'utf8');
      return {
        category: `${pkg}/${category}`,
        name: entry.name.slice(0, -'.tsx'.length),
        file,
        line: 1,
        lang: 'tsx',
        meta: '',
        code,
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Every reference example: the hand-written ones, and the family scenes for the items that have none. */
export function referenceExamples(siteDir: string, coreExports: readonly string[]): ReferenceExample[] {
  const written = handWrittenExamples(siteDir);
  const key = (example: ReferenceExample) => `${example.category}/${example.name}`;
  const have = new Set(written.map(key));
  return [...written, ...familyExamples(coreExports).filter((example) => !have.has(key(example)))];
}

const MARKER = ['<!-- reference-example -->', '<!-- /reference-example -->'] as const;
const OLD_EXAMPLE = new RegExp(`\\n${MARKER[0]}[\\s\\S]*?${MARKER[1]}\\n`);
/** The import line, and the timing curve that may sit under it. */
const IMPORT_BLOCK = new RegExp(
  `^\`\`\`ts\\nimport \\{[^}]+\\} from '@canvas-commons/[\\w-]+';\\n\`\`\`\\n(?:\\n${CURVE_MARKER[0]}\\n[\\s\\S]*?${CURVE_MARKER[1]}\\n)?`,
  'm',
);

/**
 * The example as the page shows it: a live preview that starts on its Play button (at the top of the page, starting
 * on view would load the engine on every visit of the reference).
 */
export function exampleFence(example: ReferenceExample): string {
  return `${MARKER[0]}\n\n\`\`\`tsx title="${example.name}.tsx" preview click-to-play\n${example.code.trimEnd()}\n\`\`\`\n\n${MARKER[1]}`;
}

/**
 * Puts each example under the import line of its item's page in the generated reference (idempotent: an earlier
 * example is replaced). An example whose item has no page, or a page without an import line, throws with the file to
 * look at, so a renamed item or a generator change cannot drop examples silently. Returns the pages written.
 */
export function insertReferenceExamples(apiDir: string, examples: readonly ReferenceExample[]): number {
  for (const example of examples) {
    const page = path.join(apiDir, example.category, `${example.name}.md`);
    if (!fs.existsSync(page)) {
      throw new Error(
        `${example.file}: no reference page for ${example.category}/${example.name} (${page}); rename or move the example.`,
      );
    }
    const original = fs.readFileSync(page, 'utf8');
    const cleared = original.replace(OLD_EXAMPLE, '');
    if (!IMPORT_BLOCK.test(cleared)) throw new Error(`[api-reference] no import line on ${page}`);
    const next = cleared.replace(IMPORT_BLOCK, (block) => `${block}\n${exampleFence(example)}\n`);
    if (next !== original) fs.writeFileSync(page, next);
  }
  return examples.length;
}
