import path from 'node:path';
import {ESLint} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

import {assertAcyclic} from '../../scripts/lint/import-layers.mjs';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({cwd: root});

/** The import-layer messages ESLint gives `code` as if it were the site's file `file`. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(root, file)});
  return result.messages.filter((message) => message.ruleId === 'site/import-layers').map((message) => message.message);
}

describe('imports run one way (npm run lint)', () => {
  // Loading the config and its plugins takes seconds on a busy machine; do it once, with room.
  beforeAll(() => layerErrors('lib/warm-up.ts', 'export {};\n'), 60_000);

  it.each([
    [
      'lib/fixture.ts',
      "import {SEARCH} from '../plugins/search/constants';\nexport default SEARCH;\n",
      'lib/ must not import plugins/',
    ],
    [
      'lib/fixture.ts',
      "import {SITE_TITLE} from '@site/src/site';\nexport default SITE_TITLE;\n",
      'lib/ must not import src/',
    ],
    [
      'src/components/Fixture.tsx',
      "import x from '@site/plugins/social-cards/sections';\nexport default x;\n",
      'src/ must not import plugins/',
    ],
    [
      'plugins/search/fixture.ts',
      "import {x} from '../../scripts/lib/front-matter';\nexport default x;\n",
      'plugins/ must not import scripts/',
    ],
    [
      'scripts/bench/fixture.ts',
      "export {HYDRATED} from '../../tests/e2e/support/badges';\n",
      'scripts/ must not import tests/',
    ],
    [
      'docusaurus.config.ts',
      "const x = require('./scripts/lib/front-matter');\nexport default x;\n",
      'config/ must not import scripts/',
    ],
    [
      'plugins/type-aware-code/fixture.ts',
      "export {default} from '../api-reference/used-in-guides';\n",
      'plugins/type-aware-code must not import plugins/api-reference',
    ],
  ])('%s: %s fails', async (file, code, expected) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });

  it.each([
    [
      'plugins/search/fixture.ts',
      "import {escapeHtml} from '../../src/lib/escapeHtml';\nimport {x} from '../../lib/content';\nexport {escapeHtml, x};\n",
    ],
    ['plugins/api-reference/fixture.ts', "export {guideExamplesAnalysis} from '../type-aware-code';\n"],
    [
      'tests/unit/fixture.ts',
      "export {x} from '../../scripts/lib/front-matter';\nexport {y} from '../../plugins/search/constants';\n",
    ],
    ['scripts/fixture.ts', "export {PREVIEW} from '../plugins/live-preview/constants';\n"],
    [
      'src/components/Fixture.tsx',
      "export {GUIDE_CATEGORIES} from '@site/lib/guides';\nexport {default} from 'react';\n",
    ],
  ])('%s: imports the right way pass', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('refuses plugin edges that form a cycle', () => {
    expect(() => assertAcyclic({a: ['b'], b: ['c'], c: ['a']})).toThrow('a → b → c → a');
    expect(() => assertAcyclic({a: ['b'], b: ['c']})).not.toThrow();
  });
});
