import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {extractCodeBlocks, findCompleteExamples} from '../../lib/examples';
import {compileExample} from '../../plugins/live-preview/theme/LivePreview/compile';
import {hasPreviewFlag} from '../../plugins/live-preview/theme/LivePreview/meta';

const root = path.resolve(__dirname, '../..');
const read = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

/** The text after the front matter. */
function body(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '');
}

/** Splits a page into its `##` sections, keyed by heading. */
function sections(source: string): Array<{heading: string; text: string}> {
  return body(source)
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const newline = part.indexOf('\n');
      return {heading: part.slice(0, newline).trim(), text: part.slice(newline + 1)};
    });
}

const SCENE_EXPORT = /exports\.\s*default\s*=\s*_2d\.makeScene2D/;

describe('the tutorial', () => {
  const file = 'docs/tutorial.mdx';
  const source = read(file);
  const steps = sections(source).filter((section) => /^Step \d+:/.test(section.heading));

  it('opens with a "You will learn" list', () => {
    expect(body(source).split(/^## /m)[0]).toMatch(/\*\*You will learn:\*\*\n\n(- .+\n)+/);
  });

  it('has at least six numbered steps, each saying what you should see', () => {
    expect(steps.length).toBeGreaterThanOrEqual(6);
    steps.forEach((step, index) => {
      expect(step.heading).toMatch(new RegExp(`^Step ${index + 1}:`));
      expect(step.text, step.heading).toContain('**What you should see:**');
    });
  });

  it('shows a live preview of the whole scene in every step that changes the scene', () => {
    const sceneSteps = steps.filter((step) => /```tsx title="src\/scenes\//.test(step.text));
    expect(sceneSteps.length).toBeGreaterThanOrEqual(6);
    for (const step of sceneSteps) {
      const blocks = extractCodeBlocks(file, step.text).filter((block) => block.meta.includes('src/scenes/'));
      expect(blocks, step.heading).toHaveLength(1);
      expect(hasPreviewFlag(blocks[0].meta), step.heading).toBe(true);
      expect(compileExample(blocks[0].code).code, step.heading).toMatch(SCENE_EXPORT);
    }
  });

  it('ends with the video file, a recap of three points and a next link', () => {
    expect(steps.at(-1)?.text).toMatch(/`output\/[\w-]+\.mp4`/);
    const names = sections(source).map((section) => section.heading);
    expect(names.slice(-2)).toEqual(['Recap', 'Next']);
    const recap = sections(source).find((section) => section.heading === 'Recap');
    expect(recap?.text.match(/^- /gm)).toHaveLength(3);
    expect(sections(source).at(-1)?.text).toMatch(/\]\(\/docs\//);
  });
});

describe('the recipes', () => {
  const folder = 'docs/recipes';
  const files = readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.mdx'));

  it('has at least eight', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it.each(files)('%s has a goal, numbered steps and one complete example, in at most 600 words', (name) => {
    const file = `${folder}/${name}`;
    const source = read(file);
    expect(body(source)).toMatch(/^\*\*Goal:\*\* /m);
    const steps = sections(source).find((section) => section.heading === 'Steps');
    expect(steps?.text).toMatch(/^1\. /m);
    expect(steps?.text).toMatch(/^2\. /m);
    expect(findCompleteExamples(file, source).length).toBeGreaterThanOrEqual(1);
    // The words a reader reads, counted as `wc -w` does (code included); the front matter's search keywords are not read.
    expect(body(source).split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(600);
  });

  it.each(files)('%s: every preview compiles to a scene', (name) => {
    const file = `${folder}/${name}`;
    for (const block of extractCodeBlocks(file, read(file)).filter((candidate) => hasPreviewFlag(candidate.meta))) {
      expect(compileExample(block.code).code).toMatch(SCENE_EXPORT);
    }
  });
});

describe('the FAQ', () => {
  const source = read('docs/faq.mdx');
  const entries = body(source).split(/^### /m).slice(1);

  it('has at least fifteen entries, each quoting a message and giving a fix', () => {
    expect(entries.length).toBeGreaterThanOrEqual(15);
    for (const entry of entries) {
      const title = entry.slice(0, entry.indexOf('\n'));
      expect(entry, title).toMatch(/```text\n.+\n/);
      expect(entry, title).toContain('**Cause.**');
      expect(entry, title).toContain('**Fix.**');
    }
  });
});

describe('the glossary', () => {
  const terms = sections(read('docs/glossary.mdx'));

  it('defines at least fifteen terms, in alphabetical order, each linked to the API reference', () => {
    expect(terms.length).toBeGreaterThanOrEqual(15);
    const names = terms.map((term) => term.heading);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const term of terms) {
      expect(term.text, term.heading).toMatch(/^- API: .*\]\(\/api\/(core|2d)\/[\w-]+\/[\w-]+(#[\w$-]+)?\)/m);
    }
  });

  it('covers the words the guides rely on', () => {
    const names = terms.map((term) => term.heading.toLowerCase());
    for (const word of ['signal', 'generator', 'thread', 'scene', 'node', 'reference', 'tween', 'timing function']) {
      expect(names).toContain(word);
    }
    expect(names).toContain('time event');
  });
});
