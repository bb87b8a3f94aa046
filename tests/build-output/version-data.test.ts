import {describe, expect, it} from 'vitest';

import {buildFiles, readBuildFile} from './support';

/** The chunks holding a docs instance's version data (its sidebars and its map of pages). */
const versionDataChunks = (pluginId: string) =>
  buildFiles()
    .filter((file) => file.startsWith('assets/js/') && file.endsWith('.js'))
    .map((file) => readBuildFile(file))
    .filter((source) => source.includes(`"pluginId":"${pluginId}"`) && source.includes('"docsSidebars"'));

/**
 * Every reference page loads its docs instance's version data; the docs plugin wrapper
 * (plugins/api-reference/docs-plugin.ts) leaves its map of pages, which only doc cards read, out of it.
 */
describe('the API reference version data', () => {
  const chunks = versionDataChunks('api');

  it('is one chunk', () => {
    expect(chunks).toHaveLength(1);
  });

  it('has the sidebar but no map of pages', () => {
    const [chunk = ''] = chunks;
    // Booleans, not the chunk itself: a failure would otherwise print 200 KB.
    expect(chunk.includes('"href":"/api/core/flow/all"'), 'the sidebar links the pages').toBe(true);
    expect(chunk.includes('"docs":{}'), 'an empty map of pages').toBe(true);
    expect(chunk.includes('"description":'), 'descriptions in the version data').toBe(false);
  });
});

/**
 * Every guide loads its docs instance's version data; the guides' docs plugin wrapper (plugins/doc-cards) moves the
 * pages' descriptions out of it, to the category pages whose doc cards show them.
 */
describe('the guides version data and their doc cards', () => {
  const chunks = versionDataChunks('default');

  it('is one chunk, with the map of pages but no descriptions', () => {
    expect(chunks).toHaveLength(1);
    const [chunk = ''] = chunks;
    expect(/"docs":\{"[^"]+":\{"id":/.test(chunk), 'the map of pages').toBe(true);
    expect(chunk.includes('"description":'), 'descriptions in the version data').toBe(false);
  });

  const categoryPages = buildFiles().filter((file) => /^docs\/category\/[^/]+\/index\.html$/.test(file));
  // The HTML is minified: attribute values may be unquoted.
  const metaDescription = (html: string) => /<meta [^>]*name=description content="([^"]*)"/.exec(html)?.[1] ?? null;

  it.each(categoryPages)('%s: each card of a guide shows that guide’s description', (file) => {
    const cards = [
      ...readBuildFile(file).matchAll(/<a class="[^"]*cardContainer[^"]*" href=([^ >]+)>([\s\S]*?)<\/a>/g),
    ];
    // A sub-category's card (🗃) counts its items instead, as Docusaurus's does.
    const guideCards = cards.filter(([, , card]) => !card!.includes('\u{1F5C3}'));
    expect(guideCards.length, 'cards of guides').toBeGreaterThan(0);
    for (const [, href, card] of guideCards) {
      const shown = /<p class="[^"]*theme-doc-card-description[^"]*" title="([^"]*)"/.exec(card!)?.[1];
      expect(shown, `${href}'s card`).toBe(metaDescription(readBuildFile(`${href!.slice(1)}/index.html`)));
    }
  });
});
