/**
 * Code-block tokens highlighted at build time (plugins/code-highlight) and shipped
 * with the page, so the browser needs neither Prism nor the tokenizing work.
 *
 * A token is what prism-react-renderer's `normalizeTokens` produces. On the wire
 * (one JSON string prop) it is `{language, lines}`: lines are arrays of tokens; a
 * `plain` token is just its text, any other is `[text, 'type1 type2']`, and an
 * empty-line marker gets a third element `1`. A token that names an API item
 * (plugins/type-aware-code) is `[text, types, 0, i]`, `i` indexing `links`.
 */
export interface CodeToken {
  types: string[];
  content: string;
  empty?: boolean;
  /** The API reference target this token names (`/api/…` or `/api/…#member`). */
  link?: string;
}

/**
 * A token the browser can show as bare text: `plain`, not an empty-line marker, no link. No code theme colours
 * the `plain` type (the block's own colour applies), so its span only adds an element; a block has about as many
 * plain tokens (spaces, names) as coloured ones.
 */
export function isBareText(token: CodeToken): boolean {
  return token.types.length === 1 && token.types[0] === 'plain' && !token.empty && token.link === undefined;
}

export interface HighlightedCode {
  /** The Prism language the lines were tokenized with. */
  language: string;
  lines: CodeToken[][];
}

type EncodedToken = string | [string, string] | [string, string, 1] | [string, string, 0, number];

export function encodeHighlightedCode({language, lines}: HighlightedCode): string {
  const links: string[] = [];
  const encoded: EncodedToken[][] = lines.map((line) =>
    line.map((token): EncodedToken => {
      const types = token.types.join(' ');
      if (token.empty) {
        return [token.content, types, 1];
      }
      if (token.link !== undefined) {
        const index = links.indexOf(token.link);
        return [token.content, types, 0, index === -1 ? links.push(token.link) - 1 : index];
      }
      return types === 'plain' ? token.content : [token.content, types];
    }),
  );
  return JSON.stringify(links.length ? {language, lines: encoded, links} : {language, lines: encoded});
}

function decodeToken(raw: unknown, links: readonly string[]): CodeToken | null {
  if (typeof raw === 'string') {
    return {types: ['plain'], content: raw};
  }
  if (!Array.isArray(raw) || typeof raw[0] !== 'string' || typeof raw[1] !== 'string' || raw[1] === '') {
    return null;
  }
  const token: CodeToken = {types: raw[1].split(' '), content: raw[0]};
  if (raw[2] === 1) {
    token.empty = true;
  } else if (typeof raw[3] === 'number') {
    // An index outside `links` is a malformed encoding: the token stays a plain one.
    token.link = links[raw[3]];
  }
  return token;
}

/** The highlighted code, or `null` when the text is not a well-formed encoding. */
export function decodeHighlightedCode(json: string): HighlightedCode | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return null;
  }
  const {language, lines: rawLines, links: rawLinks} = parsed as {language?: unknown; lines?: unknown; links?: unknown};
  if (typeof language !== 'string' || !Array.isArray(rawLines)) {
    return null;
  }
  const links = Array.isArray(rawLinks) ? rawLinks.filter((link): link is string => typeof link === 'string') : [];
  const lines: CodeToken[][] = [];
  for (const rawLine of rawLines) {
    if (!Array.isArray(rawLine)) {
      return null;
    }
    const line: CodeToken[] = [];
    for (const rawToken of rawLine) {
      const token = decodeToken(rawToken, links);
      if (!token) {
        return null;
      }
      line.push(token);
    }
    lines.push(line);
  }
  return {language, lines};
}

/** The source text the lines spell (empty-line markers count as nothing). */
export function tokenLinesText(lines: readonly CodeToken[][]): string {
  return lines.map((line) => line.map((token) => (token.empty ? '' : token.content)).join('')).join('\n');
}

/** Lines of unhighlighted code, shaped as `normalizeTokens([code])` shapes them. */
export function plainTokenLines(code: string): CodeToken[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((line) => [line === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content: line}]);
}
