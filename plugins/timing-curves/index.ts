/**
 * Timing-function curves (see curves.ts): the reference's pages get theirs from the API generator; this plugin hands
 * the same drawings to the tweening guide's gallery, as a generated module only that page's chunk imports.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {writeIfChanged} from '../../lib/write-if-changed';
import {curveSvg, TIMING_CATEGORY, timingCurves, type TimingCurve} from './curves';

const PLUGIN_NAME = 'timing-curves';

/** One gallery entry: the function, its reference page and its drawing. */
export interface GalleryCurve {
  name: string;
  url: string;
  svg: string;
}

/**
 * The installed core's timing functions, sampled. Node's own require loads the library's ES module bundle: the
 * config's loader (jiti) would turn it into CommonJS, where its `import.meta` is a syntax error.
 */
export function installedTimingCurves(): TimingCurve[] {
  return timingCurves(createRequire(__filename)('@canvas-commons/core') as Record<string, unknown>);
}

export default function timingCurvesPlugin(context: LoadContext): Plugin {
  const galleryFile = path.join(context.generatedFilesDir, PLUGIN_NAME, 'gallery.json');
  const themePath = path.join(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.join(__dirname, 'client', 'timing-curves.css')],
    async loadContent() {
      const gallery: GalleryCurve[] = installedTimingCurves().map((curve) => ({
        name: curve.name,
        url: `/api/core/${TIMING_CATEGORY}/${curve.name}`,
        svg: curveSvg(curve),
      }));
      fs.mkdirSync(path.dirname(galleryFile), {recursive: true});
      writeIfChanged(galleryFile, JSON.stringify(gallery));
    },
    configureWebpack() {
      return {resolve: {alias: {'@timing-curves/gallery': galleryFile}}};
    },
  };
}
