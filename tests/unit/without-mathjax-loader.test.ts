import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
type Loader = (this: {getOptions(): {stub: string}}, source: string) => string;
const loader = require(path.join(root, 'plugins/live-preview/without-mathjax-loader.cjs')) as Loader;
const context = {getOptions: () => ({stub: '/stub.ts'})};

describe('without-mathjax-loader', () => {
  it('replaces every MathJax import of the installed 2d bundle by one stub import', () => {
    const source = readFileSync(require.resolve('@canvas-commons/2d'), 'utf8');
    expect(source).toMatch(/from "mathjax-full\//);
    const result = loader.call(context, source);
    expect(result).not.toMatch(/mathjax-full/);
    expect(result.split('\n')[0]).toBe(
      'import {liteAdaptor, RegisterHTMLHandler, TeX, AllPackages, mathjax, SVG as SVG$1} from "/stub.ts";',
    );
  });

  it('fails loudly when the package no longer imports MathJax that way', () => {
    expect(() => loader.call(context, 'export const x = 1;')).toThrowError(/MathJax imports/);
  });
});
