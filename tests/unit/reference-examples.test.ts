/**
 * The reference's examples (plugins/api-reference/examples.ts): one per family for the timing functions and spring
 * presets, a hand-written file in their place when there is one, and put under the import line (after a timing
 * curve) of the right page, once, whatever the number of runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  exampleFence,
  familyExamples,
  insertReferenceExamples,
  referenceExamples,
  type ReferenceExample,
} from '../../plugins/api-reference/examples';

const PAGE = `---
title: "easeInCubic — function · @canvas-commons/core"
---

# Function: easeInCubic()

\`\`\`ts
import {easeInCubic} from '@canvas-commons/core';
\`\`\`

<!-- timing-curve -->
<figure class="timing-curve"></figure>
<!-- /timing-curve -->

A summary.
`;

function apiDirWith(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-examples-'));
  for (const [file, text] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('reference examples', () => {
  it('makes one scene per timing function and spring preset, and none for other exports', () => {
    const made = familyExamples(['easeInCubic', 'createEaseOutBack', 'linear', 'BeatSpring', 'tween', 'Vector2']);
    expect(made.map(({name}) => name)).toEqual(['easeInCubic', 'createEaseOutBack', 'linear', 'BeatSpring']);
    expect(made.every(({category}) => category === 'core/tweening')).toBe(true);
    // A factory is called for its timing function; the scene compares it with linear.
    expect(made[1]!.code).toContain('createEaseOutBack()');
    expect(made[2]!.code).toMatch(/import \{all, createRef, linear\} from '@canvas-commons\/core'/);
    expect(made[3]!.code).toContain('spring(BeatSpring, ');
  });

  it('prefers a hand-written file to the family scene', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-site-'));
    fs.mkdirSync(path.join(site, 'examples/reference/core/tweening'), {recursive: true});
    fs.writeFileSync(path.join(site, 'examples/reference/core/tweening/linear.tsx'), '// by hand\n');
    const examples = referenceExamples(site, ['linear', 'easeInCubic']);
    expect(examples.map(({name, file}) => [name, file.startsWith('examples/') ? 'file' : 'family'])).toEqual([
      ['linear', 'file'],
      ['easeInCubic', 'family'],
    ]);
  });

  it('goes under the import line and the curve, once however often it runs, and replaces an older one', () => {
    const dir = apiDirWith({'core/tweening/easeInCubic.md': PAGE});
    const [example] = familyExamples(['easeInCubic']) as [ReferenceExample];
    insertReferenceExamples(dir, [example]);
    const once = fs.readFileSync(path.join(dir, 'core/tweening/easeInCubic.md'), 'utf8');
    expect(once.indexOf(exampleFence(example))).toBeGreaterThan(once.indexOf('<!-- /timing-curve -->'));
    expect(once.indexOf(exampleFence(example))).toBeLessThan(once.indexOf('A summary.'));
    expect(once).toContain('```tsx title="easeInCubic.tsx" preview click-to-play\n');
    insertReferenceExamples(dir, [example]);
    expect(fs.readFileSync(path.join(dir, 'core/tweening/easeInCubic.md'), 'utf8')).toBe(once);
    insertReferenceExamples(dir, [{...example, code: 'changed\n'}]);
    const changed = fs.readFileSync(path.join(dir, 'core/tweening/easeInCubic.md'), 'utf8');
    expect(changed.match(/reference-example -->/g)).toHaveLength(2);
    expect(changed).toContain('changed\n```');
    expect(changed.replace(/\n<!-- reference-example -->[\s\S]*?<!-- \/reference-example -->\n/, '')).toBe(PAGE);
  });

  it('names the example file when its item has no page', () => {
    const dir = apiDirWith({});
    const example: ReferenceExample = {
      category: 'core/flow',
      name: 'gone',
      file: 'examples/reference/core/flow/gone.tsx',
      line: 1,
      lang: 'tsx',
      meta: '',
      code: '',
    };
    expect(() => insertReferenceExamples(dir, [example])).toThrow(
      /^examples\/reference\/core\/flow\/gone\.tsx: no reference page/,
    );
  });
});
