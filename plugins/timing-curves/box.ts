/**
 * The drawing area of a curve, shared by the drawing (Node) and the gallery (browser): `t` runs left to right over
 * the inner width; values from the lowest to the highest bottom up.
 */
export const CURVE_BOX = {width: 240, height: 150, margin: 10} as const;

/** Where the gallery's image files are served, under the site's base URL: `/<this>/<name>.svg`. */
export const CURVE_FILES_PATH = 'timing-curves';
/** The reference's folder of the timing functions' pages, under `/api/core/` (and `api-docs/core/`). */
export const TIMING_CATEGORY = 'tweening';
