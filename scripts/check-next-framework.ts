/**
 * Runs the framework registry's checks against other versions of the Docusaurus packages than the installed ones,
 * without installing them: each package is fetched with `npm pack` and unpacked into a temporary folder.
 *
 *   npm run check:next-framework                   each package's newest 4.x pre-release (canary, alpha, …)
 *   npm run check:next-framework -- --version V    a given version of every @docusaurus/* package
 *
 * Prints each registry check, copy hash and snippet patch that would break, grouped by package file; UPGRADING.md
 * keeps the last list. Exits 1 if anything breaks.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {FRAMEWORK_INTERNALS, driftedCopies, type FrameworkInternal} from '../lib/framework-internals';
import {SITE_PATCHES} from './lib/framework-patches';

const FAMILY = '@docusaurus/';

function npm(args: readonly string[], cwd?: string): string {
  return execFileSync('npm', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']});
}

/** The newest 4.x pre-release of a package the registry has, or null. */
function newestNextMajor(name: string): string | null {
  try {
    const versions = JSON.parse(npm(['view', name, 'versions', '--json'])) as string[] | string;
    const candidates = (Array.isArray(versions) ? versions : [versions]).filter((version) => /^4\.0\.0-/.test(version));
    return candidates.at(-1) ?? null;
  } catch {
    return null;
  }
}

/** Unpacks `name@version` as `<nodeModules>/<name>`; false if the registry does not have it. */
function unpack(name: string, version: string, nodeModules: string, scratch: string): boolean {
  try {
    const tarball = npm(['pack', `${name}@${version}`, '--pack-destination', scratch, '--silent'], scratch).trim();
    const target = path.join(nodeModules, name);
    fs.mkdirSync(target, {recursive: true});
    execFileSync('tar', ['-xzf', path.join(scratch, tarball), '-C', target, '--strip-components=1']);
    return true;
  } catch {
    return false;
  }
}

/** The checks of `internals` that fail in `nodeModules`, as sentences. */
function failedChecks(nodeModules: string, internals: readonly FrameworkInternal[]): string[] {
  const failures: string[] = [];
  for (const internal of internals)
    for (const check of internal.checks) {
      const file = path.join(nodeModules, check.package, check.file);
      const label = `${check.package}/${check.file}`;
      if (check.absent) {
        if (fs.existsSync(file)) failures.push(`${label} now exists (${internal.what})`);
        continue;
      }
      if (!fs.existsSync(file)) {
        failures.push(`${label} is gone (${internal.what})`);
        continue;
      }
      const text = fs.readFileSync(file, 'utf8');
      for (const needle of check.contains ?? [])
        if (!text.includes(needle))
          failures.push(`${label} no longer contains ${JSON.stringify(needle)} (${internal.what})`);
    }
  return failures;
}

function failedSnippets(nodeModules: string, packages: ReadonlySet<string>): string[] {
  const failures: string[] = [];
  for (const patch of SITE_PATCHES) {
    if (!packages.has(patch.package)) continue;
    const file = path.join(nodeModules, patch.package, patch.file);
    const label = `${patch.package}/${patch.file}`;
    if (!fs.existsSync(file)) {
      failures.push(`${label} is gone (snippet patch)`);
      continue;
    }
    const text = fs.readFileSync(file, 'utf8');
    for (const {from} of patch.replacements)
      if (!text.includes(from))
        failures.push(`${label}: snippet not found, the build would stop: ${from.split('\n')[0]}`);
  }
  return failures;
}

function main(): void {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--version');
  const pinned = at === -1 ? null : argv[at + 1];
  const packages = new Set(
    FRAMEWORK_INTERNALS.flatMap((internal) => [
      ...internal.checks.map((check) => check.package),
      ...(internal.rewrites ?? []).map((rewrite) => rewrite.original.package),
    ]).filter((name) => name.startsWith(FAMILY)),
  );
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'next-framework-'));
  const nodeModules = path.join(scratch, 'node_modules');
  try {
    console.log(`Registry checks against ${pinned ?? 'the newest 4.x pre-releases'} (npm pack, not installed)`);
    const fetched = new Set<string>();
    for (const name of packages) {
      const version = pinned ?? newestNextMajor(name);
      if (version !== null && unpack(name, version, nodeModules, scratch)) {
        fetched.add(name);
        console.log(`  ${name}@${version}`);
      } else console.log(`  ${name}: no ${version ?? '4.x pre-release'} in the registry, not checked`);
    }
    // Only what belongs to the fetched packages: the others are not being upgraded.
    const internals = FRAMEWORK_INTERNALS.map((internal) => ({
      ...internal,
      checks: internal.checks.filter((check) => fetched.has(check.package)),
      rewrites: (internal.rewrites ?? []).filter((rewrite) => fetched.has(rewrite.original.package)),
    }));
    const failures = [
      ...failedChecks(nodeModules, internals),
      ...driftedCopies(nodeModules, internals),
      ...failedSnippets(nodeModules, fetched),
    ];
    for (const failure of failures) console.log(`  BREAKS  ${failure}`);
    console.log(`${failures.length} break(s) in ${fetched.size} package(s).`);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
}

main();
