/**
 * Builds `/editor/sandbox.html`: the sandbox's own bundle is compiled by a compiler of
 * its own, made from the site's bundler with the same loaders, aliases and preview chunks
 * but its own entry, so no page of the site loads it; the page lists its files.
 */
import path from 'node:path';

import {PREVIEW} from '../constants';
import {SANDBOX_PAGE} from './protocol';

/**
 * What the sandbox page may do. `'self'` scripts (the bundle) plus `unsafe-eval` (the
 * compiled scene runs through `new Function`); no requests (`connect-src 'none'`), no
 * forms, no frames, no workers, no plugins; images and media only from the site or
 * from data/blob URLs. Top navigation and pop-ups are the iframe's `sandbox` flags' job.
 */
export const SANDBOX_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "object-src 'none'",
  "manifest-src 'none'",
].join('; ');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function sandboxHtml(scripts: readonly string[], publicPath: string): string {
  const tags = scripts.map((file) => `<script defer src="${escapeAttribute(publicPath + file)}"></script>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(SANDBOX_CSP)}">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>Scene sandbox</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:${PREVIEW.background}}canvas{display:block;width:100%;height:100%}</style>
${tags}
</head>
<body></body>
</html>
`;
}

// Only the parts of Rspack's API this plugin touches.
interface Source {
  source(): string | Buffer;
}
interface Asset {
  name: string;
  source: Source;
}
interface BuiltCompilation {
  errors: unknown[];
  warnings: unknown[];
  entrypoints: Map<string, {getFiles(): string[]}>;
  getAssets(): readonly Asset[];
}
interface SiteCompilation {
  errors: unknown[];
  emitAsset(name: string, source: Source, info?: Record<string, unknown>): void;
  hooks: {processAssets: {tapPromise(options: {name: string; stage: number}, run: () => Promise<void>): void}};
}
interface StandaloneCompiler {
  run(callback: (error: Error | null, stats?: {compilation: BuiltCompilation}) => void): void;
  close(callback: () => void): void;
}
export interface BundlerCompiler {
  options: {mode?: string};
  webpack: ((config: object) => StandaloneCompiler) & {
    Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
    sources: {RawSource: new (source: string | Buffer) => Source};
  };
  hooks: {thisCompilation: {tap(name: string, run: (compilation: SiteCompilation) => void): void}};
}

export interface SandboxBuild {
  /** The sandbox's script. */
  entry: string;
  siteDir: string;
  /** The site's base URL, where its assets are served from. */
  publicPath: string;
  /** Module rules for TypeScript and for the library's bundles (the site's own, so both builds agree). */
  rules: object[];
  alias: Record<string, string>;
  /** Named chunks for the library's parts, as in the site's build. */
  cacheGroups: Record<string, object>;
}

const NAME = 'sandbox';

/**
 * Compiles the sandbox's bundle with its own Rspack compiler (its own entry and
 * runtime; no page of the site loads it) and adds its files and
 * `/editor/sandbox.html` to the site's client build, in `build` and `start` alike.
 */
export class SandboxPagePlugin {
  private bundler: StandaloneCompiler | null = null;

  constructor(private readonly build: SandboxBuild) {}

  private config(mode: string): object {
    const {entry, siteDir, publicPath, rules, alias, cacheGroups} = this.build;
    return {
      name: NAME,
      mode,
      context: siteDir,
      target: 'web',
      devtool: false,
      entry: {[NAME]: entry},
      output: {
        path: path.join(siteDir, 'node_modules/.cache/live-preview-sandbox'),
        publicPath,
        filename: 'assets/js/sandbox/[name].[contenthash:8].js',
        chunkFilename: 'assets/js/sandbox/[name].[contenthash:8].js',
        // Its own global, so a page could never mix its chunks with the site's.
        uniqueName: 'live-preview-sandbox',
      },
      resolve: {extensions: ['.ts', '.tsx', '.js', '.json'], alias},
      module: {rules},
      optimization: {splitChunks: {cacheGroups}},
      performance: false,
      infrastructureLogging: {level: 'error'},
    };
  }

  private async compile(compiler: BundlerCompiler): Promise<BuiltCompilation> {
    const mode = compiler.options.mode === 'development' ? 'development' : 'production';
    this.bundler ??= compiler.webpack(this.config(mode));
    const bundler = this.bundler;
    const compilation = await new Promise<BuiltCompilation>((resolve, reject) =>
      bundler.run((error, stats) =>
        error || !stats ? reject(error ?? new Error('No stats')) : resolve(stats.compilation),
      ),
    );
    // A production build runs once: let the process exit. `start` keeps the compiler and its cache.
    if (mode === 'production') {
      await new Promise<void>((resolve) => bundler.close(resolve));
      this.bundler = null;
    }
    return compilation;
  }

  apply(compiler: BundlerCompiler) {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SandboxPagePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {name: 'SandboxPagePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        async () => {
          const built = await this.compile(compiler);
          compilation.errors.push(...built.errors);
          const files = built.entrypoints
            .get(NAME)
            ?.getFiles()
            .filter((file) => file.endsWith('.js'));
          if (!files?.length) {
            compilation.errors.push(new Error('The sandbox page has no scripts.'));
            return;
          }
          for (const asset of built.getAssets()) {
            // Already minified by the sandbox's own build.
            compilation.emitAsset(asset.name, new sources.RawSource(asset.source.source()), {minimized: true});
          }
          compilation.emitAsset(SANDBOX_PAGE, new sources.RawSource(sandboxHtml(files, this.build.publicPath)));
        },
      );
    });
  }
}
