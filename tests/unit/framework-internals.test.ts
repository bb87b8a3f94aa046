import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import {
  DOCUMENTED_PACKAGE_FILES,
  FRAMEWORK_INTERNALS,
  countPrivateImports,
  countRewritePlaces,
  driftedCopies,
  sha256Of,
  type FrameworkInternal,
  type PackageFileCheck,
} from '../../lib/framework-internals';
import {SITE_PATCHES} from '../../scripts/lib/framework-patches';

const root = path.resolve(__dirname, '../..');
const nodeModules = path.join(root, 'node_modules');
const upgradingHeadings = [...readFileSync(path.join(root, 'UPGRADING.md'), 'utf8').matchAll(/^#+ (.+)$/gm)].map(
  ([, heading]) => heading,
);

function label(check: PackageFileCheck): string {
  return `${check.package}/${check.file}${check.absent ? ' (absent)' : ''}`;
}

describe.each(FRAMEWORK_INTERNALS.map((internal) => [internal.what, internal] as const))('%s', (_what, internal) => {
  it('names files of ours that exist', () => {
    const ours = [
      ...internal.usedIn,
      ...Object.keys(internal.privateImports ?? {}),
      ...(internal.rewrites ?? []).flatMap((rewrite) => rewrite.ours ?? []),
    ];
    for (const file of ours) expect(existsSync(path.join(root, file)), file).toBe(true);
  });

  it('names installed originals that exist, and a hash for each copy', () => {
    for (const rewrite of internal.rewrites ?? []) {
      const original = `${rewrite.original.package}/${rewrite.original.file}`;
      expect(existsSync(path.join(nodeModules, original)), original).toBe(true);
      if (rewrite.kind === 'copy')
        expect(rewrite.sha256, `copy of ${original} records no hash`).toMatch(/^[0-9a-f]{64}$/);
      if (rewrite.sha256 !== undefined) expect(rewrite.ours, `copy of ${original} names no file of ours`).toBeTruthy();
    }
  });

  it('gives each rewrite its gain: a measured figure, or the feature it is needed for', () => {
    for (const rewrite of internal.rewrites ?? []) {
      const original = `${rewrite.original.package}/${rewrite.original.file}`;
      expect(
        /\d/.test(rewrite.gain) || rewrite.gain.startsWith('needed'),
        `rewrite of ${original}: ${rewrite.gain}`,
      ).toBe(true);
      // The longer evidence lives in UPGRADING.md: a section the line names must be there.
      for (const [, heading] of rewrite.gain.matchAll(/UPGRADING\.md, "([^"]+)"/g))
        expect(upgradingHeadings, `rewrite of ${original} cites UPGRADING.md "${heading}"`).toContain(heading);
    }
  });

  it.each(internal.checks.map((check) => [label(check), check] as const))('still holds: %s', (_label, check) => {
    const file = path.join(nodeModules, check.package, check.file);
    if (check.absent) {
      expect(existsSync(file), `${file} should not exist`).toBe(false);
      return;
    }
    expect(existsSync(file), `${file} is gone`).toBe(true);
    const text = readFileSync(file, 'utf8');
    for (const needle of check.contains ?? []) expect(text, `${file} no longer contains ${needle}`).toContain(needle);
  });
});

describe('copies of framework files', () => {
  it('were taken from the installed originals (same SHA-256)', () => {
    expect(driftedCopies(nodeModules)).toEqual([]);
  });

  describe('a changed original, on a fixture', () => {
    const fixture = mkdtempSync(path.join(os.tmpdir(), 'framework-drift-'));
    afterAll(() => rmSync(fixture, {recursive: true, force: true}));
    const original = path.join(fixture, '@docusaurus/theme-classic/lib/theme/Example/index.js');
    mkdirSync(path.dirname(original), {recursive: true});
    writeFileSync(original, 'export default function Example() { return null; }\n');
    const registry: FrameworkInternal[] = [
      {
        what: 'Example copied',
        usedIn: ['plugins/example/theme/Example/index.tsx'],
        reliesOn: 'the example',
        checks: [],
        rewrites: [
          {
            kind: 'copy',
            ours: 'plugins/example/theme/Example/index.tsx',
            original: {package: '@docusaurus/theme-classic', file: 'lib/theme/Example/index.js'},
            sha256: sha256Of(original),
            gain: 'none',
          },
        ],
      },
    ];

    it('passes while the original is unchanged', () => {
      expect(driftedCopies(fixture, registry)).toEqual([]);
    });

    it('fails naming our file and the original once it changes', () => {
      writeFileSync(original, 'export default function Example() { return "fixed upstream"; }\n');
      const drifted = driftedCopies(fixture, registry);
      expect(drifted).toHaveLength(1);
      expect(drifted[0]).toContain('plugins/example/theme/Example/index.tsx');
      expect(drifted[0]).toContain('@docusaurus/theme-classic/lib/theme/Example/index.js changed');
    });

    it('fails when the original is gone', () => {
      rmSync(original);
      expect(driftedCopies(fixture, registry)[0]).toContain('lib/theme/Example/index.js is gone');
    });
  });
});

describe('snippet patches', () => {
  const patches = SITE_PATCHES;
  const snippetRewrites = FRAMEWORK_INTERNALS.flatMap((internal) => internal.rewrites ?? []).filter(
    (rewrite) => rewrite.kind === 'snippet',
  );

  it.each(patches.map((patch) => [`${patch.package}/${patch.file}`, patch] as const))(
    '%s: listed in the registry with its number of replacements, each snippet still installed',
    (_label, patch) => {
      const listed = snippetRewrites.find(
        ({original}) => original.package === patch.package && original.file === patch.file,
      );
      expect(listed, 'no snippet rewrite in lib/framework-internals.ts').toBeDefined();
      expect(listed?.places).toBe(patch.replacements.length);
      const text = readFileSync(path.join(nodeModules, patch.package, patch.file), 'utf8');
      for (const {from} of patch.replacements) expect(text, `${patch.file} no longer contains ${from}`).toContain(from);
    },
  );

  it('the registry lists no snippet rewrite that no plugin makes', () => {
    const patched = new Set(patches.map((patch) => `${patch.package}/${patch.file}`));
    for (const {original} of snippetRewrites)
      expect(patched, original.file).toContain(`${original.package}/${original.file}`);
  });
});

/**
 * A specifier reaching into a package's unexported files: its build folders, or theme-common's `internal` (after
 * `from`, in `import(…)`, `require(…)` or `require.resolve(…)`, or as a bare side-effect `import '…'`; in either
 * quote style; behind inline loaders, `!loader?options!<file>`, the file).
 */
const PRIVATE_SPECIFIER =
  /(?:from\s+|import\(|import\s+|require\(|require\.resolve\()(['"])(?:[^'"!]*!)*((?!@site\/|\.)(?:@[\w.-]+\/)?[\w.-]+\/(?:lib|dist)\/[^'"]*|@docusaurus\/theme-common\/internal)\1/g;
/**
 * A file found relative to another module than the one that names it (`new URL('./router/index.js', entry)`): a
 * reach into that package's files, written as `new URL(<path>, <base>)`. Only `import.meta.url`, the module's own
 * address, is not a reach.
 */
const RELATIVE_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*(?!import\.meta\.url)([\w.]+)\s*\)/g;
const DOCUMENTED = new Set(DOCUMENTED_PACKAGE_FILES.map(({specifier}) => specifier));
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js)$/;
/** Folders that are generated, installed or fixtures written to be wrong; everything else is read. */
const NOT_SITE_CODE =
  /^(?:node_modules|build|\.docusaurus|api-docs|test-results|playwright-report|coverage|\.git)(?:\/|$)|(?:^|\/)fixtures\//;
/** This file quotes specifiers as examples of what the scanner finds. */
const SCANNER_ITSELF = path.relative(root, __filename);

/** Every source file of the site, in every folder (tests and scripts too) and at its root. */
function siteSourceFiles(folder = ''): string[] {
  // Walked folder by folder, never into the skipped ones: a build running beside the tests adds and removes files in
  // node_modules/.cache as they are read.
  return readdirSync(path.join(root, folder), {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (NOT_SITE_CODE.test(entry.isDirectory() ? `${file}/` : file)) return [];
    if (entry.isDirectory()) return siteSourceFiles(file);
    return entry.isFile() && SOURCE.test(entry.name) && file !== SCANNER_ITSELF ? [file] : [];
  });
}

/** The private specifiers and relative reaches in a file's text. */
export function privateReaches(text: string): string[] {
  return [
    ...[...text.matchAll(PRIVATE_SPECIFIER)].map((match) => match[2]!),
    ...[...text.matchAll(RELATIVE_URL)].map((match) => `new URL(${match[2]}, ${match[3]})`),
  ];
}

describe('private imports', () => {
  // Every folder of the site (scripts and tests too) and the files at its root, but no fixture.
  const imports: {file: string; specifier: string}[] = [];
  for (const file of siteSourceFiles())
    for (const specifier of privateReaches(readFileSync(path.join(root, file), 'utf8')))
      imports.push({file, specifier});

  it('are found in either quote style, and a relative URL resolved against another module', () => {
    expect(privateReaches(`import x from "@docusaurus/core/lib/client/exports/ComponentCreator";`)).toEqual([
      '@docusaurus/core/lib/client/exports/ComponentCreator',
    ]);
    expect(privateReaches(`await import('typedoc/dist/lib/x.js')`)).toEqual(['typedoc/dist/lib/x.js']);
    // Behind inline loaders (`!loader?options!<file>`), the file is what counts.
    expect(privateReaches(`import url from '!file-loader?name=[name].[ext]!typedoc/dist/x.css';`)).toEqual([
      'typedoc/dist/x.css',
    ]);
    expect(privateReaches(`new URL('./router/index.js', markdownEntry)`)).toEqual([
      'new URL(./router/index.js, markdownEntry)',
    ]);
    expect(privateReaches(`new URL('./worker.js', import.meta.url); import '@docusaurus/Link';`)).toEqual([]);
  });

  it('every one in the site code is listed in the registry', () => {
    const found = imports
      .filter(({specifier}) => !DOCUMENTED.has(specifier))
      .map(({file, specifier}) => `${file} → ${specifier}`);
    const listed = new Set(
      FRAMEWORK_INTERNALS.flatMap((internal) =>
        Object.entries(internal.privateImports ?? {}).flatMap(([file, specifiers]) =>
          specifiers.map((specifier) => `${file} → ${specifier}`),
        ),
      ),
    );
    expect(found.filter((entry) => !listed.has(entry))).toEqual([]);
    expect(found.length).toBeGreaterThan(0);
  });

  it('the files taken as documented are imported by the site and not listed as private', () => {
    const imported = new Set(imports.map(({specifier}) => specifier));
    const listed = FRAMEWORK_INTERNALS.flatMap((internal) => Object.values(internal.privateImports ?? {}).flat());
    for (const specifier of DOCUMENTED) {
      expect(imported, specifier).toContain(specifier);
      expect(listed, specifier).not.toContain(specifier);
    }
  });
});

/**
 * Code that changes what the bundler takes from node_modules: a loader (by its file name), or a bundler plugin or alias
 * that rewrites or replaces installed output. Each must be named in the registry (`usedIn` or a rewrite's `ours`).
 */
const LOADER_FILE = /-loader\.(?:cjs|mjs|js|ts)$/;
const BUNDLER_REWRITE =
  /new\s+(?:\w+\.)*\w*(?:Banner|ChunkAsset|NormalModuleReplacement)Plugin\(|alias:\s*\{[^}]*(?:\$['"]\s*:|:\s*false\b)/;
/** A wrapped plugin: the default export of a framework plugin or theme, imported to be called and changed. */
const WRAPPED_PLUGIN = /import\s+\w+\s*(?:,\s*\{[^}]*\}\s*)?from\s+(['"])@docusaurus\/(?:plugin|theme)-[\w-]+\1/;
const rewritesInstalledCode = (file: string, text: string) =>
  LOADER_FILE.test(file) || BUNDLER_REWRITE.test(text) || WRAPPED_PLUGIN.test(text);

function unlistedInstalledCodeRewrites(
  files: ReadonlyArray<{file: string; text: string}>,
  registry: readonly FrameworkInternal[] = FRAMEWORK_INTERNALS,
): string[] {
  const named = new Set(
    registry.flatMap((internal) => [...internal.usedIn, ...(internal.rewrites ?? []).flatMap((r) => r.ours ?? [])]),
  );
  return files
    .filter(({file, text}) => rewritesInstalledCode(file, text))
    .map(({file}) => file)
    .filter((file) => !named.has(file));
}

describe('loaders, bundler rewrites and wrapped plugins of installed code', () => {
  const files = siteSourceFiles()
    .filter((file) => !file.startsWith('tests/'))
    .map((file) => ({file, text: readFileSync(path.join(root, file), 'utf8')}));

  it('are all listed in the registry, the library’s as well as the framework’s', () => {
    expect(unlistedInstalledCodeRewrites(files)).toEqual([]);
    // The scan finds what it should: the six loaders and the compile-hint banner at least.
    expect(files.filter(({file, text}) => rewritesInstalledCode(file, text)).length).toBeGreaterThan(6);
  });

  it('an unlisted loader or bundler plugin fails, on a fixture', () => {
    const fixture = [
      {file: 'plugins/example/strip-loader.cjs', text: 'module.exports = (source) => source;'},
      {file: 'plugins/example/index.ts', text: 'plugins: [new BannerPlugin({banner: "x"})]'},
      {file: 'plugins/example/alias.ts', text: "resolve: {alias: {'some-lib$': path}}"},
      {
        file: 'plugins/example/wrapped.ts',
        text: "import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';",
      },
      {file: 'plugins/example/plain.ts', text: "import type {Plugin} from '@docusaurus/types'; export const x = 1;"},
    ];
    expect(unlistedInstalledCodeRewrites(fixture, [])).toEqual([
      'plugins/example/strip-loader.cjs',
      'plugins/example/index.ts',
      'plugins/example/alias.ts',
      'plugins/example/wrapped.ts',
    ]);
    const listed: FrameworkInternal[] = [
      {what: 'example', usedIn: fixture.map(({file}) => file), reliesOn: 'example', checks: []},
    ];
    expect(unlistedInstalledCodeRewrites(fixture, listed)).toEqual([]);
  });
});

describe('README', () => {
  it('states the counts the registry gives', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(
      `rewrites installed code (the framework's and the library's) in ${countRewritePlaces()} places`,
    );
    expect(readme.replace(/\s+/g, ' ')).toContain(`has ${countPrivateImports()} private imports`);
  });
});
