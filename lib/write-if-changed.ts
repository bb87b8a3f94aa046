import fs from 'node:fs';

/**
 * Writes `content` to `file` unless it already holds exactly that. Plugins that regenerate files on every dev-server
 * reload use it: the bundler's watcher recompiles on a new modification time alone, even for the same bytes.
 */
export function writeIfChanged(file: string, content: string): void {
  let current: string | undefined;
  try {
    current = fs.readFileSync(file, 'utf8');
  } catch {
    // Missing or unreadable: write it.
  }
  if (current !== content) fs.writeFileSync(file, content);
}
