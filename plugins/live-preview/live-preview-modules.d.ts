// sucrase's parser has no .d.ts beside its ESM files. Declared here: only the part compile.ts uses, so no
// import reaches into sucrase's type folder (the parser import itself is listed in lib/framework-internals.ts).
declare module 'sucrase/dist/esm/parser/index.js' {
  /** One token of the source, as sucrase's parser leaves it. */
  export interface Token {
    /** A `TokenType` (sucrase/dist/esm/parser/tokenizer/types.js). */
    type: number;
    /** Offsets in the source. */
    start: number;
    end: number;
    /** Inside a type (annotation, type arguments, interface…), which JavaScript output drops. */
    isType: boolean;
  }

  /** Parses `input`; throws a SyntaxError-like error with `loc` on invalid code. */
  export function parse(
    input: string,
    isJSXEnabled: boolean,
    isTypeScriptEnabled: boolean,
    isFlowEnabled: boolean,
  ): {tokens: Token[]};
}
declare module 'sucrase/dist/esm/parser/tokenizer/types.js' {
  /** The token kinds compile.ts tells apart; their values are sucrase's own, read at run time. */
  export enum TokenType {
    at,
    braceBarL,
    braceBarR,
    braceL,
    braceR,
    bracketL,
    bracketR,
    dollarBraceL,
    dot,
    lessThan,
    name,
    parenL,
    parenR,
    semi,
    star,
    string,
    _class,
    _for,
    _while,
  }
}

// `@canvas-commons/2d` without MathJax (plugins/live-preview): same exports, different build.
declare module 'canvas-commons-2d-lite?lite' {
  export * from '@canvas-commons/2d';
}
