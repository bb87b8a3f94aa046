// Change: path-to-regexp 1.x, which react-router 5 compiles route paths with, except that a plain-text path
// gets a matcher that compares strings instead of a regular expression.
import pathToRegexp from 'path-to-regexp';

type Options = pathToRegexp.RegExpOptions & pathToRegexp.ParseOptions;

/** What react-router reads of a compiled path: `exec`, as on a RegExp. */
interface PathMatcher {
  exec(pathname: string): string[] | null;
}

/** A path in printable ASCII with none of path-to-regexp's syntax (`:param`, `(group)`, `*`, `\` escapes). */
const PLAIN_PATH = /^\/[\x20-\x7e]*$/;
const PATH_SYNTAX = /[\\:(*]/;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function isPlainPath(path: unknown, options: Options): path is string {
  return (
    typeof path === 'string' &&
    PLAIN_PATH.test(path) &&
    !PATH_SYNTAX.test(path) &&
    options.strict !== true &&
    options.sensitive !== true &&
    (options.delimiter ?? '/') === '/'
  );
}

/**
 * Matches like the expression path-to-regexp builds for a plain path with its defaults (not strict,
 * not case-sensitive): `^<path>(?:/(?=$))?$` when `end`, else `^<path>(?:/(?=$))?(?=/|$)`, flag `i`,
 * the path's own trailing slash made optional. react-router tries every route before the one that
 * matches, at boot and on each navigation; with 650 routes, compiling their expressions was the
 * largest part of the app's start after React itself.
 */
function plainPathMatcher(path: string, end: boolean, fallback: () => RegExp): PathMatcher {
  const base = (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
  let regexp: RegExp | undefined;
  return {
    exec(pathname) {
      // Non-ASCII letters fold differently in a case-insensitive expression (Kelvin sign, long s, …).
      if (!PRINTABLE_ASCII.test(pathname)) return (regexp ??= fallback()).exec(pathname);
      const lower = pathname.toLowerCase();
      if (!lower.startsWith(base)) return null;
      const rest = lower.slice(base.length);
      if (rest === '' || rest === '/') return [pathname];
      if (end || !rest.startsWith('/')) return null;
      return [pathname.slice(0, base.length)];
    },
  };
}

function literalPathToRegexp(
  path: pathToRegexp.Path,
  keysOrOptions?: pathToRegexp.Key[] | Options,
  maybeOptions?: Options,
): pathToRegexp.PathRegExp {
  const keys = Array.isArray(keysOrOptions) ? keysOrOptions : [];
  const options = (Array.isArray(keysOrOptions) ? maybeOptions : keysOrOptions) ?? {};
  if (!isPlainPath(path, options)) return pathToRegexp(path, keys, options);
  const matcher = plainPathMatcher(path, options.end !== false, () => pathToRegexp(path, [], options));
  // react-router only calls `exec` on the result (a plain path has no keys to read).
  return Object.assign(matcher, {keys}) as unknown as pathToRegexp.PathRegExp;
}

export default Object.assign(literalPathToRegexp, {
  parse: pathToRegexp.parse,
  compile: pathToRegexp.compile,
  tokensToFunction: pathToRegexp.tokensToFunction,
  tokensToRegExp: pathToRegexp.tokensToRegExp,
});
