/** Live previews of guide examples and the editor pages. */
export const PREVIEW = {
  /** Fence meta flag that turns a code block into a live preview. */
  metaFlag: 'preview',
  /** Module ids a preview may import; each maps to the copy bundled with the site. */
  moduleIds: ['@canvas-commons/core', '@canvas-commons/2d', '@canvas-commons/2d/jsx-runtime'] as const,
  /** The scene size the guides assume (the library's default), and the preview's 16:9 box. */
  width: 1920,
  height: 1080,
  /** Rendered at half size: sharp enough in a docs column, a quarter of the pixels. */
  resolutionScale: 0.5,
  fps: 30,
  background: '#141414',
  /** A synchronous loop running longer than this is stopped. */
  loopBudgetMs: 1000,
  /** Scenes longer than this are stopped while being measured (endless scenes would never finish). */
  maxSceneSeconds: 120,
  /** Edits recompile after this pause in typing. */
  editDebounceMs: 400,
  /** Start loading a little before the preview enters the viewport. */
  rootMargin: '100px',
} as const;
