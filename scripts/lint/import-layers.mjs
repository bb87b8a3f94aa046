// An ESLint rule that keeps imports running one way between the site's folders:
//
//   tests → scripts → docusaurus.config.ts (and sidebars, page template) → plugins/ → src/ → lib/
//
// A folder imports its own files and those to its right, never to its left. Between plugins, only the edges in
// PLUGIN_IMPORTS are allowed, and they must not form a cycle. Imports are resolved to files (relative paths and
// `@site/…`), so the rule judges where an import lands, not how it is spelled. Packages are not judged.
import path from 'node:path';

/** The layers, lowest first: each may import itself and the layers before it. */
export const LAYERS = ['lib', 'src', 'plugins', 'config', 'scripts', 'tests'];

/** Root files of the `config` layer: the site's configuration and what only it uses. */
const CONFIG_FILES = new Set(['docusaurus.config.ts', 'sidebars.ts', 'sidebars-api.ts', 'ssr-template.ts']);

/**
 * Which plugin may import which other plugin. Anything a second plugin needs from a first goes to `lib/`
 * (Node) or `src/` (browser) instead, unless it is that plugin's feature (one listed edge each).
 */
export const PLUGIN_IMPORTS = {
  // The reference lists the guides' examples that use each item; the examples are analysed there. Its timing
  // functions' pages show the curves drawn there.
  'api-reference': ['type-aware-code', 'timing-curves'],
  // Code tokens render with the highlighter's token shape.
  'type-aware-code': ['code-highlight'],
  // Live previews highlight their code at build time with the site's highlighter.
  'live-preview': ['code-highlight'],
};

/** Single files allowed to import against PLUGIN_IMPORTS, each until it is fixed (none now). */
export const FILE_EXCEPTIONS = {};

/** Throws if PLUGIN_IMPORTS has a cycle: one-way means no plugin reaches itself. */
export function assertAcyclic(edges) {
  const visiting = new Set();
  const done = new Set();
  const visit = (plugin, trail) => {
    if (done.has(plugin)) return;
    if (visiting.has(plugin)) throw new Error(`plugin imports form a cycle: ${[...trail, plugin].join(' → ')}`);
    visiting.add(plugin);
    for (const next of edges[plugin] ?? []) visit(next, [...trail, plugin]);
    visiting.delete(plugin);
    done.add(plugin);
  };
  for (const plugin of Object.keys(edges)) visit(plugin, []);
}
assertAcyclic(PLUGIN_IMPORTS);

/** The layer of a file relative to the site's root, and its plugin if it is in one; null outside the layers. */
export function placeOf(relativePath) {
  const file = relativePath.split(path.sep).join('/');
  const parts = file.split('/');
  if (parts[0] === '..' || parts[0] === '') return null;
  if (parts.length === 1) return CONFIG_FILES.has(parts[0]) ? {layer: 'config', file} : null;
  if (parts[0] === 'plugins') return {layer: 'plugins', plugin: parts[1], file};
  return LAYERS.includes(parts[0]) && parts[0] !== 'config' ? {layer: parts[0], file} : null;
}

/** Why an import from `from` to `to` (both places) runs the wrong way, or null if it may. */
export function wrongWay(from, to) {
  if (from === null || to === null) return null;
  const excepted = FILE_EXCEPTIONS[from.file];
  if (excepted !== undefined && to.file !== undefined && excepted.some((target) => to.file.startsWith(target)))
    return null;
  const fromRank = LAYERS.indexOf(from.layer);
  const toRank = LAYERS.indexOf(to.layer);
  if (toRank > fromRank) return `${from.layer}/ must not import ${to.layer}/ (imports run ${LAYERS.join(' ← ')})`;
  if (from.layer === 'plugins' && to.layer === 'plugins' && from.plugin !== to.plugin) {
    if (!(PLUGIN_IMPORTS[from.plugin] ?? []).includes(to.plugin))
      return `plugins/${from.plugin} must not import plugins/${to.plugin} (not in PLUGIN_IMPORTS of scripts/lint/import-layers.mjs; share through lib/ or src/)`;
  }
  return null;
}

/** The file an import specifier names, relative to the site's root, or null for a package. */
function resolveSpecifier(siteRoot, importer, specifier) {
  if (specifier.startsWith('@site/')) return path.join(siteRoot, specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..')
    return path.resolve(path.dirname(importer), specifier);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importLayersRule = {
  meta: {
    type: 'problem',
    docs: {description: 'imports run one way between lib/, src/, plugins/, the config, scripts/ and tests/'},
    schema: [{type: 'object', properties: {siteRoot: {type: 'string'}}, additionalProperties: false}],
  },
  create(context) {
    const siteRoot = context.options[0]?.siteRoot ?? context.cwd;
    const importer = context.filename;
    const from = placeOf(path.relative(siteRoot, importer));
    if (from === null) return {};
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveSpecifier(siteRoot, importer, source.value);
      if (target === null) return;
      const problem = wrongWay(from, placeOf(path.relative(siteRoot, target)));
      if (problem !== null) context.report({node: source, message: `${source.value}: ${problem}.`});
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression: (node) => {
        const callee = node.callee;
        const isRequire =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'require' &&
            callee.property.type === 'Identifier' &&
            callee.property.name === 'resolve');
        if (isRequire) check(node, node.arguments[0]);
      },
    };
  },
};
