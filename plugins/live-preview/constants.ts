/** Live previews of guide examples and the editor pages. */
export const PREVIEW = {
  /** Fence meta flag that turns a code block into a live preview. */
  metaFlag: 'preview',
  /** Fence meta flag of a preview that starts on its Play button only, not when it comes into view. */
  clickToPlayFlag: 'click-to-play',
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
  /** Most JS + CSS (gzip) starting a preview may add to a guide; the editor loads only on Edit. */
  startBudgetGzip: 160 * 1024,
} as const;

/** Links that carry a scene's code in their fragment (`/editor/#v1.…`), opened in a sandboxed playground. */
export const SHARE = {
  /** The format written today; links with a higher number come from a newer site and are refused. */
  version: 1,
  /** The page that opens shared links. */
  path: '/editor/',
  /** Most UTF-8 bytes of code a link may carry (each of its code and the guide's original). */
  maxCodeBytes: 64 * 1024,
  /** A fragment longer than this is refused before it is decoded (64 KB of code that does not compress, twice). */
  maxFragmentChars: 256 * 1024,
  /** Decompression stops past this many bytes, so a small link cannot expand into a huge one. */
  maxInflatedBytes: 1024 * 1024,
  /** Most characters of the source page's name. */
  maxTitleChars: 120,
  /** How long the Share button says "Link copied". */
  copiedMs: 2500,
  /** The page asks the sandbox this often whether it is still there. */
  pingMs: 3000,
  /** A sandbox that leaves this many pings in a row unanswered is replaced. */
  missedPingsToReplace: 3,
  /** After a load in its frame, the sandbox must answer a ping within this time, or it has left. */
  loadCheckMs: 4000,
} as const;
