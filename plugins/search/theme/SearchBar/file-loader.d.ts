/** A file emitted as it is by file-loader (`!file-loader?…!<path>`): its public URL. */
declare module '!file-loader?*' {
  const url: string;
  export default url;
}
