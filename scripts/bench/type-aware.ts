/**
 * Figures of the type-aware code blocks (plugins/type-aware-code): how many library
 * names in the guides' complete examples link to the reference (every one that does
 * not is listed), and, for a guide, what its popover data costs loaded on demand
 * against inlined as attributes on its linked names.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {guideExamplesAnalysis, type GuidesAnalysis} from '../../plugins/type-aware-code';

export const COVERAGE_TARGET = 0.95;

const gzipSize = (text: string): number => gzipSync(text, {level: 6}).length;

/** The built page's HTML for a route. */
function builtHtml(buildDir: string, route: string): string | undefined {
  const file = path.join(buildDir, route, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** A linked name's class and `href` in the built HTML, in the order the token renders them (quotes may be dropped). */
const API_LINK_HREF = /class=("[^"]*type-aware-link[^"]*"|[^\s>]*type-aware-link[^\s>]*) href=("[^"]*"|[^\s>]+)/g;

export interface DataCost {
  route: string;
  links: number;
  /** gzip bytes the page's first visit gains if every link carried its signature and summary. */
  inlineGzip: number;
  /** gzip bytes fetched on the first interaction instead (the page's entries, as JSON). */
  lazyGzip: number;
}

/** Both ways of shipping a page's popover data, measured on its built HTML. */
export function popoverDataCost(analysis: GuidesAnalysis, buildDir: string, route: string): DataCost | undefined {
  const html = builtHtml(buildDir, route);
  if (!html) return undefined;
  let links = 0;
  const inlined = html.replace(API_LINK_HREF, (attribute: string, _className: string, value: string) => {
    links++;
    const entry = analysis.entries[value.replace(/^"|"$/g, '')];
    return entry
      ? `${attribute} data-signature="${escapeAttribute(entry.signature)}" data-summary="${escapeAttribute(entry.summary)}"`
      : attribute;
  });
  const targets = analysis.targetsByRoute[route] ?? [];
  const entries = Object.fromEntries(targets.map((target) => [target, analysis.entries[target]]));
  // The page's JS chunk carries the same data as the HTML (the tokens prop), so inlining costs it twice.
  const inlineHtml = gzipSize(inlined) - gzipSize(html);
  return {route, links, inlineGzip: 2 * inlineHtml, lazyGzip: gzipSize(JSON.stringify(entries))};
}

export async function typeAwareFigures(siteDir: string, buildDir: string, routes: readonly string[]): Promise<void> {
  const started = Date.now();
  const analysis = await guideExamplesAnalysis(siteDir);
  const share = analysis.total ? analysis.resolved / analysis.total : 1;
  const verdict = share >= COVERAGE_TARGET ? 'PASS' : 'MISS';
  console.log(
    `\nType-aware code (analysis ${((Date.now() - started) / 1000).toFixed(1)} s)\n  coverage: ${analysis.resolved} of ${analysis.total} @canvas-commons names in complete examples resolved to a reference page (${(100 * share).toFixed(1)}%)   target ≥ ${100 * COVERAGE_TARGET}%: ${verdict}`,
  );
  for (const name of analysis.unresolved) {
    console.log(`    unresolved: ${name.name.padEnd(26)} ${name.location.padEnd(48)} ${name.declaredIn}`);
  }
  for (const route of routes) {
    const cost = popoverDataCost(analysis, buildDir, route);
    if (!cost) continue;
    const keep = cost.lazyGzip <= cost.inlineGzip ? 'on demand' : 'inlined';
    console.log(
      `  ${route.padEnd(26)} ${String(cost.links).padStart(4)} links; popover data inlined +${(cost.inlineGzip / 1024).toFixed(1)} KB gzip on first visit, on demand ${(cost.lazyGzip / 1024).toFixed(1)} KB gzip on first use → smaller: ${keep}`,
    );
  }
}
