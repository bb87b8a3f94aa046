import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/** An exact rewrite of one installed framework file, applied by exact-replace-loader.cjs. */
export interface FrameworkPatch {
  package: string;
  /** Path inside the package. */
  file: string;
  /** What the rewrite gains the site's users. */
  why: string;
  replacements: readonly {from: string; to: string}[];
}

/** A bundler rule per patched file, for a plugin's `configureWebpack`. */
export function patchRules(siteDir: string, patches: readonly FrameworkPatch[]) {
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  return patches.map(({package: name, file, replacements}) => {
    const resource = path.join(packageDir(siteRequire, name), file);
    return {
      test: (candidate: string) => candidate === resource,
      use: [{loader: path.join(__dirname, 'exact-replace-loader.cjs'), options: {replacements}}],
    };
  });
}

/** The folder Node resolves package `name` to from the site (whatever its `exports` allow). */
function packageDir(siteRequire: NodeJS.Require, name: string): string {
  for (const modules of siteRequire.resolve.paths(name) ?? []) {
    const dir = path.join(modules, name);
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`${name} is not installed.`);
}
