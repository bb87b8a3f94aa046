import {describe, expect, it} from 'vitest';

import {buildFiles, readBuildFile} from './support';

/**
 * Every reference page loads its docs instance's version data; the docs plugin wrapper
 * (plugins/api-reference/docs-plugin.ts) leaves its map of pages, which only doc cards read, out of it.
 */
describe('the API reference version data', () => {
  const chunks = buildFiles()
    .filter((file) => file.startsWith('assets/js/') && file.endsWith('.js'))
    .map((file) => readBuildFile(file))
    .filter((source) => source.includes('"pluginId":"api"') && source.includes('"docsSidebars"'));

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
