/** Serves a production build with `docusaurus serve` for the benches, and waits until it answers. */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

const DOCUSAURUS_BIN = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'docusaurus');
const START_TIMEOUT_MS = 60_000;

/**
 * Starts `docusaurus serve` for `dir` on 127.0.0.1:`port` in its own process group (stop it with
 * `process.kill(-server.pid)`), resolving once `/` answers.
 */
export function serveBuild(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    DOCUSAURUS_BIN,
    ['serve', '--dir', dir, '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    const poll = (): void => {
      fetch(`http://127.0.0.1:${port}/`)
        .then((response) => (response.ok ? resolve(server) : setTimeout(poll, 500)))
        .catch(() =>
          Date.now() > deadline ? reject(new Error('docusaurus serve did not start')) : setTimeout(poll, 500),
        );
    };
    poll();
  });
}
