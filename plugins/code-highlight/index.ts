import fs from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
import type {PrismTheme} from 'prism-react-renderer';

import {prismThemeCss} from './themeCss';
import remarkCodeTokens from './remark';

/** Prism languages beyond prism-react-renderer's own, for the theme and the build-time highlighter. */
export const PRISM_ADDITIONAL_LANGUAGES = ['glsl'];

/** The remark plugin every content plugin (docs, blog, pages, API) lists, so each Markdown code block is tokenized at build time. */
export const codeHighlightRemarkPlugin = [remarkCodeTokens, {additionalLanguages: PRISM_ADDITIONAL_LANGUAGES}] as const;

export {darkCodeTheme, lightCodeTheme} from './prismThemes';
export {MAGIC_COMMENTS} from './magicComments';

/** The client module of theme-classic that loads Prism's languages: its name among the theme's client modules. */
const PRISM_CLIENT_MODULE = 'prism-include-languages';

/**
 * The absolute path, without extension, by which `.docusaurus/client-modules.js` requires theme-classic's Prism
 * client module. Taken from the theme's own `getClientModules()`, whose relative answers Docusaurus resolves from
 * the folder of the theme's entry module.
 */
export function themeClassicPrismClientModule(context: LoadContext): string {
  const themeEntryDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
  const modules = (themeClassic(context, {customCss: []}).getClientModules?.() ?? []).map((module) =>
    path.resolve(themeEntryDir, module),
  );
  const prismModule = modules.find((module) => path.basename(module) === PRISM_CLIENT_MODULE);
  if (prismModule === undefined)
    throw new Error(`@docusaurus/theme-classic no longer has a client module named ${PRISM_CLIENT_MODULE}`);
  return prismModule;
}

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
      const clientModule = themeClassicPrismClientModule(context);
      return {resolve: {alias: {[clientModule]: false}}};
    },
  };
}
