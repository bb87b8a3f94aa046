import {describe, expect, it} from 'vitest';

import {
  DEFAULT_MEMBER_FILTER,
  memberFilterClasses,
  parseMemberFilter,
  serializeMemberFilter,
} from '../../plugins/api-reference/client/memberFilter';

describe('the stored member filter', () => {
  it('round-trips a choice', () => {
    const choice = {inherited: false, protected: true, deprecated: false};
    expect(parseMemberFilter(serializeMemberFilter(choice))).toEqual(choice);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{inherited: false'],
    ['an array', '[false, false]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('falls back to showing everything on %s', (_label, stored) => {
    expect(parseMemberFilter(stored)).toEqual(DEFAULT_MEMBER_FILTER);
  });

  it('keeps the readable fields of a half-corrupt value and defaults the rest', () => {
    expect(parseMemberFilter('{"inherited": false, "protected": "no", "extra": 1}')).toEqual({
      inherited: false,
      protected: true,
      deprecated: true,
    });
  });

  it('hides exactly the kinds turned off', () => {
    expect(memberFilterClasses(DEFAULT_MEMBER_FILTER)).toEqual([]);
    expect(memberFilterClasses({inherited: false, protected: true, deprecated: false})).toEqual([
      'api-hide-inherited',
      'api-hide-deprecated',
    ]);
  });
});
