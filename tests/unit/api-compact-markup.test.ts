import {describe, expect, it} from 'vitest';

import {
  CODE_CELL_CLASS,
  CODE_LINK_CLASS,
  compactReferenceMarkup,
  LABEL_CLASS,
  type HastNode,
} from '../../plugins/api-reference/rehype-compact-markup';

const text = (value: string): HastNode => ({type: 'text', value});
const element = (tagName: string, children: HastNode[], className?: string[]): HastNode => ({
  type: 'element',
  tagName,
  properties: className ? {className} : {},
  children,
});

describe('compact reference markup', () => {
  it('unwraps the paragraph of a signature', () => {
    const tree = element('root', [
      element(
        'div',
        [text('\n'), element('p', [text('radius(): '), element('a', [text('Vector2')])]), text('\n')],
        ['api-signature'],
      ),
    ]);
    compactReferenceMarkup(tree);
    expect(tree.children?.[0]).toEqual(
      element('div', [text('radius(): '), element('a', [text('Vector2')])], ['api-signature']),
    );
  });

  it('leaves a signature of several paragraphs, and other divs, alone', () => {
    const two = element('div', [element('p', [text('a')]), element('p', [text('b')])], ['api-signature']);
    const other = element('div', [element('p', [text('a')])], ['api-facts']);
    const tree = element('root', [two, other]);
    const before = JSON.stringify(tree);
    compactReferenceMarkup(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('turns a link around code into a code-styled link with the same text', () => {
    const link = element('a', [element('code', [text('Vector2')])], ['existing']);
    const tree = element('root', [element('p', [link])]);
    compactReferenceMarkup(tree);
    expect(link).toEqual(element('a', [text('Vector2')], ['existing', CODE_LINK_CLASS]));
  });

  it('keeps code that is only part of a link, or holds markup', () => {
    const mixed = element('a', [text('see '), element('code', [text('x')])]);
    const nested = element('a', [element('code', [element('em', [text('x')])])]);
    const tree = element('root', [mixed, nested]);
    const before = JSON.stringify(tree);
    compactReferenceMarkup(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('sets a type cell in the code font without its code elements, and leaves prose cells alone', () => {
    const type = element('td', [
      element('a', [element('code', [text('SignalValue')])]),
      text('<'),
      element('code', [text('boolean')]),
      text('>'),
    ]);
    const prose = element('td', [text('Controls the '), element('code', [text('cache')]), text(' padding.')]);
    const tree = element('root', [element('tr', [type, prose])]);
    const proseBefore = JSON.stringify(prose);
    compactReferenceMarkup(tree);
    expect(type).toEqual(
      element(
        'td',
        [element('a', [text('SignalValue')], [CODE_LINK_CLASS]), text('<'), text('boolean'), text('>')],
        [CODE_CELL_CLASS],
      ),
    );
    expect(JSON.stringify(prose)).toBe(proseBefore);
  });

  it('turns a bold label paragraph into a labelled paragraph, and keeps bold inside prose', () => {
    const label = element('p', [element('strong', [text('Remarks')])]);
    const inProse = element('p', [element('strong', [text('Note')]), text(': read this.')]);
    const tree = element('root', [label, inProse]);
    const proseBefore = JSON.stringify(inProse);
    compactReferenceMarkup(tree);
    expect(label).toEqual(element('p', [text('Remarks')], [LABEL_CLASS]));
    expect(JSON.stringify(inProse)).toBe(proseBefore);
  });
});
