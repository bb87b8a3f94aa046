import {describe, expect, it} from 'vitest';

import {
  categoryFrom2dPath,
  categoryFromRegion,
  collisionSuffix,
  coreRegions,
  escapeMarkdownTable,
  apiPageTitle,
  firstSentence,
  memberAnchor,
  plainSignature,
  qualifyGenericMemberLinks,
} from '../../lib/api-naming.mjs';
import {guideRef, usedInGuidesSection} from '../../plugins/api-reference/used-in-guides';

describe('core categories from the bundled declaration file', () => {
  const text = [
    '//#region src/flow/all.d.ts',
    'declare function all(): void;',
    '//#endregion',
    '//#region src/types/Vector2.d.ts',
    'declare class Vector2 {}',
    '//#endregion',
    '//#region src/index.d.ts',
    'declare const x = 1;',
  ].join('\n');

  it('finds each region with its span', () => {
    const regions = coreRegions(text);
    expect(regions.map((region) => region.path)).toEqual([
      'src/flow/all.d.ts',
      'src/types/Vector2.d.ts',
      'src/index.d.ts',
    ]);
    const vectorAt = text.indexOf('declare class Vector2');
    const containing = regions.find((region) => region.start <= vectorAt && vectorAt < region.end);
    expect(containing?.path).toBe('src/types/Vector2.d.ts');
    expect(regions[2].end).toBe(text.length);
  });

  it('takes the category from the folder', () => {
    expect(categoryFromRegion('src/flow/all.d.ts')).toBe('flow');
    expect(categoryFromRegion('src/app/Player.d.ts')).toBe('app');
    expect(categoryFromRegion('src/index.d.ts')).toBe('utils');
  });
});

describe('2d categories from source paths', () => {
  it('uses the folder under src/lib', () => {
    expect(categoryFrom2dPath('components/Rect.ts')).toBe('components');
    expect(categoryFrom2dPath('morphers/PathMorpher.ts')).toBe('morphers');
  });

  it('gives the JSX runtime a category of its own', () => {
    expect(categoryFrom2dPath('jsx-runtime.ts')).toBe('jsx');
    expect(categoryFrom2dPath('jsx-dev-runtime.ts')).toBe('jsx');
  });
});

describe('page names that differ only in case', () => {
  it('suffixes the lower-case value with its kind', () => {
    expect(collisionSuffix('sound', 'Function', ['Sound', 'sound', 'Sounds'])).toBe('function');
    expect(collisionSuffix('signal', 'Variable', ['Signal', 'signal'])).toBe('variable');
  });

  it('keeps the type name and names without a clash unchanged', () => {
    expect(collisionSuffix('Sound', 'Class', ['Sound', 'sound'])).toBeUndefined();
    expect(collisionSuffix('tween', 'Function', ['tween', 'Tween2'])).toBeUndefined();
  });
});

describe('markdown text helpers', () => {
  it('cuts a summary to its first sentence and flattens inline links', () => {
    expect(firstSentence('Run all tasks {@link ThreadGenerator | concurrently}. Then wait.')).toBe(
      'Run all tasks ThreadGenerator.',
    );
    expect(firstSentence('No full stop here')).toBe('No full stop here');
  });

  it("qualifies links to another page's member when their text is a generic word", () => {
    expect(qualifyGenericMemberLinks('use [start](Curve.md#start) and [`start`](../core/Curve.md#start)')).toBe(
      'use [Curve.start](Curve.md#start) and [`Curve.start`](../core/Curve.md#start)',
    );
    // Same-page links, other names and links to whole pages stay as they are.
    const untouched = 'see [start](#start), [end](Curve.md#end) and [start](Curve.md)';
    expect(qualifyGenericMemberLinks(untouched)).toBe(untouched);
  });

  it('escapes table cells', () => {
    expect(escapeMarkdownTable('a | b <c>\nd')).toBe('a \\| b &lt;c> d');
  });
});

describe('used in guides', () => {
  it('reads the slug and title of a guide', () => {
    expect(guideRef('---\nslug: /tweening\ntitle: Tweening\n---\n', 'getting-started/tweening.mdx')).toEqual({
      title: 'Tweening',
      url: '/docs/tweening',
    });
    expect(guideRef('---\nslug: /\ntitle: "Introduction"\n---\n', 'intro.mdx')).toEqual({
      title: 'Introduction',
      url: '/docs/',
    });
    expect(guideRef('# no front matter', 'advanced/plugins/index.mdx')).toEqual({
      title: 'advanced/plugins',
      url: '/docs/advanced/plugins',
    });
  });

  it('lists guides sorted by title', () => {
    expect(
      usedInGuidesSection([
        {title: 'Tweening', url: '/docs/tweening'},
        {title: 'Flow', url: '/docs/flow'},
      ]),
    ).toBe('\n## Used in guides\n\n- [Flow](/docs/flow)\n- [Tweening](/docs/tweening)\n');
  });
});

describe('member anchors (shared with guide links and type-aware code)', () => {
  it('is the member name, case preserved', () => {
    expect(memberAnchor('radius')).toBe('radius');
    expect(memberAnchor('fromSignal')).toBe('fromSignal');
    expect(memberAnchor('$value')).toBe('$value');
  });

  it('prefixes a static member only when an instance member has the same name', () => {
    expect(memberAnchor('zero', {isStatic: true})).toBe('zero');
    expect(memberAnchor('lerp', {isStatic: true, hasInstanceTwin: true})).toBe('static-lerp');
    expect(memberAnchor('lerp', {isStatic: false, hasInstanceTwin: true})).toBe('lerp');
  });

  it('turns characters an id cannot carry readably into dashes', () => {
    expect(memberAnchor('[Symbol.iterator]')).toBe('-Symbol-iterator-');
    expect(memberAnchor('"quoted name"')).toBe('-quoted-name-');
  });
});

describe('API page titles', () => {
  it('names the kind and package, so a class and a guide of one name differ', () => {
    expect(apiPageTitle('Rect', 'Class', '2d')).toBe('Rect — class · @canvas-commons/2d');
    expect(apiPageTitle('ObjectMetaField', 'Type Alias', 'core')).not.toBe(
      apiPageTitle('ObjectMetaField', 'Class', 'core'),
    );
  });
});

describe('signature lines', () => {
  it('drop code spans and bold but keep links and literal text', () => {
    expect(plainSignature('`readonly` **radius**: [`SpacingSignal`](../x.md)\\<`Rect`\\>')).toBe(
      'readonly radius: [SpacingSignal](../x.md)\\<Rect\\>',
    );
    expect(plainSignature('**map**(`fn`): `Record`\\<`string`, `a_b*c`\\>')).toBe(
      'map(fn): Record\\<string, a\\_b\\*c\\>',
    );
  });
});
