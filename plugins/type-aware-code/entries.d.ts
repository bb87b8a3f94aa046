/** The module the plugin generates: each guide route → a loader of its popover data (see index.ts). */
declare module '@type-aware-code/entries' {
  const loaders: Readonly<
    Record<string, () => Promise<{default: Record<string, {signature: string; summary: string} | undefined>}>>
  >;
  export default loaders;
}
