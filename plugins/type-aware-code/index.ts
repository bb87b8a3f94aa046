/**
 * Type-aware code blocks: the library names in the guides' complete examples link to
 * the API reference, and show their signature and summary in a popover.
 *
 * - `guideExamplesAnalysis` resolves the names once per build (analyze.ts), after the
 *   reference is generated (its `urls.json` give the pages); the API reference awaits it
 *   too, for its "Used in guides" sections.
 * - `typeAwareDecorator` is handed to the code-highlight remark plugin: it marks the
 *   tokens of each analysed block with their targets (the only data in the page).
 * - The popover data is one small JSON chunk per guide, imported by the client only
 *   when a reader first points at, focuses or taps a linked name (client/).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {listMarkdown} from '../../lib/content';
import {findCompleteExamples, type CodeExample} from '../../lib/examples';
import {API_DOCS_DIR, API_PACKAGES} from '../../lib/api-packages';
import {guideRef} from '../../lib/guide-ref';
import {writeIfChanged} from '../../lib/write-if-changed';
import type {HighlightedCode} from '../code-highlight/codeTokens';
import {analyzeExamples, type ApiUrlMaps, type ExamplesAnalysis} from './analyze';
import {linkTokens} from './link-tokens';

const PLUGIN_NAME = 'type-aware-code';
const GENERATED_DIR = path.join('.docusaurus', PLUGIN_NAME);

interface GuideExample {
  example: CodeExample;
  /** The guide's route, `/docs/tweening`. */
  route: string;
}

function readGuideExamples(siteDir: string): GuideExample[] {
  return listMarkdown('docs', {root: siteDir}).flatMap((file) => {
    const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
    const {url} = guideRef(source, path.relative('docs', file));
    return findCompleteExamples(file, source).map((example) => ({example, route: url}));
  });
}

/**
 * The reference's generated tables: `urls.json` (exported name → item page) or `anchors.json`
 * (`Item.member` → the member's anchor on its defining page).
 */
function readUrlMaps(siteDir: string, table: 'urls.json' | 'anchors.json'): ApiUrlMaps {
  const maps: Record<string, Record<string, string>> = {};
  for (const {pkg} of API_PACKAGES) {
    const file = path.join(siteDir, API_DOCS_DIR, pkg, table);
    try {
      maps[pkg] = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    } catch (error) {
      // No reference, no links: the code blocks stay as they were.
      console.warn(`[${PLUGIN_NAME}] Cannot read ${path.relative(siteDir, file)} (${String(error)}); no links to it.`);
      maps[pkg] = {};
    }
  }
  return maps;
}

export interface GuidesAnalysis extends ExamplesAnalysis {
  /** Each guide's route → the targets its examples name. */
  targetsByRoute: Record<string, string[]>;
}

const analyses = new Map<string, Promise<GuidesAnalysis>>();

/** What the analysis depends on besides the guides and the URL maps: the compiler, the library, this code. */
function analyzerVersion(siteDir: string): string {
  const versions = ['typescript', '@canvas-commons/core', '@canvas-commons/2d'].map(
    (name) =>
      (
        JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version,
  );
  const sources = ['analyze.ts', '../../lib/examples.ts', '../../lib/api-naming.mjs'].map((file) =>
    fs.readFileSync(path.join(__dirname, file), 'utf8'),
  );
  return JSON.stringify([versions, sources]);
}

/**
 * The analysis of the guides as they are now, computed once per content and process, and kept in
 * `node_modules/.cache` for the next build or dev server start (`docusaurus clear` removes it).
 */
export function guideExamplesAnalysis(siteDir: string): Promise<GuidesAnalysis> {
  const guideExamples = readGuideExamples(siteDir);
  const urls = readUrlMaps(siteDir, 'urls.json');
  const anchors = readUrlMaps(siteDir, 'anchors.json');
  const key = createHash('sha256')
    .update(JSON.stringify([siteDir, urls, anchors, guideExamples, analyzerVersion(siteDir)]))
    .digest('hex');
  const cacheFile = path.join(siteDir, 'node_modules', '.cache', PLUGIN_NAME, `${key}.json`);
  let analysis = analyses.get(key);
  if (!analysis && fs.existsSync(cacheFile)) {
    try {
      analysis = Promise.resolve(JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as GuidesAnalysis);
      analyses.set(key, analysis);
    } catch {
      // A corrupt cache entry is recomputed below.
    }
  }
  if (!analysis) {
    analysis = Promise.resolve().then(() => {
      const started = Date.now();
      const result = analyzeExamples(
        guideExamples.map(({example}) => example),
        urls,
        siteDir,
        anchors,
      );
      const targetsByRoute: Record<string, string[]> = {};
      for (const {example, route} of guideExamples) {
        const targets = (targetsByRoute[route] ??= []);
        for (const {target} of result.spans[example.code] ?? []) if (!targets.includes(target)) targets.push(target);
      }
      console.info(
        `[${PLUGIN_NAME}] ${result.resolved} of ${result.total} library names in ${guideExamples.length} examples linked to the reference (${((Date.now() - started) / 1000).toFixed(1)} s).`,
      );
      const complete: GuidesAnalysis = {...result, targetsByRoute};
      fs.rmSync(path.dirname(cacheFile), {recursive: true, force: true});
      fs.mkdirSync(path.dirname(cacheFile), {recursive: true});
      fs.writeFileSync(cacheFile, JSON.stringify(complete));
      return complete;
    });
    analyses.set(key, analysis);
  }
  return analysis;
}

/**
 * The spans of the latest analysis, handed from the plugin's `allContentLoaded` to the remark decorator in memory:
 * the config imports both from this module, Docusaurus runs every plugin's `allContentLoaded` before it compiles
 * Markdown, and the MDX loader runs in the same process.
 */
let latestSpans: ExamplesAnalysis['spans'] = {};

/** The remark decorator: links the tokens of analysed blocks (none before the plugin has run). */
export function typeAwareDecorator(): (code: string, highlighted: HighlightedCode) => HighlightedCode {
  return (code, highlighted) => {
    if (highlighted.language !== 'tsx' && highlighted.language !== 'ts') return highlighted;
    const spans = latestSpans[code];
    return spans ? linkTokens(highlighted, spans) : highlighted;
  };
}

/** A JS module mapping each guide route to a loader of its popover data (one chunk per guide). */
function entriesModule(dir: string, analysis: GuidesAnalysis): string {
  const loaders: string[] = [];
  for (const [route, targets] of Object.entries(analysis.targetsByRoute)) {
    if (!targets.length) continue;
    const entries = Object.fromEntries(targets.map((target) => [target, analysis.entries[target]]));
    const name = `type-aware-entries-${createHash('sha256').update(route).digest('hex').slice(0, 12)}`;
    writeIfChanged(path.join(dir, `${name}.json`), JSON.stringify(entries));
    loaders.push(
      `  ${JSON.stringify(route)}: () => import(/* webpackChunkName: ${JSON.stringify(name)} */ ${JSON.stringify(`./${name}.json`)}),`,
    );
  }
  return `// Generated by plugins/type-aware-code: popover data per guide route.\nexport default {\n${loaders.join('\n')}\n};\n`;
}

export default function typeAwareCodePlugin(context: LoadContext): Plugin {
  const dir = path.join(context.siteDir, GENERATED_DIR);
  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'client', 'index.ts')];
    },
    // Not `getPathsToWatch` on the guides: Docusaurus reloads each watching plugin from the same site state at
    // once, and the last to finish wins, so a second watcher could bring back the docs content from before a
    // save (a new page's route and search entry vanished). This runs after the docs plugin's own reload instead.
    async allContentLoaded(): Promise<void> {
      const analysis = await guideExamplesAnalysis(context.siteDir);
      latestSpans = analysis.spans;
      fs.mkdirSync(dir, {recursive: true});
      writeIfChanged(path.join(dir, 'entries.js'), entriesModule(dir, analysis));
    },
    configureWebpack() {
      return {resolve: {alias: {'@type-aware-code/entries': path.join(dir, 'entries.js')}}};
    },
  };
}
