/**
 * The Nu HTML Checker (npm `vnu-jar`, run with the machine's Java) over one page
 * of every template. Only framework markup this site cannot change is accepted,
 * each kind named below with its reason.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';

import {BUILD_DIR, readBuildFile} from './support';

const VNU_JAR = path.join(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

/** One built page per template. */
export const TEMPLATE_PAGES = [
  'index.html', // home
  '404.html', // not found
  'search/index.html', // search page
  'docs/tweening/index.html', // guide with a live preview
  'docs/index.html', // docs intro
  'docs/category/getting-started/index.html', // generated category index
  'api/core/index.html', // API package index
  'api/2d/components/Rect/index.html', // API item
  'blog/index.html', // blog list
  'blog/public-release/index.html', // blog post
  'blog/archive/index.html', // blog archive
  'blog/tags/index.html', // tag list
  'blog/tags/release/index.html', // posts of a tag
  'blog/authors/index.html', // authors
  'editor/index.html', // editor examples list
  'editor/logging/index.html', // editor example (console panel)
  '__docusaurus/debug/content/index.html', // debug pages
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** Framework markup the checker flags, which the site does not write and cannot change without ejecting. */
export const ACCEPTED: ReadonlyArray<{name: string; reason: string; matches: (message: VnuMessage) => boolean}> = [
  {
    name: 'code-block lines',
    reason:
      "Docusaurus's code blocks put each line in a <div class=token-line> inside <code> (theme-classic's markup, which " +
      'the build-time highlighter renders unchanged so that its CSS and copy button keep working).',
    matches: (m) =>
      m.message.startsWith('Element “div” not allowed as child of element “code”') &&
      /token-line/.test(m.extract ?? ''),
  },
  {
    name: 'last-updated itemprop',
    reason: 'theme-classic writes itemprop="dateModified" on the "Last updated" <time>, outside any itemscope.',
    matches: (m) =>
      m.message.startsWith('The “itemprop” attribute was specified') && /itemprop=dateModified/.test(m.extract ?? ''),
  },
  {
    name: 'blog archive years',
    reason: "theme-classic's blog archive titles each year with an <h3> right under the page's <h1>.",
    matches: (m) =>
      m.url.endsWith('/blog/archive/index.html') &&
      m.message.startsWith('The heading “h3” (with computed level 3) follows the heading “h1”'),
  },
  {
    name: 'debug JSON viewer',
    reason: "The debug plugin's JSON viewer (react-json-view-lite) puts <div role=treeitem> directly in <ul>.",
    matches: (m) =>
      m.url.includes('/__docusaurus/debug/') &&
      m.message.startsWith('Element “div” not allowed as child of element “ul”'),
  },
];

describe('markup of one page of every template (Nu HTML Checker)', () => {
  it('has no errors beyond the named framework exceptions', async () => {
    const files = TEMPLATE_PAGES.map((page) => path.join(BUILD_DIR, page));
    let output: string;
    try {
      ({stderr: output} = await promisify(execFile)(
        'java',
        ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
        {maxBuffer: 64 * 1024 * 1024},
      ));
    } catch (error) {
      // vnu exits non-zero when it reports errors; the report is still on stderr.
      output = (error as {stderr?: string}).stderr ?? '';
      if (!output.trim().startsWith('{')) throw error;
    }
    const {messages} = JSON.parse(output) as {messages: VnuMessage[]};
    const unexpected = messages
      .filter((message) => !ACCEPTED.some((accepted) => accepted.matches(message)))
      .map(
        (message) =>
          `${path.relative(BUILD_DIR, new URL(message.url).pathname)}: ${message.message} [${message.extract ?? ''}]`,
      );
    expect(unexpected).toEqual([]);
  });
});

describe('forms', () => {
  it('the search page form has a submit control', () => {
    const $ = load(readBuildFile('search/index.html'));
    const forms = $('main form');
    expect(forms.length).toBeGreaterThan(0);
    forms.each((_, form) => {
      expect($(form).find('button[type=submit], input[type=submit], input[type=image]').length).toBeGreaterThan(0);
    });
  });
});
