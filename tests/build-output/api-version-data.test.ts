import {describe, expect, it} from 'vitest';

import {buildFiles, readBuildFile} from './support';

/**
 * Every reference page loads its docs instance's version data; the docs plugin wrapper
 * (plugins/api-reference/docs-plugin.ts) leaves the doc-card titles and descriptions out of it.
 */
describe('the API reference version data', () => {
  const chunks = buildFiles()
    .filter((file) => file.startsWith('assets/js/') && file.endsWith('.js'))
    .map((file) => readBuildFile(file))
    .filter((source) => source.includes('"pluginId":"api"') && source.includes('"docsSidebars"'));

  it('is one chunk', () => {
    expect(chunks).toHaveLength(1);
  });

  it('lists every page by id and sidebar only', () => {
    const [chunk = ''] = chunks;
    // Booleans, not the chunk itself: a failure would otherwise print 200 KB.
    expect(chunk.includes('"core/flow/all":{"id":"core/flow/all","sidebar":"api"}'), 'pages by id and sidebar').toBe(
      true,
    );
    expect(chunk.includes('"description":'), 'descriptions in the version data').toBe(false);
  });
});
