// sucrase ships types for its parser under dist/types but no .d.ts beside the ESM files we import;
// these re-exports let TypeScript see them (same version, same files).
declare module 'sucrase/dist/esm/parser/index.js' {
  export {parse, File} from 'sucrase/dist/types/parser/index';
}
declare module 'sucrase/dist/esm/parser/tokenizer/types.js' {
  export {TokenType} from 'sucrase/dist/types/parser/tokenizer/types';
}

// `@canvas-commons/2d` without MathJax (plugins/live-preview): same exports, different build.
declare module 'canvas-commons-2d-lite?lite' {
  export * from '@canvas-commons/2d';
}
