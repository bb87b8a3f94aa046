/** The module the plugin generates: the timing functions' names, in the library's order (see index.ts). */
declare module '@timing-curves/gallery' {
  const names: readonly string[];
  export default names;
}
