import {describe, expect, it} from 'vitest';

import {BOOT_FUNCTION} from '../../plugins/app-startup/bootScript';
import {buildFiles, readBuildFile, readEntryChunk} from './support';

/**
 * Each page boots with the scripts it was rendered with (ssr-template.ts, plugins/app-startup, plugins/lean-route-tables):
 * the entry scripts first, preloaded, then the page's own chunks, started by the boot script.
 */
describe('the scripts a page boots with', () => {
  const files = new Set(buildFiles());
  const bootList = (html: string): string[] => {
    const list = new RegExp(`${BOOT_FUNCTION}\\((\\["/assets/js/[^\\]]*\\])\\)`).exec(html)?.[1];
    return list === undefined ? [] : (JSON.parse(list) as string[]);
  };
  const preloaded = (html: string): string[] =>
    [...html.matchAll(/<link rel=preload as=script href=([^\s>]+)/g)].map((match) => match[1] ?? '');

  it.each(['api/2d/components/Rect/index.html', 'docs/tweening/index.html', 'index.html'])(
    '%s: entry scripts first and preloaded, then its own chunks, all built',
    (page) => {
      const html = readBuildFile(page);
      const scripts = bootList(html);
      expect(scripts.slice(0, 2).map((script) => script.replace(/\.\w+\.js$/, ''))).toEqual([
        '/assets/js/runtime~main',
        '/assets/js/main',
      ]);
      expect(scripts.length, 'chunks beyond the entry scripts').toBeGreaterThan(2);
      expect(scripts.filter((script) => !files.has(script.slice(1)))).toEqual([]);
      expect(preloaded(html)).toEqual(scripts.slice(0, 2));
    },
  );

  it.each(['api/2d/components/Rect/index.html', 'docs/tweening/index.html', 'index.html'])(
    '%s: rendered from the site template, each part once, its head complete before the body, no script deferred',
    (page) => {
      const html = readBuildFile(page);
      const count = (part: string) => html.split(part).length - 1;
      for (const part of [
        '<html ',
        '<head>',
        '</head>',
        '<body',
        '<meta name=generator content="Docusaurus v',
        '<title',
        '<link rel=stylesheet href=/assets/css/styles.',
        '<div id=__docusaurus>',
      ])
        expect(count(part), part).toBe(1);
      expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<body'));
      expect(html).not.toContain('defer');
      expect(html).not.toContain('<script src=');
    },
  );

  it('defines the boot function in the head, before the template calls it, and ships no template in main.js', () => {
    const html = readBuildFile('docs/tweening/index.html');
    const defined = html.indexOf(`window.${BOOT_FUNCTION}=`);
    expect(defined, 'the boot function is defined').toBeGreaterThan(-1);
    expect(defined).toBeLessThan(html.indexOf(`${BOOT_FUNCTION}(["`));
    expect(html.indexOf(`${BOOT_FUNCTION}(["`)).toBeLessThan(html.indexOf('</head>'));
    // The site's configuration, template included, is in every page's main.js: the boot script is not.
    expect(readEntryChunk('main').includes('afterContentfulPaint'), 'the boot script in main.js').toBe(false);
  });

  it("lists the API page's own content chunk", () => {
    const main = readEntryChunk('main');
    const content = /"\/api\/2d\/components\/Rect-\w+":\{"__comp":"\w+","content":"(\w+)"\}/.exec(main)?.[1];
    expect(content, "Rect's content chunk in the route table").toBeDefined();
    const scripts = bootList(readBuildFile('api/2d/components/Rect/index.html'));
    expect(scripts.some((script) => script.startsWith(`/assets/js/${content}.`))).toBe(true);
  });
});
