/**
 * Stands in for MathJax in the "lite" build of `@canvas-commons/2d` (see
 * plugins/live-preview/without-mathjax-loader.cjs). The package sets MathJax up
 * when it loads, so these must not throw; only converting a formula does, and
 * previews load the full package whenever the code mentions `Latex`.
 */
const MISSING = 'MathJax is not loaded in this preview (it loads when the code uses Latex).';

export const liteAdaptor = () => ({
  innerHTML(): string {
    throw new Error(MISSING);
  },
});
export const RegisterHTMLHandler = (): void => undefined;
export class TeX {}
export class SVG {}
export const AllPackages: string[] = [];
export const mathjax = {
  document: () => ({
    convert(): never {
      throw new Error(MISSING);
    },
  }),
};
