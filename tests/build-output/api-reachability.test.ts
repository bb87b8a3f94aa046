/**
 * Nothing documented is lost: the API generator checks, right after TypeDoc has written a package's pages, every
 * documented reflection against them (plugins/api-reference/reachability.mjs) and writes the result next to the
 * pages. An item must have its page; a member must have its heading on the page of the item that defines it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {API_DOCS_DIR, API_PACKAGES} from '../../lib/api-packages';
import {REACHABILITY_FILE} from '../../plugins/api-reference/reachability.mjs';

const SITE = path.join(__dirname, '..', '..');

describe.each(API_PACKAGES.map((api) => api.pkg))('@canvas-commons/%s', (pkg) => {
  it('gives every documented item its page and every documented member an anchor on its defining page', () => {
    const file = path.join(SITE, API_DOCS_DIR, pkg, REACHABILITY_FILE);
    expect(fs.existsSync(file), `${file}: generate the reference first (npm run build)`).toBe(true);
    const {checked, missing} = JSON.parse(fs.readFileSync(file, 'utf8')) as {checked: number; missing: string[]};
    expect(missing).toEqual([]);
    // The run really covered the package (hundreds of items and members).
    expect(checked).toBeGreaterThan(200);
  });
});
