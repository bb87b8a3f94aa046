import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {SSR_TEMPLATE} from '../../ssr-template';
import {BOOT_FUNCTION, BOOT_SCRIPT} from '../../plugins/app-startup/bootScript';

const require = createRequire(import.meta.url);
/**
 * Docusaurus's own page template, read as text (not run) to hold ours to the values it reads. How ours renders is
 * checked on the built pages (tests/build-output/page-scripts.test.ts), which core rendered with it.
 */
const DEFAULT_TEMPLATE_FILE = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib/ssg/ssgTemplate.html.js',
);

/** The `it.*` values a template reads. */
function valuesRead(template: string): string[] {
  return [...new Set([...template.matchAll(/\bit\.(\w+)/g)].map((match) => match[1]))].sort();
}

describe('the page template', () => {
  it("reads every value Docusaurus's own template reads", () => {
    const defaults = valuesRead(readFileSync(DEFAULT_TEMPLATE_FILE, 'utf8'));
    expect(defaults.length).toBeGreaterThan(5);
    expect(valuesRead(SSR_TEMPLATE)).toEqual(expect.arrayContaining(defaults));
  });

  it('calls the function that the boot script, a head tag of every page, defines', () => {
    const window: Record<string, unknown> = {};
    new Function('window', BOOT_SCRIPT)(window);
    expect(typeof window[BOOT_FUNCTION]).toBe('function');
    // Defined in the head tags, which come before the call.
    expect(SSR_TEMPLATE.indexOf('it.headTags')).toBeLessThan(SSR_TEMPLATE.indexOf(`${BOOT_FUNCTION}(`));
  });
});
