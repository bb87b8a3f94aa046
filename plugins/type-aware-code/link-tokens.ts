import type {CodeToken, HighlightedCode} from '../code-highlight/codeTokens';
import type {ResolvedSpan} from './analyze';

/**
 * Marks the tokens that spell a resolved name with its target. Prism's tokens do not
 * follow names (`rect().radius` can be one plain token), so a token that a span covers
 * only in part is split at the span's edges; the pieces keep the token's types, so the
 * colours and the text stay exactly as they were.
 */
export function linkTokens(highlighted: HighlightedCode, spans: readonly ResolvedSpan[]): HighlightedCode {
  if (!spans.length) return highlighted;
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let offset = 0;
  const lines = highlighted.lines.map((line) => {
    const out: CodeToken[] = [];
    for (const token of line) {
      if (token.empty) {
        out.push(token);
        continue;
      }
      const start = offset;
      const end = offset + token.content.length;
      offset = end;
      let cursor = start;
      for (const span of sorted) {
        if (span.end <= cursor || span.start >= end) continue;
        // A name that crosses a token edge (never seen: Prism keeps identifiers whole) stays unlinked.
        if (span.start < start || span.end > end) continue;
        if (span.start > cursor) out.push({...token, content: token.content.slice(cursor - start, span.start - start)});
        out.push({...token, content: token.content.slice(span.start - start, span.end - start), link: span.target});
        cursor = span.end;
      }
      if (cursor < end) out.push({...token, content: token.content.slice(cursor - start)});
    }
    offset += 1; // the line break
    return out;
  });
  return {...highlighted, lines};
}
