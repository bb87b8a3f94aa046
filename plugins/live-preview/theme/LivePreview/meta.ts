import {PREVIEW} from '../../constants';

/**
 * Whether a code fence's meta string carries the `preview` flag, e.g.
 * `title="src/scenes/example.tsx" preview`. Quoted values (`title="preview.tsx"`)
 * and highlight ranges (`{1,3}`) are not flags.
 */
export function hasPreviewFlag(metastring: string | undefined | null): boolean {
  if (!metastring) return false;
  const words = metastring
    .replace(/\w+=(?:"[^"]*"|'[^']*'|\S*)/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/);
  return words.includes(PREVIEW.metaFlag);
}

/** The fence title, if any (used to label the preview). */
export function fenceTitle(metastring: string | undefined | null): string | undefined {
  const match = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(metastring ?? '');
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}
