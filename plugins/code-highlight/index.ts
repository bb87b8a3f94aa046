import fs from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

import {prismThemeCss} from './themeCss';
import remarkCodeTokens from './remark';

/** Prism languages beyond prism-react-renderer's own, for the theme and the build-time highlighter. */
export const PRISM_ADDITIONAL_LANGUAGES = ['glsl'];

/** The remark plugin every content plugin (docs, blog, pages, API) lists, so each Markdown code block is tokenized at build time. */
export const codeHighlightRemarkPlugin = [remarkCodeTokens, {additionalLanguages: PRISM_ADDITIONAL_LANGUAGES}] as const;

export {darkCodeTheme, lightCodeTheme} from './prismThemes';
export {MAGIC_COMMENTS} from './magicComments';

/**
 * Code blocks are highlighted at build time (remark.ts) and coloured by a stylesheet
 * generated here from `themeConfig.prism`, so:
 * - theme-classic's client module that loads Prism into every page's main bundle is
 *   replaced by nothing (blocks without build-time tokens load Prism on demand, see
 *   theme/CodeBlock/Content);
 * - colours follow the colour mode through CSS, not inline styles.
 * The theme components (theme/CodeBlock) read those tokens and the colour classes.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const {theme, darkTheme} = context.siteConfig.themeConfig.prism as {theme: PrismTheme; darkTheme?: PrismTheme};
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'prism-themes.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, prismThemeCss(theme, 'light') + prismThemeCss(darkTheme ?? theme, 'dark'));
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'code-highlight',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack() {
      // `.docusaurus/client-modules.js` requires it by absolute path, without extension.
      const clientModule = path.join(
        path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
        'lib',
        'prism-include-languages',
      );
      return {resolve: {alias: {[clientModule]: false}}};
    },
  };
}
