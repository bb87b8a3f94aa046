/**
 * Builds `/editor/sandbox.html`: the sandbox's own bundle is compiled by a child
 * compiler of the site's client build (same loaders, aliases and preview chunks,
 * but its own entry, so no page of the site loads it), and the page lists its files.
 */
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

// Only the parts of the bundler's API this plugin touches (Rspack's and webpack's agree on them).
interface Source {
  source(): string | Buffer;
}
interface ChildCompilation {
  errors: unknown[];
  warnings: unknown[];
  entrypoints: Map<string, {getFiles(): string[]}>;
}
interface ParentCompilation extends ChildCompilation {
  outputOptions: {publicPath?: unknown};
  createChildCompiler(name: string, output: object, plugins: unknown[]): ChildCompiler;
  emitAsset(name: string, source: Source): void;
}
interface ChildCompiler {
  options: {entry: unknown};
  runAsChild(callback: (error?: Error | null, entries?: unknown, compilation?: ChildCompilation) => void): void;
}
export interface BundlerCompiler {
  context: string;
  webpack: {
    EntryPlugin: new (
      context: string,
      entry: string,
      options: {name: string},
    ) => {apply(compiler: ChildCompiler): void};
    /** Rspack's; the build uses Rspack (`@docusaurus/faster`). */
    RspackOptionsApply: new () => {process(options: object, compiler: ChildCompiler): void};
    sources: {RawSource: new (source: string) => Source};
  };
  hooks: {
    make: {tapAsync(name: string, run: (compilation: ParentCompilation, done: (error?: Error) => void) => void): void};
  };
}

const NAME = 'sandbox';

export class SandboxPagePlugin {
  constructor(private readonly entry: string) {}

  apply(compiler: BundlerCompiler) {
    const {EntryPlugin, RspackOptionsApply, sources} = compiler.webpack;
    compiler.hooks.make.tapAsync('SandboxPagePlugin', (compilation, done) => {
      const child = compilation.createChildCompiler(NAME, {}, []);
      // A child compiler inherits the options but not the plugins they turn into (chunk format, chunk
      // loading, split chunks, minifiers): apply them, without the site's own entry.
      child.options.entry = {};
      new RspackOptionsApply().process(child.options, child);
      new EntryPlugin(compiler.context, this.entry, {name: NAME}).apply(child);
      child.runAsChild((error, _entries, childCompilation) => {
        if (error) return done(error);
        if (!childCompilation) return done(new Error('The sandbox page did not compile.'));
        compilation.errors.push(...childCompilation.errors);
        compilation.warnings.push(...childCompilation.warnings);
        const files = childCompilation.entrypoints
          .get(NAME)
          ?.getFiles()
          .filter((file) => file.endsWith('.js'));
        if (!files?.length) return done(new Error('The sandbox page has no scripts.'));
        const publicPath =
          typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        compilation.emitAsset(SANDBOX_PAGE, new sources.RawSource(sandboxHtml(files, publicPath)));
        done();
      });
    });
  }
}
