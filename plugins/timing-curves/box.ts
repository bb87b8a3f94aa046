/**
 * The drawing area of a curve, shared by the drawing (Node) and the gallery (browser): `t` runs left to right over
 * the inner width; values from the lowest to the highest bottom up.
 */
export const CURVE_BOX = {width: 240, height: 150, margin: 10} as const;
