import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  checkBlogFrontMatter,
  checkDocFrontMatter,
  closest,
  docRoutePath,
  findDuplicateRoutes,
  readKeyList,
} from '../../scripts/lib/front-matter';
import {formatProblem, listFiles, listMarkdown, readFrontMatter} from '../../lib/content';

const DOC = 'docs/getting-started/quickstart.mdx';
const POST = 'blog/2025-08-01-public-release.md';

function page(...frontMatter: string[]): string {
  return ['---', ...frontMatter, '---', '', 'Some text.', ''].join('\n');
}

const GOOD_DOC = [
  'slug: /quickstart',
  'title: Quickstart',
  'description: Create a project.',
  'sidebar_position: 1',
  'sidebar_label: Start',
];

const GOOD_POST = [
  'slug: public-release',
  'title: Canvas Commons is public',
  'authors: [maintainers]',
  'tags: [release, community]',
  'date: 2025-08-01',
  'description: The first release.',
];

const DOC_CONTEXT = {docTags: null};
const BLOG_CONTEXT = {tags: new Set(['release', 'community']), authors: new Set(['maintainers'])};

/** The formatted messages of a guide with this front matter. */
function docMessages(...frontMatter: string[]): string[] {
  return checkDocFrontMatter(DOC, page(...frontMatter), DOC_CONTEXT).problems.map(formatProblem);
}

function postMessages(...frontMatter: string[]): string[] {
  return checkBlogFrontMatter(POST, page(...frontMatter), BLOG_CONTEXT).problems.map(formatProblem);
}

describe('guide front matter', () => {
  it('accepts the keys the guides use', () => {
    expect(docMessages(...GOOD_DOC)).toEqual([]);
  });

  it('reports a misspelt key with its line and the key it probably meant', () => {
    const lines = GOOD_DOC.map((line) => line.replace('sidebar_position', 'sidebar_postion'));
    expect(docMessages(...lines)).toEqual([
      `${DOC}:5: unknown front matter key "sidebar_postion"; did you mean "sidebar_position"?`,
    ]);
  });

  it('lists the known keys for an unknown key with no close match', () => {
    const [message] = docMessages(...GOOD_DOC, 'colour: red');
    expect(message).toMatch(
      /^docs\/getting-started\/quickstart\.mdx:7: unknown front matter key "colour"; known keys: /,
    );
    expect(message).toContain('sidebar_position');
  });

  it('reports a number where the slug should be a string, without converting it', () => {
    const lines = GOOD_DOC.map((line) => line.replace('slug: /quickstart', 'slug: 3'));
    expect(docMessages(...lines)).toEqual([
      `${DOC}:2: "slug" must be a string (the page address under /docs, starting with "/", e.g. /quickstart); got the number 3`,
    ]);
  });

  it('reports a sidebar position written as text', () => {
    const lines = GOOD_DOC.map((line) => line.replace('sidebar_position: 1', 'sidebar_position: first'));
    expect(docMessages(...lines)).toEqual([
      `${DOC}:5: "sidebar_position" must be a number (the order of the page in its sidebar category); got the text "first"`,
    ]);
  });

  it('reports a relative slug, whose address would depend on the folder', () => {
    const lines = GOOD_DOC.map((line) => line.replace('slug: /quickstart', 'slug: quickstart'));
    expect(docMessages(...lines)).toEqual([
      `${DOC}:2: "slug" must start with "/" (the page address under /docs, starting with "/", e.g. /quickstart); got "quickstart", which depends on the folder`,
    ]);
  });

  it('reports each missing required key with what it should hold', () => {
    expect(docMessages('sidebar_position: 2')).toEqual([
      `${DOC}:1: missing front matter key "slug": expected a string (the page address under /docs, starting with "/", e.g. /quickstart)`,
      `${DOC}:1: missing front matter key "title": expected a string (the page title, shown as its heading)`,
      `${DOC}:1: missing front matter key "description": expected a string (one sentence for search results and link previews)`,
    ]);
  });

  it('treats a page without front matter as missing every required key', () => {
    const problems = checkDocFrontMatter(DOC, '# Title\n', DOC_CONTEXT).problems;
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('missing front matter key "slug"'),
      expect.stringContaining('missing front matter key "title"'),
      expect.stringContaining('missing front matter key "description"'),
    ]);
  });

  it('reports tags when the guides have no tags file', () => {
    expect(docMessages(...GOOD_DOC, 'tags: [signals]')).toEqual([
      `${DOC}:7: tag "signals" is not defined: docs/tags.yml does not exist`,
    ]);
  });

  it('checks guide tags against docs/tags.yml when it exists', () => {
    const source = page(...GOOD_DOC, 'tags: [signals, tweens]');
    const problems = checkDocFrontMatter(DOC, source, {docTags: new Set(['signals', 'tweening'])}).problems;
    expect(problems.map(formatProblem)).toEqual([
      `${DOC}:7: unknown tag "tweens" (not in docs/tags.yml). Known: signals, tweening.`,
    ]);
  });

  it("passes on what Docusaurus' own schema rejects beyond types", () => {
    expect(docMessages(...GOOD_DOC, 'toc_max_heading_level: 9')).toEqual([
      `${DOC}:7: "toc_max_heading_level" must be less than or equal to 6 (Docusaurus front matter schema)`,
    ]);
    expect(docMessages(...GOOD_DOC, 'draft: true', 'unlisted: true')).toEqual([
      `${DOC}:1: Can't be draft and unlisted at the same time. (Docusaurus front matter schema)`,
    ]);
  });
});

describe('blog front matter', () => {
  it('accepts the published post', () => {
    expect(postMessages(...GOOD_POST)).toEqual([]);
  });

  it('reports an unknown tag with the tags it could have meant', () => {
    const lines = GOOD_POST.map((line) => line.replace('release,', 'relase,'));
    expect(postMessages(...lines)).toEqual([
      `${POST}:5: unknown tag "relase" (not in blog/tags.yml); did you mean "release"? Known: community, release.`,
    ]);
  });

  it('reports an author missing from authors.yml', () => {
    const lines = GOOD_POST.map((line) => line.replace('authors: [maintainers]', 'authors: jane'));
    expect(postMessages(...lines)).toEqual([
      `${POST}:4: unknown author "jane" (not in blog/authors.yml). Known: maintainers.`,
    ]);
  });

  it('reports an inline author object, which the site does not allow', () => {
    const lines = GOOD_POST.map((line) => line.replace('authors: [maintainers]', 'authors: [{name: Jane}]'));
    expect(postMessages(...lines)).toEqual([
      `${POST}:4: "authors" must be a string or a list of strings (keys of blog/authors.yml); got a list of 1 item`,
    ]);
  });

  it('reports a date that is not a date', () => {
    const lines = GOOD_POST.map((line) => line.replace('date: 2025-08-01', 'date: last week'));
    expect(postMessages(...lines)).toEqual([`${POST}:6: "date" must be a valid date (Docusaurus front matter schema)`]);
  });

  it('reports a guide-only key in a post', () => {
    expect(postMessages(...GOOD_POST, 'sidebar_position: 2')).toEqual([
      expect.stringMatching(
        /^blog\/2025-08-01-public-release\.md:8: unknown front matter key "sidebar_position"; known keys: slug, title/,
      ),
    ]);
  });

  it('reports a slug of the wrong type, which the blog plugin would convert', () => {
    const lines = GOOD_POST.map((line) => line.replace('slug: public-release', 'slug: 2025'));
    expect(postMessages(...lines)).toEqual([
      `${POST}:2: "slug" must be a string (the post address under /blog, e.g. public-release); got the number 2025`,
    ]);
  });
});

describe('reading front matter', () => {
  it('reports malformed YAML with the file, line and column', () => {
    const source = ['---', 'title: Quickstart', 'description: [unclosed', 'slug: /quickstart', '---', ''].join('\n');
    const [problem] = readFrontMatter(DOC, source).problems;
    expect(problem.file).toBe(DOC);
    expect(problem.line).toBeGreaterThanOrEqual(3);
    expect(formatProblem(problem)).toMatch(
      /^docs\/getting-started\/quickstart\.mdx:\d+:\d+: the front matter is not valid YAML: /,
    );
    // The check reports the YAML problem alone, not a list of missing keys on top of it.
    expect(checkDocFrontMatter(DOC, source, DOC_CONTEXT).problems).toEqual([problem]);
  });

  it('reports a duplicated key', () => {
    const [problem] = readFrontMatter(DOC, page('title: A', 'title: B')).problems;
    expect(formatProblem(problem)).toBe(`${DOC}:3:1: the front matter is not valid YAML: duplicated mapping key`);
  });

  it('reports front matter that is never closed', () => {
    expect(readFrontMatter(DOC, '---\ntitle: A\n\nText.\n').problems.map(formatProblem)).toEqual([
      `${DOC}:1: the front matter opens with "---" on line 1 but has no closing "---" line`,
    ]);
  });

  it('reports front matter that is a list instead of a mapping', () => {
    expect(readFrontMatter(DOC, page('- title', '- slug')).problems.map(formatProblem)).toEqual([
      `${DOC}:2: the front matter must be a mapping of keys to values (got a list of 2 items)`,
    ]);
  });

  it('reads the line of every key', () => {
    const {frontMatter} = readFrontMatter(DOC, page(...GOOD_DOC));
    expect(frontMatter?.keyLines.get('slug')).toBe(2);
    expect(frontMatter?.keyLines.get('sidebar_label')).toBe(6);
  });

  it('reports a malformed tags file', () => {
    expect(readKeyList('blog/tags.yml', 'release:\n  label: Release\n bad\n').problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^blog\/tags\.yml:\d+:\d+: not valid YAML: /),
    ]);
    expect([...readKeyList('blog/tags.yml', 'release:\n  label: Release\ncommunity: {}\n').keys]).toEqual([
      'release',
      'community',
    ]);
  });
});

describe('guide addresses', () => {
  it('follows the Docusaurus slug rules', () => {
    expect(docRoutePath('getting-started/quickstart.mdx', '/quickstart')).toBe('/quickstart');
    expect(docRoutePath('intro.mdx', '/')).toBe('/');
    expect(docRoutePath('getting-started/camera.mdx')).toBe('/getting-started/camera');
    expect(docRoutePath('getting-started/rendering/index.mdx')).toBe('/getting-started/rendering');
    expect(docRoutePath('advanced/plugins/editor.mdx', 'editor')).toBe('/advanced/plugins/editor');
    expect(docRoutePath('advanced/01-shaders.mdx')).toBe('/advanced/shaders');
  });

  it('reports the second guide at an address', () => {
    const problems = findDuplicateRoutes([
      {file: 'docs/getting-started/camera.mdx', route: '/camera', line: 2},
      {file: 'docs/advanced/camera.mdx', route: '/camera', line: 2},
    ]);
    expect(problems.map(formatProblem)).toEqual([
      'docs/advanced/camera.mdx:2: the address /docs/camera is already used by docs/getting-started/camera.mdx',
    ]);
  });

  it('suggests only close matches', () => {
    expect(closest('sidebar_postion', ['slug', 'sidebar_position'])).toBe('sidebar_position');
    expect(closest('colour', ['slug', 'sidebar_position'])).toBeUndefined();
  });
});

describe('listing content files', () => {
  const root = path.resolve(__dirname, '../..');

  it('walks a folder for the names that match, sorted, leaving out partials unless asked', () => {
    const guides = listMarkdown('docs', {root});
    expect(guides).toContain('docs/getting-started/quickstart.mdx');
    expect(guides).toEqual([...guides].sort());
    expect(guides.some((file) => file.split('/').some((part) => part.startsWith('_')))).toBe(false);
    const withPartials = listFiles('docs', /\.json$/, {root, partials: true});
    expect(withPartials.some((file) => file.endsWith('/_category_.json'))).toBe(true);
  });

  it('takes one file as its own list when it matches, and a missing path as none', () => {
    expect(listFiles('docusaurus.config.ts', /\.ts$/, {root})).toEqual(['docusaurus.config.ts']);
    expect(listFiles('docusaurus.config.ts', /\.md$/, {root})).toEqual([]);
    expect(listFiles('no-such-folder', /./, {root})).toEqual([]);
  });
});
