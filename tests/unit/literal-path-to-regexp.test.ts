import pathToRegexp from 'path-to-regexp';
import {describe, expect, it} from 'vitest';

import literalPathToRegexp from '../../plugins/lean-route-tables/literalPathToRegexp';

/** Route paths in the shapes the site has: root, sections, nested pages, trailing slashes, dots and dashes. */
const ROUTES = [
  '/',
  '/docs',
  '/docs/',
  '/docs/quickstart',
  '/docs/category/getting-started',
  '/api',
  '/api/2d/components/Rect',
  '/api/2d/components/RectProps',
  '/api/core/meta/ObjectMetaField-1',
  '/api/core/code/',
  '/editor/',
  '/editor/tweening-basics/',
  '/blog/2025/01/01/public-release',
  '/blog/page/2',
  '/__docusaurus/debug',
  '/search',
  '/docs/v1.2/notes',
];

/** Each route itself, then what a visitor or a link can make of it. */
function pathnamesFor(route: string): string[] {
  const bare = route.endsWith('/') && route !== '/' ? route.slice(0, -1) : route;
  return [
    route,
    bare,
    `${bare}/`,
    `${bare}//`,
    route.toUpperCase(),
    route.replace(/[a-z]/, (letter) => letter.toUpperCase()),
    `${bare}/child`,
    `${bare}/child/`,
    `${bare}x`,
    `${bare}-1`,
    `${bare}.md`,
    `${bare}?q=1`,
    bare.slice(0, -1),
    `/x${bare}`,
    `${bare}/\u212a`,
    bare.replace('k', '\u212a'),
    bare.replace('s', '\u017f'),
    `${bare}/caf\u00e9`,
    '',
    '/',
  ];
}

const comparable = (match: RegExpExecArray | string[] | null) => (match === null ? null : [...match]);

describe('literalPathToRegexp (react-router route matching)', () => {
  for (const end of [true, false]) {
    it(`matches every plain route path as path-to-regexp does (end: ${end})`, () => {
      const mismatches: string[] = [];
      for (const route of ROUTES) {
        const ours = literalPathToRegexp(route, [], {end, strict: false, sensitive: false});
        const theirs = pathToRegexp(route, [], {end, strict: false, sensitive: false});
        for (const pathname of [...new Set(ROUTES.flatMap(pathnamesFor))]) {
          const expected = comparable(theirs.exec(pathname));
          const actual = comparable(ours.exec(pathname));
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            mismatches.push(
              `${route} on ${JSON.stringify(pathname)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
            );
          }
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('leaves paths with parameters, groups or wildcards, and strict or case-sensitive matching, to path-to-regexp', () => {
    for (const [path, options] of [
      ['/blog/:slug', {}],
      ['/docs/(.*)', {}],
      ['*', {}],
      ['/docs', {strict: true}],
      ['/docs', {sensitive: true}],
    ] as const) {
      const keys: pathToRegexp.Key[] = [];
      expect(literalPathToRegexp(path, keys, options)).toBeInstanceOf(RegExp);
    }
    const keys: pathToRegexp.Key[] = [];
    expect(literalPathToRegexp('/blog/:slug', keys).exec('/blog/hello')?.[1]).toBe('hello');
    expect(keys.map((key) => key.name)).toEqual(['slug']);
  });

  it('keeps the rest of the module for react-router (generatePath compiles with it)', () => {
    expect(literalPathToRegexp.compile('/blog/:slug')({slug: 'hello'})).toBe('/blog/hello');
    expect(literalPathToRegexp.parse).toBe(pathToRegexp.parse);
  });
});
