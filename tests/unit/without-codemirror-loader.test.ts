import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {HighlightStyle as CodeMirrorHighlightStyle} from '@codemirror/language';
import {tags, type Tag} from '@lezer/highlight';
import {describe, expect, it} from 'vitest';

import {HighlightStyle as StubHighlightStyle} from '../../plugins/live-preview/theme/LivePreview/highlightStyleStub';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
type Loader = (this: {getOptions(): {stub: string}}, source: string) => string;
const loader = require(path.join(root, 'plugins/live-preview/without-codemirror-loader.cjs')) as Loader;
const context = {getOptions: () => ({stub: '/stub.ts'})};

/** What 2d's `LezerHighlighter` reads from a highlight style: the colour of each token's tags. */
function colours(
  style: {style(tags: readonly Tag[]): string | null; module: {getRules(): string} | null},
  probes: Tag[][],
): (string | undefined)[] {
  const byClass = new Map<string, string>();
  for (const rule of style.module?.getRules().split('\n') ?? []) {
    // The same pattern as LezerHighlighter.classRegex in @canvas-commons/2d.
    const match = rule.match(/\.(\S+).*color:([^;]+)/);
    if (match) byClass.set(match[1], match[2].trim());
  }
  return probes.map((probe) => byClass.get(style.style(probe) ?? ''));
}

describe('without-codemirror-loader', () => {
  it('points the installed 2d bundle at the stub instead of @codemirror/language', () => {
    const source = readFileSync(require.resolve('@canvas-commons/2d'), 'utf8');
    expect(source).toMatch(/from "@codemirror\/language"/);
    const result = loader.call(context, source);
    expect(result).not.toMatch(/@codemirror\//);
    expect(result).toContain('import { HighlightStyle } from "/stub.ts";');
  });

  it('fails loudly when the package no longer imports CodeMirror that way', () => {
    expect(() => loader.call(context, 'export const x = 1;')).toThrowError(/@codemirror imports/);
  });
});

describe('the HighlightStyle stub', () => {
  it('gives every tag the colour CodeMirror would', () => {
    const specs = [
      {tag: tags.keyword, color: '#ff6470'},
      {tag: [tags.name, tags.propertyName], color: '#ffc66d', fontStyle: 'italic'},
      {tag: [tags.function(tags.variableName)], color: '#ffc66d'},
      {tag: tags.string, color: '#99c47a'},
      {tag: tags.comment, fontStyle: 'italic'},
    ];
    const probes = [
      [tags.keyword],
      [tags.propertyName],
      [tags.function(tags.variableName)],
      [tags.string],
      [tags.comment],
      [tags.number],
    ];
    const expected = colours(CodeMirrorHighlightStyle.define(specs), probes);
    expect(expected).toEqual(['#ff6470', '#ffc66d', '#ffc66d', '#99c47a', undefined, undefined]);
    expect(colours(StubHighlightStyle.define(specs), probes)).toEqual(expected);
  });
});
