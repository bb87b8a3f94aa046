/**
 * Compiles a guide example (TypeScript + JSX, ES modules) into a CommonJS-style
 * function body that `evaluateModule` can run in the browser.
 *
 * Sucrase does the heavy lifting (types, JSX through the 2d package's runtime,
 * imports → `require`). Two things it does not do are done here first, on its
 * own token stream so strings, templates and comments are never touched:
 * - legacy (`experimentalDecorators`) member decorators, which the 2d package's
 *   `@signal()`/`@initial()` rely on and which browsers cannot run;
 * - loop guards: every `while`/`do…while`/`for(;;)` condition calls `__cc_guard()`
 *   so an endless loop throws instead of freezing the tab.
 * Edits never add or remove line breaks, so line numbers in errors match the source.
 */
import {transform} from 'sucrase';
import {parse} from 'sucrase/dist/esm/parser/index.js';
import {TokenType} from 'sucrase/dist/esm/parser/tokenizer/types.js';

import {PREVIEW} from '../../constants';

/** Names the compiled body expects as parameters (see `evaluateModule`). */
export const GUARD_NAME = '__cc_guard';
export const DECORATE_NAME = '__cc_decorate';

export interface CompiledModule {
  /** CommonJS-style body: uses `require`, `exports`, `module` and the two helpers above. */
  code: string;
  /** Module ids the code requires, in order of appearance. */
  imports: string[];
}

export class PreviewCompileError extends Error {
  constructor(
    message: string,
    /** 1-based position in the source, when known. */
    readonly line?: number,
    readonly column?: number,
  ) {
    super(line === undefined ? message : `${message} (line ${line}${column ? `, column ${column}` : ''})`);
    this.name = 'PreviewCompileError';
  }
}

interface Edit {
  /** Offset in the source; `end > start` replaces, `end === start` inserts. */
  start: number;
  end: number;
  text: string;
}

interface SourceToken {
  type: TokenType;
  start: number;
  end: number;
  isType: boolean;
}

const MEMBER_MODIFIERS = new Set([
  'declare',
  'public',
  'private',
  'protected',
  'readonly',
  'static',
  'override',
  'abstract',
  'accessor',
  'async',
  'get',
  'set',
]);

function lineAndColumn(source: string, offset: number): {line: number; column: number} {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return {line, column: offset - before.lastIndexOf('\n')};
}

function errorAt(source: string, offset: number, message: string): PreviewCompileError {
  const {line, column} = lineAndColumn(source, offset);
  return new PreviewCompileError(message, line, column);
}

/** Replaces a range by spaces, keeping line breaks so later lines do not move. */
function blank(source: string, start: number, end: number): string {
  return source.slice(start, end).replace(/[^\n]/g, ' ');
}

type Pair = readonly [opens: ReadonlySet<TokenType>, closes: ReadonlySet<TokenType>];
/** Braces, including `${` and `{|`. */
const BRACES: Pair = [
  new Set([TokenType.braceL, TokenType.dollarBraceL, TokenType.braceBarL]),
  new Set([TokenType.braceR, TokenType.braceBarR]),
];
/** What opens and what closes each kind of bracket. */
const BRACKETS = new Map<TokenType, Pair>([
  [TokenType.parenL, [new Set([TokenType.parenL]), new Set([TokenType.parenR])]],
  [TokenType.bracketL, [new Set([TokenType.bracketL]), new Set([TokenType.bracketR])]],
]);
/** Any opening or closing bracket, for depth counts that mix kinds. */
const ANY_OPEN = new Set([...BRACES[0], ...[...BRACKETS.values()].flatMap(([opens]) => [...opens])]);
const ANY_CLOSE = new Set([...BRACES[1], ...[...BRACKETS.values()].flatMap(([, closes]) => [...closes])]);

/** Index of the token closing the bracket opened at `open` (parens, braces or brackets). */
function matching(tokens: SourceToken[], open: number): number {
  const [opens, closes] = BRACKETS.get(tokens[open].type) ?? BRACES;
  let depth = 0;
  for (let index = open; index < tokens.length; index++) {
    if (opens.has(tokens[index].type)) depth++;
    else if (closes.has(tokens[index].type) && --depth === 0) return index;
  }
  return tokens.length - 1;
}

interface ClassBody {
  name: string | null;
  open: number;
  close: number;
  /** Where the `class` keyword is, for error messages. */
  keyword: number;
}

function findClassBodies(tokens: SourceToken[], text: (token: SourceToken) => string): ClassBody[] {
  const classes: ClassBody[] = [];
  for (let index = 0; index < tokens.length; index++) {
    if (tokens[index].type !== TokenType._class) continue;
    const next = tokens[index + 1];
    const name = next?.type === TokenType.name && !['extends', 'implements'].includes(text(next)) ? text(next) : null;
    // The body is the first value-level brace after the keyword (type arguments are marked `isType`).
    let open = index + 1;
    let parens = 0;
    while (open < tokens.length) {
      const token = tokens[open];
      if (token.type === TokenType.parenL) parens++;
      else if (token.type === TokenType.parenR) parens--;
      else if (token.type === TokenType.braceL && !token.isType && parens === 0) break;
      open++;
    }
    if (open >= tokens.length) continue;
    classes.push({name, open, close: matching(tokens, open), keyword: index});
  }
  return classes;
}

function decoratorEdits(source: string, tokens: SourceToken[]): Edit[] {
  const text = (token: SourceToken) => source.slice(token.start, token.end);
  const classes = findClassBodies(tokens, text);
  const edits: Edit[] = [];
  const appended = new Map<ClassBody, string[]>();

  for (let index = 0; index < tokens.length; index++) {
    if (tokens[index].type !== TokenType.at) continue;
    const first = index;
    const expressions: string[] = [];
    // A run of decorators: `@a @b.c(...)`; each is blanked, modifiers after them stay.
    while (tokens[index]?.type === TokenType.at) {
      const at = tokens[index];
      const start = index + 1;
      index = start;
      while (tokens[index + 1]?.type === TokenType.dot) index += 2;
      if (tokens[index + 1]?.type === TokenType.parenL) index = matching(tokens, index + 1);
      expressions.push(source.slice(tokens[start].start, tokens[index].end));
      edits.push({start: at.start, end: tokens[index].end, text: blank(source, at.start, tokens[index].end)});
      index++;
    }
    const owner = classes.filter((body) => body.open < first && first < body.close).sort((a, b) => b.open - a.open)[0];
    if (!owner) {
      throw errorAt(source, tokens[first].start, 'Previews support decorators on class members only');
    }
    if (!owner.name) {
      throw errorAt(
        source,
        tokens[owner.keyword].start,
        'Previews support decorators only in named class declarations',
      );
    }
    let isStatic = false;
    const memberFollows = (next: SourceToken | undefined) =>
      next !== undefined &&
      ([TokenType.name, TokenType.string, TokenType.bracketL, TokenType.star].includes(next.type) ||
        MEMBER_MODIFIERS.has(text(next)));
    while (
      index < owner.close &&
      ((MEMBER_MODIFIERS.has(text(tokens[index])) && memberFollows(tokens[index + 1])) ||
        tokens[index].type === TokenType.star)
    ) {
      if (text(tokens[index]) === 'static') isStatic = true;
      index++;
    }
    const nameToken = tokens[index];
    let key: string;
    if (nameToken.type === TokenType.string) key = text(nameToken);
    else if (/^[$\w]+$/.test(text(nameToken))) key = JSON.stringify(text(nameToken));
    else throw errorAt(source, nameToken.start, 'Previews cannot decorate this kind of class member');
    const after = tokens[index + 1]?.type;
    const isMethod = after === TokenType.parenL || after === TokenType.lessThan;
    const target = isStatic ? owner.name : `${owner.name}.prototype`;
    // Same call shape as TypeScript's legacy emit: methods pass `null`, fields `void 0`.
    const calls = appended.get(owner) ?? [];
    calls.push(`${DECORATE_NAME}([${expressions.join(', ')}], ${target}, ${key}, ${isMethod ? 'null' : 'void 0'});`);
    appended.set(owner, calls);
  }

  for (const [owner, calls] of appended) {
    const end = tokens[owner.close].end;
    edits.push({start: end, end, text: `;${calls.join(' ')}`});
  }
  return edits;
}

function loopGuardEdits(tokens: SourceToken[]): Edit[] {
  const edits: Edit[] = [];
  const wrap = (from: SourceToken, to: SourceToken) => {
    edits.push({start: from.start, end: from.start, text: `${GUARD_NAME}() && (`});
    edits.push({start: to.end, end: to.end, text: ')'});
  };
  for (let index = 0; index < tokens.length; index++) {
    const {type} = tokens[index];
    if ((type !== TokenType._while && type !== TokenType._for) || tokens[index + 1]?.type !== TokenType.parenL)
      continue;
    const open = index + 1;
    const close = matching(tokens, open);
    if (close <= open + 1) continue;
    if (type === TokenType._while) {
      wrap(tokens[open + 1], tokens[close - 1]);
      continue;
    }
    // `for (init; cond; step)`: find the two semicolons at the top level of the parentheses.
    const semicolons: number[] = [];
    let depth = 0;
    for (let inner = open + 1; inner < close; inner++) {
      const innerType = tokens[inner].type;
      if (ANY_OPEN.has(innerType)) depth++;
      else if (ANY_CLOSE.has(innerType)) depth--;
      else if (innerType === TokenType.semi && depth === 0) semicolons.push(inner);
    }
    // `for…of` / `for…in` walk a collection; they are bounded by it.
    if (semicolons.length !== 2) continue;
    const [first, second] = semicolons;
    if (second === first + 1) {
      edits.push({start: tokens[second].start, end: tokens[second].start, text: `${GUARD_NAME}()`});
    } else {
      wrap(tokens[first + 1], tokens[second - 1]);
    }
  }
  return edits;
}

function applyEdits(source: string, edits: Edit[]): string {
  // From the end backwards so earlier offsets stay valid; inserts at the same place keep their order.
  const sorted = edits.map((edit, order) => ({...edit, order})).sort((a, b) => b.start - a.start || b.order - a.order);
  let result = source;
  for (const edit of sorted) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

interface SucraseError extends Error {
  loc?: {line: number; column: number};
}

function asCompileError(error: unknown, source: string): PreviewCompileError {
  if (error instanceof PreviewCompileError) return error;
  const err = error as SucraseError;
  // Sucrase reports `Unexpected token (3:5)` with a 0-based column; present it once, 1-based.
  const message = String(err?.message ?? error).replace(/\s*\(\d+:\d+\)\s*$/, '');
  const position = /\((\d+):(\d+)\)\s*$/.exec(String(err?.message ?? ''));
  if (err?.loc) return new PreviewCompileError(message, err.loc.line, err.loc.column + 1);
  if (position) return new PreviewCompileError(message, Number(position[1]), Number(position[2]) + 1);
  void source;
  return new PreviewCompileError(message);
}

/** Decorators and loop guards, in TypeScript source (exported for tests). */
export function rewriteSource(source: string): string {
  let tokens: SourceToken[];
  try {
    tokens = parse(source, true, true, false).tokens;
  } catch (error) {
    throw asCompileError(error, source);
  }
  return applyEdits(source, [...decoratorEdits(source, tokens), ...loopGuardEdits(tokens)]);
}

const REQUIRE_CALL = /\brequire\((['"])([^'"]+)\1\)/g;

/**
 * Compiles one example; throws `PreviewCompileError` with a readable message.
 * `allowedModules` are the ids the code may import (the guides' run check hands
 * out a few more packages than the previews bundle).
 */
export function compileExample(source: string, allowedModules: readonly string[] = PREVIEW.moduleIds): CompiledModule {
  const rewritten = rewriteSource(source);
  let code: string;
  try {
    code = transform(rewritten, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      jsxImportSource: '@canvas-commons/2d',
      production: true,
      filePath: 'example.tsx',
    }).code;
  } catch (error) {
    throw asCompileError(error, rewritten);
  }
  const imports: string[] = [];
  for (const match of code.matchAll(REQUIRE_CALL)) {
    const id = match[2];
    if (!allowedModules.includes(id)) {
      const at = source.indexOf(id);
      throw at >= 0
        ? errorAt(source, at, `"${id}" is not available in previews; only ${allowedModules.join(', ')} are`)
        : new PreviewCompileError(`"${id}" is not available in previews`);
    }
    if (!imports.includes(id)) imports.push(id);
  }
  return {code, imports};
}
