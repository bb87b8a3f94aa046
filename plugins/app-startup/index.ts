import type {LoadContext, Plugin} from '@docusaurus/types';
import {patchRules} from '../../lib/framework-patches';
import {STARTUP_PATCHES} from './patches';
import {BOOT_SCRIPT} from './bootScript';

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
 * - one line of the framework's start-up code is rewritten (patches.ts): a yield
 *   between the app's code and the page's;
 * - the app's scripts start once the page has been drawn (bootScript.ts, called by the page template).
 */
export default function appStartupPlugin(context: LoadContext): Plugin {
  const rules = patchRules(context.siteDir, STARTUP_PATCHES);
  return {
    name: 'app-startup',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: BOOT_SCRIPT}]}),
    configureWebpack(_config, isServer, {currentBundler}) {
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
