// The 2d sources use Vite's hot-module API and asset imports; TypeDoc only needs their types.
interface ImportMeta {
  hot?: {
    on(event: string, callback: (payload: any) => void): void; // eslint-disable-line @typescript-eslint/no-explicit-any -- Vite's own signature
    accept(callback?: (module: unknown) => void): void;
    dispose(callback: (data: unknown) => void): void;
    data: Record<string, unknown>;
  };
}
declare module '*.glsl' {
  const value: string;
  export default value;
}
