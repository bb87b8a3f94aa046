/**
 * Stands in for `@codemirror/language` in the preview builds of `@canvas-commons/2d`
 * (see ../../without-codemirror-loader.cjs). The package imports it
 * only for `HighlightStyle.define`, which builds the default colours of `Code`; the
 * real module drags CodeMirror's view and state in with it (about 140 KB gzip), so
 * every preview paid for the editor before anyone pressed Edit.
 *
 * This keeps the two things `LezerHighlighter` reads: `style(tags)`, the class names
 * for a token's tags, and `module.getRules()`, CSS text with one `.class {…}` rule a
 * line, from which it takes each class's colour.
 */
import {tagHighlighter, type Tag} from '@lezer/highlight';

type StyleSpec = {tag: Tag | readonly Tag[]; class?: string} & Record<string, unknown>;

let classCount = 0;

/** CSS declarations the way CodeMirror's style-mod writes them: `fontStyle` → `font-style: …;`. */
function declarations(spec: Record<string, unknown>): string {
  return Object.entries(spec)
    .filter(([property, value]) => property !== 'tag' && property !== 'class' && value != null)
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${String(value)};`,
    )
    .join(' ');
}

export class HighlightStyle {
  readonly style: (tags: readonly Tag[]) => string | null;
  readonly module: {getRules(): string} | null;

  private constructor(readonly specs: readonly StyleSpec[]) {
    const rules: string[] = [];
    this.style = tagHighlighter(
      specs.map((spec) => {
        if (spec.class) return {tag: spec.tag, class: spec.class};
        const className = `cc-highlight-${++classCount}`;
        rules.push(`.${className} {${declarations(spec)}}`);
        return {tag: spec.tag, class: className};
      }),
    ).style;
    this.module = rules.length ? {getRules: () => rules.join('\n')} : null;
  }

  static define(specs: readonly StyleSpec[]): HighlightStyle {
    return new HighlightStyle(specs);
  }
}
