import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {STARTUP_PATCHES} from './patches';

/**
 * Tells Chromium-based browsers that almost every function of a file runs while the
 * page loads, so they compile the file while it downloads, off the main thread,
 * instead of one function at a time while the app starts. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The main-thread work every page does before it answers input, made smaller:
 *
 * - the entry scripts (`runtime~main`, `main`) carry a compile hint, so the browser
 *   compiles them while they stream in rather than during their first run;
 * - a few lines of the framework's start-up code are rewritten (patches.ts): no
 *   collator for two sorts, and a yield between the app's code and the page's.
 */
export default function appStartupPlugin(context: LoadContext): Plugin {
  const siteRequire = createRequire(path.join(context.siteDir, 'package.json'));
  const patched = STARTUP_PATCHES.map(({package: name, file, replacements}) => ({
    file: path.join(packageDir(siteRequire, name), file),
    replacements,
  }));
  return {
    name: 'app-startup',
    configureWebpack(_config, isServer, {currentBundler}) {
      const rules = patched.map(({file, replacements}) => ({
        test: (resource: string) => resource === file,
        use: [{loader: path.join(__dirname, 'exact-replace-loader.cjs'), options: {replacements}}],
      }));
      if (isServer) return {module: {rules}};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        module: {rules},
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            // After minification, which drops comments, and before the content hashes are computed.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}

/** The folder Node resolves package `name` to from the site (whatever its `exports` allow). */
function packageDir(siteRequire: NodeJS.Require, name: string): string {
  for (const modules of siteRequire.resolve.paths(name) ?? []) {
    const dir = path.join(modules, name);
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`app-startup: ${name} is not installed.`);
}
