/**
 * Generates the API reference into `api-docs/` with docusaurus-plugin-typedoc,
 * one TypeDoc run per package, before the docs plugins load their content.
 * A cache key (installed versions + generator options + generator sources)
 * lets `npm start` reuse the output; `npm run api` regenerates on demand.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {API_DOCS_DIR, API_GENERATED_STAMP, API_PACKAGES, type ApiPackage} from '../../lib/api-packages';
import {guideExamplesAnalysis} from '../type-aware-code';
import {insertCurves} from '../timing-curves/curves';
import {installedTimingCurves} from '../timing-curves';
import {insertReferenceExamples, installedCoreExports, REFERENCE_EXAMPLES_DIR, referenceExamples} from './examples';
import {addExampleUses, appendUsedInGuides, findGuideApiLinks} from './used-in-guides';

const GENERATOR_FILES = [
  'typedoc-plugin.mjs',
  'reachability.mjs',
  'theme.mjs',
  '../../lib/api-naming.mjs',
  'categories.json',
  'tsconfig.core.json',
  'tsconfig.2d.json',
  'shims.d.ts',
  '../../lib/api-packages.ts',
  '../timing-curves/curves.ts',
];
const GENERATOR_PACKAGES = [
  'typedoc',
  'typedoc-plugin-markdown',
  'docusaurus-plugin-typedoc',
  'typedoc-docusaurus-theme',
];
const CACHE_KEY_FILE = '.cache-key';

function installedVersion(siteDir: string, name: string): string {
  const manifest = path.join(siteDir, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
}

export function typedocOptions(siteDir: string, api: ApiPackage): Record<string, unknown> {
  const here = path.join(siteDir, 'plugins', 'api-reference');
  const version = installedVersion(siteDir, `@canvas-commons/${api.pkg}`);
  const categories = (
    JSON.parse(fs.readFileSync(path.join(here, 'categories.json'), 'utf8')) as Record<string, Record<string, string>>
  )[api.pkg];
  return {
    id: `api-${api.pkg}`,
    entryPoints: [path.join(siteDir, api.entryPoint)],
    tsconfig: path.join(here, `tsconfig.${api.pkg}.json`),
    out: path.join(siteDir, API_DOCS_DIR, api.pkg),
    plugin: [path.join(here, 'typedoc-plugin.mjs')],
    router: 'canvas-category',
    theme: 'canvas',
    entryFileName: 'index.md',
    readme: 'none',
    name: `@canvas-commons/${api.pkg}`,
    excludePrivate: true,
    excludeInternal: true,
    excludeProtected: false,
    disableGit: true,
    sourceLinkTemplate: '{path}',
    sidebar: {autoConfiguration: false},
    hidePageHeader: true,
    hideBreadcrumbs: true,
    // Signatures are one line of linked types, not a code block each (the theme renders them).
    useCodeBlocks: false,
    parametersFormat: 'table',
    typeDeclarationFormat: 'table',
    propertyMembersFormat: 'table',
    sanitizeComments: true,
    validation: {notExported: false, invalidLink: true, rewrittenLink: true, notDocumented: false},
    logLevel: 'Warn',
    canvasApi: {
      pkg: api.pkg,
      categories,
      importName: api.importExample,
      sourceBase: `https://github.com/canvas-commons/canvas-commons/blob/%40canvas-commons%2F${api.pkg}%40${version}/packages/${api.pkg}`,
      coreUrlMap: path.join(siteDir, API_DOCS_DIR, 'core', 'urls.json'),
    },
  };
}

function cacheKey(siteDir: string, api: ApiPackage): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(typedocOptions(siteDir, api)));
  for (const name of [`@canvas-commons/${api.pkg}`, ...GENERATOR_PACKAGES]) {
    hash.update(`${name}@${installedVersion(siteDir, name)}`);
  }
  for (const file of GENERATOR_FILES) {
    hash.update(fs.readFileSync(path.join(siteDir, 'plugins', 'api-reference', file)));
  }
  return hash.digest('hex');
}

/**
 * Makes `target` hold exactly the files of `source`, writing only the files whose content differs and deleting only
 * the files that are gone, so that a running dev server never sees a page disappear and come back.
 */
export function syncFolder(source: string, target: string): void {
  const wanted = new Set<string>();
  for (const entry of fs.readdirSync(source, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const relative = path.relative(source, path.join(entry.parentPath, entry.name));
    wanted.add(relative);
    const content = fs.readFileSync(path.join(source, relative));
    const destination = path.join(target, relative);
    if (fs.existsSync(destination) && fs.readFileSync(destination).equals(content)) continue;
    fs.mkdirSync(path.dirname(destination), {recursive: true});
    fs.writeFileSync(destination, content);
  }
  if (!fs.existsSync(target)) return;
  for (const entry of fs.readdirSync(target, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const relative = path.relative(target, path.join(entry.parentPath, entry.name));
    if (!wanted.has(relative)) fs.rmSync(path.join(target, relative));
  }
}

async function generate(context: LoadContext, api: ApiPackage): Promise<void> {
  const out = path.join(context.siteDir, API_DOCS_DIR, api.pkg);
  // TypeDoc writes into a staging folder outside the watched content, which is then synced into `out`.
  const staging = path.join(context.siteDir, 'node_modules', '.cache', 'api-reference', api.pkg);
  fs.rmSync(staging, {recursive: true, force: true});
  const started = Date.now();
  // docusaurus-plugin-typedoc runs TypeDoc when it is instantiated.
  const {default: typedocPlugin} = (await import('docusaurus-plugin-typedoc')) as {
    default: (context: LoadContext, options: Record<string, unknown>) => Promise<unknown>;
  };
  await typedocPlugin(context, {...typedocOptions(context.siteDir, api), out: staging});
  if (!fs.existsSync(path.join(staging, 'urls.json'))) {
    throw new Error(`[api-reference] TypeDoc did not generate @canvas-commons/${api.pkg}; see its errors above.`);
  }
  if (api.pkg === 'core') {
    const version = installedVersion(context.siteDir, '@canvas-commons/core');
    insertCurves(staging, installedTimingCurves(), version);
  }
  fs.writeFileSync(path.join(staging, CACHE_KEY_FILE), cacheKey(context.siteDir, api));
  syncFolder(staging, out);
  fs.rmSync(staging, {recursive: true, force: true});
  console.info(
    `[api-reference] @canvas-commons/${api.pkg} generated in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

async function generateApiReference(context: LoadContext, {force}: {force: boolean}): Promise<void> {
  for (const api of API_PACKAGES) {
    const keyFile = path.join(context.siteDir, API_DOCS_DIR, api.pkg, CACHE_KEY_FILE);
    const fresh =
      !force && fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === cacheKey(context.siteDir, api);
    if (fresh) {
      console.info(`[api-reference] @canvas-commons/${api.pkg} is up to date (cache key matches); not regenerating.`);
    } else {
      await generate(context, api);
    }
  }
  const links = findGuideApiLinks(path.join(context.siteDir, 'docs'));
  addExampleUses(links, (await guideExamplesAnalysis(context.siteDir)).uses, context.siteDir);
  appendUsedInGuides(path.join(context.siteDir, API_DOCS_DIR), links);
  insertExamples(context.siteDir);
  // Last: a running dev server reloads the reference once, when every page is in place (see docs-plugin.ts).
  fs.writeFileSync(path.join(context.siteDir, API_DOCS_DIR, API_GENERATED_STAMP), `${new Date().toISOString()}\n`);
}

/** Puts the reference examples on their pages; a page whose example is unchanged is not rewritten. */
function insertExamples(siteDir: string): void {
  insertReferenceExamples(path.join(siteDir, API_DOCS_DIR), referenceExamples(siteDir, installedCoreExports()));
}

const generations = new Map<string, Promise<void>>();

/**
 * Generates the reference once per site and process. Docusaurus initialises plugins concurrently, so the
 * `api` docs instance (which needs `api-docs/` to exist when it starts) awaits the same run as this plugin.
 */
export function ensureApiReference(context: LoadContext): Promise<void> {
  let generation = generations.get(context.siteDir);
  if (!generation) {
    generation = generateApiReference(context, {force: process.env.API_REGENERATE === '1'});
    generations.set(context.siteDir, generation);
  }
  return generation;
}

export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  await ensureApiReference(context);
  return {
    name: 'api-reference',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getClientModules() {
      return [path.join(__dirname, 'client', 'api-reference.css')];
    },
    // In the dev server, a saved example is put on its page again; the page's own file change reloads it.
    getPathsToWatch: () => [path.join(context.siteDir, REFERENCE_EXAMPLES_DIR, '**/*.tsx')],
    async loadContent() {
      await ensureApiReference(context);
      insertExamples(context.siteDir);
    },
    extendCli(cli) {
      cli
        .command('api')
        .description('Regenerate the API reference from the installed @canvas-commons packages.')
        .action(() => {
          // `npm run api` sets API_REGENERATE=1, so loading this plugin has just regenerated everything.
          console.info('[api-reference] Done. A running dev server picks the new pages up by itself.');
        });
    },
  };
}
