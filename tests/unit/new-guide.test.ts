import {describe, expect, it} from 'vitest';

import {checkDocFrontMatter} from '../../scripts/lib/front-matter';
import {
  NewGuideError,
  nextSidebarPosition,
  parseNewGuideArgs,
  planNewGuide,
  renderGuide,
  templateBody,
  type ExistingGuides,
} from '../../scripts/lib/new-guide';

const TEMPLATE = [
  '---',
  'slug: /page-slug',
  'title: Page title',
  'description: Placeholder.',
  'sidebar_position: 99',
  '---',
  '',
  'Intro paragraph.',
  '',
  '## The first idea',
  '',
].join('\n');

const EXISTING: ExistingGuides = {
  files: new Set([
    'docs/getting-started/quickstart.mdx',
    'docs/getting-started/camera.mdx',
    'docs/getting-started/rendering/index.mdx',
    'docs/advanced/shaders.mdx',
  ]),
  routes: new Map([
    ['/quickstart', 'docs/getting-started/quickstart.mdx'],
    ['/camera', 'docs/getting-started/camera.mdx'],
    ['/rendering', 'docs/getting-started/rendering/index.mdx'],
    ['/shaders', 'docs/advanced/shaders.mdx'],
  ]),
  positions: new Map([
    ['getting-started', [1, 2, 15]],
    ['advanced', [4]],
    ['migration', []],
  ]),
};

function errorOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(NewGuideError);
    return (error as Error).message;
  }
  throw new Error('expected a NewGuideError');
}

describe('new:guide arguments', () => {
  it('reads slug, title and category, with getting-started by default', () => {
    expect(parseNewGuideArgs(['custom-easing', 'Custom easing'])).toEqual({
      slug: 'custom-easing',
      title: 'Custom easing',
      category: 'getting-started',
    });
    expect(parseNewGuideArgs(['/audio-sync', 'Audio sync', 'advanced'])).toEqual({
      slug: 'audio-sync',
      title: 'Audio sync',
      category: 'advanced',
    });
  });

  it('refuses a slug that is not lowercase words joined by hyphens', () => {
    expect(errorOf(() => parseNewGuideArgs(['Custom Easing', 'Custom easing']))).toMatch(
      /^the slug "Custom Easing" must be lowercase letters and digits, words joined by hyphens/,
    );
    expect(errorOf(() => parseNewGuideArgs(['plugins/editor', 'Editor']))).toMatch(/the slug "plugins\/editor"/);
  });

  it('refuses an unknown category, listing the folders', () => {
    expect(errorOf(() => parseNewGuideArgs(['x', 'X', 'plugins']))).toBe(
      'unknown category "plugins": use one of getting-started, recipes, components, advanced, migration.',
    );
  });

  it('refuses a missing title or extra arguments with the usage', () => {
    expect(errorOf(() => parseNewGuideArgs(['x']))).toMatch(/got 1 argument\(s\)\.\nUsage: npm run new:guide -- /);
    expect(errorOf(() => parseNewGuideArgs(['x', 'X', 'advanced', 'more']))).toMatch(/got 4 argument/);
    expect(errorOf(() => parseNewGuideArgs(['x', '  ']))).toMatch(/^the title must not be empty/);
  });
});

describe('new:guide plan', () => {
  it('puts the page in its category folder after the last page or subcategory', () => {
    const guide = planNewGuide(parseNewGuideArgs(['custom-easing', 'Custom easing']), EXISTING, TEMPLATE);
    expect(guide.file).toBe('docs/getting-started/custom-easing.mdx');
    expect(guide.route).toBe('/custom-easing');
    expect(guide.position).toBe(16);
  });

  it('starts an empty folder at position 1', () => {
    expect(planNewGuide(parseNewGuideArgs(['v1', 'From 0.3', 'migration']), EXISTING, TEMPLATE).position).toBe(1);
    expect(planNewGuide(parseNewGuideArgs(['x', 'X', 'components']), EXISTING, TEMPLATE).position).toBe(1);
  });

  it('creates a recipe in the recipes folder', () => {
    const recipe = planNewGuide(parseNewGuideArgs(['export-a-webm', 'Export a WebM', 'recipes']), EXISTING, TEMPLATE);
    expect(recipe.file).toBe('docs/recipes/export-a-webm.mdx');
    expect(recipe.route).toBe('/export-a-webm');
  });

  it('refuses to overwrite an existing file', () => {
    const existing = {...EXISTING, routes: new Map()};
    expect(errorOf(() => planNewGuide(parseNewGuideArgs(['camera', 'Camera']), existing, TEMPLATE))).toBe(
      'docs/getting-started/camera.mdx already exists; edit it, or choose another slug.',
    );
  });

  it('refuses a slug another guide already has, in any folder', () => {
    expect(errorOf(() => planNewGuide(parseNewGuideArgs(['shaders', 'Shaders']), EXISTING, TEMPLATE))).toBe(
      'the slug "/shaders" is already used by docs/advanced/shaders.mdx (address /docs/shaders); choose another slug.',
    );
    expect(errorOf(() => planNewGuide(parseNewGuideArgs(['rendering', 'R', 'advanced']), EXISTING, TEMPLATE))).toMatch(
      /^the slug "\/rendering" is already used by docs\/getting-started\/rendering\/index\.mdx/,
    );
  });

  it('computes positions from the largest one, ignoring junk', () => {
    expect(nextSidebarPosition([])).toBe(1);
    expect(nextSidebarPosition([3, 1, 2])).toBe(4);
    expect(nextSidebarPosition([2.5, NaN])).toBe(3);
  });
});

describe('new:guide page', () => {
  it('writes front matter that passes the front-matter check, then the template body', () => {
    const content = renderGuide(
      {slug: 'custom-easing', title: 'Easing: a primer', category: 'advanced', position: 7},
      TEMPLATE,
    );
    expect(content).toBe(
      [
        '---',
        'slug: /custom-easing',
        "title: 'Easing: a primer'",
        'description: One sentence on what this page teaches, for search results and link previews.',
        'sidebar_position: 7',
        '---',
        '',
        'Intro paragraph.',
        '',
        '## The first idea',
        '',
      ].join('\n'),
    );
    const check = checkDocFrontMatter('docs/advanced/custom-easing.mdx', content, {docTags: null});
    expect(check.problems).toEqual([]);
    expect(check.frontMatter?.data.title).toBe('Easing: a primer');
  });

  it('keeps a template without front matter whole', () => {
    expect(templateBody('\n\nBody.\n\n')).toBe('Body.\n');
  });
});
