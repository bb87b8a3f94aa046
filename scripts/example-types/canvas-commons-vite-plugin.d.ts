/**
 * Types of `@canvas-commons/vite-plugin` 0.3.1 and the FFmpeg plugin's Vite entry,
 * written by us from their documented options and hooks (see docs/advanced/plugins/vite-plugin.mdx).
 * The registry does not serve the vite-plugin package, so the guides' `vite.config.ts`
 * examples are type-checked against these declarations instead (scripts/check-examples.ts).
 * Keep them in step with that page.
 */
declare module '@canvas-commons/vite-plugin' {
  import type {Plugin as VitePlugin} from 'vite';

  /** Options of the CORS proxy for remote images and videos. */
  export interface CorsProxyPluginConfig {
    /** MIME types the proxy passes on; `*` on the right matches any subtype. Default `['image/*', 'video/*']`. */
    allowedMimeTypes?: string[];
    /** Host names the proxy may fetch from; empty or absent allows every host. */
    allowListHosts?: string[];
  }

  export interface CanvasCommonsPluginConfig {
    /** Project file(s): a path, a list of paths, or glob patterns. Default `'./src/project.ts'`. */
    project?: string | string[];
    /** Folder that renders are written to. Default `'./output'`. */
    output?: string;
    /** Requests whose URL matches are served from memory; default `/^$/`, which matches none. */
    bufferedAssets?: RegExp | false;
    /** Module specifier of the editor package. Default `'@canvas-commons/editor'`. */
    editor?: string;
    /** The CORS proxy at `/cors-proxy/`: off unless `true` or an options object. */
    proxy?: boolean | CorsProxyPluginConfig;
    /** Build the project to run in the editor. */
    buildForEditor?: boolean;
  }

  export interface ProjectData {
    name: string;
    fileName: string;
    filePath: string;
    url: string;
  }

  export interface PluginConfig {
    projects: ProjectData[];
    output: string;
  }

  export const PLUGIN_OPTIONS: unique symbol;

  export interface PluginOptions {
    /** Module whose default export the browser calls with the runtime config to get a runtime plugin. */
    entryPoint: string;
    /** Receives the Canvas Commons configuration; a returned object is merged into it. */
    config?(config: PluginConfig): Promise<Partial<PluginConfig> | void>;
    /** The value passed to the entry point's default export: an object (sent as JSON) or a string of code. */
    runtimeConfig?(): Promise<unknown>;
  }

  /** A Vite plugin that also carries Canvas Commons options. */
  export type Plugin = VitePlugin & {[PLUGIN_OPTIONS]: PluginOptions};

  export function isPlugin(value: unknown): value is Plugin;

  export default function canvasCommons(config?: CanvasCommonsPluginConfig): VitePlugin[];
}

declare module '@canvas-commons/ffmpeg' {
  import type {Plugin} from '@canvas-commons/vite-plugin';

  export default function ffmpeg(): Plugin;
}
