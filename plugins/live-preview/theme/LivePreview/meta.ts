import {PREVIEW} from '../../constants';

/**
 * Whether a code fence's meta string carries the `preview` flag, e.g.
 * `title="src/scenes/example.tsx" preview`. Quoted values (`title="preview.tsx"`)
 * and highlight ranges (`{1,3}`) are not flags.
 */
export function hasPreviewFlag(metastring: string | undefined | null): boolean {
  return metaFlags(metastring).includes(PREVIEW.metaFlag);
}

/**
 * Whether the preview waits for its Play button instead of starting when it comes into view
 * (`preview click-to-play`): the reference's examples sit at the top of their page, where loading
 * the engine on view would load it on every visit.
 */
export function hasClickToPlayFlag(metastring: string | undefined | null): boolean {
  return metaFlags(metastring).includes(PREVIEW.clickToPlayFlag);
}

function metaFlags(metastring: string | undefined | null): string[] {
  if (!metastring) return [];
  return metastring
    .replace(/\w+=(?:"[^"]*"|'[^']*'|\S*)/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/);
}

/** The fence title, if any (used to label the preview). */
export function fenceTitle(metastring: string | undefined | null): string | undefined {
  const match = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(metastring ?? '');
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}
