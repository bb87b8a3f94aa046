import fs from 'node:fs';
import path from 'node:path';

/** `build/` of this checkout, or `BUILD_CHECK_DIR` (e.g. to compare with an older build). */
export const BUILD_DIR = process.env.BUILD_CHECK_DIR ?? path.join(__dirname, '../../build');

/** The build's files, as paths relative to `build/`; fails clearly when there is no build. */
export function buildFiles(dir = BUILD_DIR): string[] {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error(`No production build in ${BUILD_DIR}: run \`npm run build\` first.`);
  }
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...buildFiles(full));
    else files.push(path.relative(BUILD_DIR, full));
  }
  return files;
}

export function readBuildFile(file: string): string {
  return fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
}

/** The source of an entry chunk every page loads (`main` or `runtime~main`); fails clearly when the build has none. */
export function readEntryChunk(name: 'main' | 'runtime~main'): string {
  const pattern = new RegExp(`^assets/js/${name}\\.\\w+\\.js$`);
  const file = buildFiles().find((candidate) => pattern.test(candidate));
  // An empty stand-in would let "main contains no X" checks pass on a build without a main chunk.
  if (file === undefined) throw new Error(`No ${name} chunk in ${BUILD_DIR}/assets/js.`);
  return readBuildFile(file);
}
