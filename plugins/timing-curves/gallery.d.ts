/** The module the plugin generates: every timing function's drawing (see index.ts). */
declare module '@timing-curves/gallery' {
  const gallery: ReadonlyArray<{name: string; url: string; svg: string}>;
  export default gallery;
}
