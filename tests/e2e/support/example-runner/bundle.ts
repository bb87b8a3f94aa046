import path from 'node:path';
import {build} from 'esbuild';

/**
 * Bundles the run-check harness (the previews' engine, the library and the extra
 * packages the guides import) into one ES module, in memory.
 */
export async function bundleHarness(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'harness.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    minify: true,
    define: {'process.env.NODE_ENV': '"production"'},
    // The MathJax-free build of the 2d package is a Docusaurus loader alias; the harness
    // hands the engine the published package itself and never loads that alias.
    external: ['canvas-commons-2d-lite?lite'],
  });
  return result.outputFiles[0].text;
}
