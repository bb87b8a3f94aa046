import type {Compiler} from 'webpack';
import type {CurrentBundler} from '@docusaurus/types';

const NAME = 'lean-route-tables:chunk-asset';

/** Which chunks' names differ from their ids, as the name → id map `__webpack_require__.gca` needs. */
export function renamedChunks(idToName: Readonly<Record<string | number, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(idToName)
      .filter(([id, name]) => id !== name)
      .map(([id, name]) => [name, id]),
  );
}

/**
 * The runtime code of `__webpack_require__.gca(chunkName)`: the URL of a chunk's script, for prefetch links.
 * URLs are kept: the bundler's file-name function builds its table of 1,300 hashes on every call (about
 * 35 µs here), and prefetching asks for the same shared chunks for every page it prefetches.
 */
export function chunkAssetRuntimeCode(
  renamed: Readonly<Record<string, string>>,
  publicPath: string,
  scriptFilename: string,
): string {
  const lookup = Object.keys(renamed).length > 0 ? `chunkId = ${JSON.stringify(renamed)}[chunkId] || chunkId; ` : '';
  return (
    `var chunkUrls = {}; __webpack_require__.gca = function (chunkId) { ${lookup}` +
    `return chunkUrls[chunkId] || (chunkUrls[chunkId] = ${publicPath} + ${scriptFilename}(chunkId)); };`
  );
}

/**
 * Docusaurus's `__webpack_require__.gca`, which its route prefetching calls with a
 * chunk name, with a map of only the chunks whose id is not their name. Core's own
 * version maps every named chunk, although with named chunk ids that map is name → same
 * name: 1,300 entries, about 6 KB gzip in the runtime every page loads first.
 */
export class LeanChunkAssetPlugin {
  constructor(private readonly bundler: CurrentBundler['instance']) {}

  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals} = this.bundler;
    class ChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('LeanChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
        // Chunk file names carry content hashes, so this module changes with them.
        this.fullHash = true;
      }
      override generate(): string {
        const idToName = this.chunk?.getChunkMaps(false).name ?? {};
        return chunkAssetRuntimeCode(
          renamedChunks(idToName),
          RuntimeGlobals.publicPath,
          RuntimeGlobals.getChunkScriptFilename,
        );
      }
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
      });
    });
  }
}
