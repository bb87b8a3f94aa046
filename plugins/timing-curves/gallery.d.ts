/** The module the plugin generates: every timing function's name, page, image and description (see index.ts). */
declare module '@timing-curves/gallery' {
  const gallery: ReadonlyArray<{name: string; url: string; image: string; description: string}>;
  export default gallery;
}
