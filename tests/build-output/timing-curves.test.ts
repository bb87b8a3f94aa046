import * as core from '@canvas-commons/core';
import {describe, expect, it} from 'vitest';

import {TIMING_CATEGORY, timingCurves} from '../../plugins/timing-curves/curves';
import {readBuildFile} from './support';

const names = timingCurves(core as unknown as Record<string, unknown>).map((curve) => curve.name);
// The build's HTML is minified: attribute values lose their quotes where they can.
const FIGURE = /<figure class="?timing-curve"?>[\s\S]*?<\/figure>/;

describe('timing-function curves in the build', () => {
  it('every timing function’s page shows its curve under the import line, within 2 KB of HTML', () => {
    const sizes: number[] = [];
    for (const name of names) {
      const html = readBuildFile(`api/${'core'}/${TIMING_CATEGORY}/${name}/index.html`);
      const figure = FIGURE.exec(html)?.[0];
      expect(figure, `${name}: no curve`).toBeDefined();
      expect(/<svg[^>]*role="?img"?[^>]*aria-label="The curve of /.test(figure!), `${name}: an SVG with its text`).toBe(
        true,
      );
      // Under the import line, above the page's head of facts.
      const at = html.indexOf(figure!);
      expect(html.lastIndexOf('@canvas-commons/core', at), `${name}: curve above the import line`).toBeGreaterThan(-1);
      expect(html.indexOf('api-facts'), `${name}: curve below the facts`).toBeGreaterThan(at);
      sizes.push(Buffer.byteLength(figure!));
    }
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2048);
    console.log(`Timing curves: ${names.length} pages, largest figure ${Math.max(...sizes)} bytes.`);
  });

  it('the tweening guide shows every curve as an image file, each linked to its page', () => {
    const html = readBuildFile('docs/tweening/index.html');
    const gallery = /<ul[^>]*aria-label="?Timing functions"?[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    // Booleans and lists of names, not the gallery itself: a failure would otherwise print pages of markup.
    const missingLinks = names.filter(
      (name) => !new RegExp(`href="?/api/core/${TIMING_CATEGORY}/${name}[">]`).test(gallery),
    );
    expect(missingLinks).toEqual([]);
    const images = [...gallery.matchAll(/<img [^>]*src="?\/(timing-curves\/[\w]+\.svg)"?[^>]*alt="Curve of ([^"]+)"/g)];
    expect(images.map((image) => image[1])).toEqual(names.map((name) => `timing-curves/${name}.svg`));
    for (const [, file] of images) {
      expect(readBuildFile(file!), file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><line /);
    }
  });
});
