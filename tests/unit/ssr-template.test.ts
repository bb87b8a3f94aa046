import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

import {SSR_TEMPLATE} from '../../ssr-template';
import {BOOT_FUNCTION, BOOT_SCRIPT} from '../../plugins/app-startup/bootScript';

const require = createRequire(import.meta.url);
// Docusaurus's own compiler and default template, read here only to hold ours to them.
const {compileSSGTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate.js') as {
  compileSSGTemplate: (template: string) => Promise<(data: Record<string, unknown>) => string>;
};
const DEFAULT_TEMPLATE_FILE = require.resolve('@docusaurus/core/lib/ssg/ssgTemplate.html.js');

/** The `it.*` values a template reads. */
function valuesRead(template: string): string[] {
  return [...new Set([...template.matchAll(/\bit\.(\w+)/g)].map((match) => match[1]))].sort();
}

const PAGE = {
  appHtml: '<main>app</main>',
  baseUrl: '/',
  htmlAttributes: 'lang="en" dir="ltr"',
  bodyAttributes: 'class="page"',
  headTags: '<link rel="icon" href="/img/favicon.svg">',
  preBodyTags: '<script>preBody()</script>',
  postBodyTags: '<script>postBody()</script>',
  metaAttributes: ['<title>Rect</title>', '<meta name="description" content="A rectangle">'],
  scripts: ['assets/js/runtime~main.1a.js', 'assets/js/main.2b.js', 'assets/js/rect.3c.js'],
  stylesheets: ['assets/css/styles.4d.css'],
  noIndex: false,
  version: '3.10.0',
};

describe('the page template', () => {
  it("reads every value Docusaurus's own template reads", () => {
    const defaults = valuesRead(readFileSync(DEFAULT_TEMPLATE_FILE, 'utf8'));
    expect(defaults.length).toBeGreaterThan(5);
    expect(valuesRead(SSR_TEMPLATE)).toEqual(expect.arrayContaining(defaults));
  });

  it('renders each part of the page once, with the scripts started by the boot script, not deferred', async () => {
    const html = (await compileSSGTemplate(SSR_TEMPLATE))(PAGE);
    for (const part of [
      '<html lang="en" dir="ltr">',
      '<body class="page">',
      '<meta name="generator" content="Docusaurus v3.10.0">',
      PAGE.headTags,
      PAGE.preBodyTags,
      PAGE.postBodyTags,
      ...PAGE.metaAttributes,
      '<link rel="stylesheet" href="/assets/css/styles.4d.css" />',
      '<div id="__docusaurus"><main>app</main></div>',
    ])
      expect(html.split(part), part).toHaveLength(2);
    expect(html).not.toContain('defer');
    expect(html).not.toContain('<script src=');
    // The entry scripts are preloaded; the page's own chunk is left to the boot script.
    expect(html).toContain('<link rel="preload" as="script" href="/assets/js/runtime~main.1a.js" />');
    expect(html).toContain('<link rel="preload" as="script" href="/assets/js/main.2b.js" />');
    expect(html).not.toContain('href="/assets/js/rect.3c.js"');
    expect(html).toContain(
      `<script>${BOOT_FUNCTION}(["/assets/js/runtime~main.1a.js","/assets/js/main.2b.js","/assets/js/rect.3c.js"]);</script>`,
    );
    // The head is complete before the body starts.
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<body'));
  });

  it('calls the function that the boot script, a head tag of every page, defines', () => {
    const window: Record<string, unknown> = {};
    new Function('window', BOOT_SCRIPT)(window);
    expect(typeof window[BOOT_FUNCTION]).toBe('function');
    // Defined in the head tags, which come before the call.
    expect(SSR_TEMPLATE.indexOf('it.headTags')).toBeLessThan(SSR_TEMPLATE.indexOf(`${BOOT_FUNCTION}(`));
  });
});
