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
 * A specifier reaching into a package's unexported files: its build folders, or theme-common's `internal`
 * (after `from`, in `import(…)` or `require(…)`, or as a bare side-effect `import '…'`).
 */
const PRIVATE_SPECIFIER =
  /(?:from\s+|import\(|import\s+|require\()'((?!@site\/|\.)(?:@[\w.-]+\/)?[\w.-]+\/(?:lib|dist)\/[^']*|@docusaurus\/theme-common\/internal)'/g;
const DOCUMENTED = new Set(DOCUMENTED_PACKAGE_FILES.map(({specifier}) => specifier));
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('private imports', () => {
  // The site's folders and the files at its root (docusaurus.config.ts, ssr-template.ts, the sidebars, tool configs).
  const rootFiles = readdirSync(root).filter((name) => SOURCE.test(name));
  const files = [...sourceFiles('plugins'), ...sourceFiles('src'), ...sourceFiles('lib'), ...rootFiles];
  const imports: {file: string; specifier: string}[] = [];
  for (const file of files)
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(PRIVATE_SPECIFIER))
      imports.push({file, specifier: match[1]});

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

describe('README', () => {
  it('states the counts the registry gives', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`rewrites framework code in ${countRewritePlaces()} places`);
    expect(readme).toContain(`${countPrivateImports()} private imports`);
  });
});
