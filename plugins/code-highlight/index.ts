import fs from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

import {prismThemeCss} from './themeCss';

/**
 * Code blocks are highlighted at build time (remark.ts) and coloured by a stylesheet
 * generated here from `themeConfig.prism`, so:
 * - theme-classic's client module that loads Prism into every page's main bundle is
 *   replaced by nothing (blocks without build-time tokens load Prism on demand, see
 *   src/theme/CodeBlock/Content);
 * - colours follow the colour mode through CSS, not inline styles.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const {theme, darkTheme} = context.siteConfig.themeConfig.prism as {theme: PrismTheme; darkTheme?: PrismTheme};
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'prism-themes.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, prismThemeCss(theme, 'light') + prismThemeCss(darkTheme ?? theme, 'dark'));
  return {
    name: 'code-highlight',
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
