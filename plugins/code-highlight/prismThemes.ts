/**
 * The code themes (One Light / One Dark) with every token colour pushed to WCAG AA
 * contrast. The originals fail it: comments at 2.3:1, strings at 3.1:1 and more.
 * Each colour keeps its hue and saturation; only its lightness moves, just far
 * enough that it reaches the ratio against the code background *and* against a
 * highlighted line (a darker/lighter band), so hues stay recognisable.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** AA for normal text is 4.5:1; a little margin absorbs rounding in the browser. */
const MIN_CONTRAST = 4.6;

type Rgb = [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function parseColor(color: string): {h: number; s: number; l: number} | null {
  const m = /^hsl\(\s*([\d.]+),\s*([\d.]+)%,\s*([\d.]+)%\s*\)$/.exec(color);
  return m ? {h: Number(m[1]), s: Number(m[2]) / 100, l: Number(m[3]) / 100} : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number): number => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((v, i) => Math.round(v * (1 - t) + b[i]! * t)) as Rgb;
const toHex = (rgb: Rgb): string => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** Moves `color`'s lightness away from the backgrounds until it reaches MIN_CONTRAST on all of them. */
function accessibleColor(color: string, backgrounds: Rgb[], dark: boolean): string {
  const hsl = parseColor(color);
  if (!hsl) return color;
  for (let l = hsl.l; l >= 0 && l <= 1; l += dark ? 0.01 : -0.01) {
    const rgb = hslToRgb(hsl.h, hsl.s, l);
    if (backgrounds.every((bg) => contrast(rgb, bg) >= MIN_CONTRAST)) return toHex(rgb);
  }
  return dark ? '#ffffff' : '#000000';
}

function accessibleTheme(theme: PrismTheme, dark: boolean): PrismTheme {
  const base = parseColor(theme.plain.backgroundColor ?? '');
  if (!base) return theme;
  const bg = hslToRgb(base.h, base.s, base.l);
  // Matches --docusaurus-highlighted-code-line-bg in src/css/custom.css.
  const highlighted = mix(bg, dark ? [255, 255, 255] : [0, 0, 0], dark ? 0.1 : 0.08);
  const fix = (color: string | undefined): string | undefined =>
    color === undefined ? undefined : accessibleColor(color, [bg, highlighted], dark);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((s) => ({...s, style: {...s.style, color: fix(s.style.color)}})),
  };
}

export const lightCodeTheme = accessibleTheme(themes.oneLight, false);
export const darkCodeTheme = accessibleTheme(themes.oneDark, true);
