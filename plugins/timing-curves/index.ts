/**
 * Timing-function curves (see curves.ts): the reference's pages get theirs inline from the API generator; the
 * tweening guide's gallery shows the same drawings as image files, so its page carries only their names and
 * descriptions (an inline SVG in a guide would ship twice, in the HTML and in the page's JS).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

import {writeIfChanged} from '../../lib/write-if-changed';
import {CURVE_FILES_PATH} from './box';
import {curveSvg, timingCurves, type TimingCurve} from './curves';

const PLUGIN_NAME = 'timing-curves';

/**
 * The gallery's data: the functions' names only, in the library's order. Each image's address and page follow from
 * the name, so the guide's first visit carries no more than the list (the long descriptions are on the pages).
 */
export type GalleryNames = string[];

/**
 * The installed core's timing functions, sampled. Node's own require loads the library's ES module bundle: the
 * config's loader (jiti) would turn it into CommonJS, where its `import.meta` is a syntax error.
 */
export function installedTimingCurves(): TimingCurve[] {
  return timingCurves(createRequire(__filename)('@canvas-commons/core') as Record<string, unknown>);
}

export default function timingCurvesPlugin(context: LoadContext): Plugin {
  const generatedDir = path.join(context.generatedFilesDir, PLUGIN_NAME);
  const filesDir = path.join(generatedDir, 'files');
  const galleryFile = path.join(generatedDir, 'gallery.json');
  const themePath = path.join(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.join(__dirname, 'client', 'timing-curves.css')],
    async loadContent() {
      fs.mkdirSync(filesDir, {recursive: true});
      const gallery: GalleryNames = installedTimingCurves().map((curve) => {
        writeIfChanged(path.join(filesDir, `${curve.name}.svg`), curveSvg(curve, {standalone: true}));
        return curve.name;
      });
      writeIfChanged(galleryFile, JSON.stringify(gallery));
    },
    async postBuild({outDir}) {
      fs.cpSync(filesDir, path.join(outDir, CURVE_FILES_PATH), {recursive: true});
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {alias: {'@timing-curves/gallery': galleryFile}},
        // The dev server answers the image files from where loadContent wrote them; the build copies them.
        ...(isServer
          ? {}
          : {
              devServer: {
                static: [
                  {
                    directory: filesDir,
                    publicPath: normalizeUrl([context.baseUrl, CURVE_FILES_PATH]),
                    watch: false,
                  },
                ],
              },
            }),
      };
    },
  };
}
