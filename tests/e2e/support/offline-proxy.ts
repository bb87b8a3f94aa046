import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import http from 'node:http';
import net, {type Socket} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

import {BADGE_ANSWERS, CORS_HEADERS} from './badges';

/**
 * Keeps a browser context offline without intercepting the site's own requests. The context sends every request
 * but the served build's through this proxy, which answers the navbar badges' addresses as the tests expect and
 * refuses the rest, listing each. Playwright's request routing would do the same, but once a context has a route,
 * Chromium hands every request to the test runner and turns its HTTP cache off: page loads then took twice the CPU
 * (30 loads of 10 pages: 50 and 46 CPU-seconds with a route, 26 and 27 without).
 *
 * HTTPS addresses reach it as `CONNECT host:443`; it completes the TLS handshake with a throwaway self-signed
 * certificate (the context sets `ignoreHTTPSErrors`) to read the request inside.
 */
export interface OfflineProxy {
  port: number;
  /** Where refused requests are listed: the fixtures point it at the running test's list. */
  refused: string[];
  close(): Promise<void>;
}

/** A self-signed certificate for the TLS handshakes, made with Debian's openssl. */
function throwawayCertificate(): {key: string; cert: string} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'offline-proxy-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    try {
      execFileSync(
        'openssl',
        'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=offline-proxy'
          .split(' ')
          .concat(['-keyout', key, '-out', cert]),
        {stdio: 'ignore'},
      );
    } catch (error) {
      throw new Error(
        `The e2e tests' offline proxy makes its certificate with openssl (Debian: apt-get install openssl): ${String(error)}`,
      );
    }
    return {key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8')};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * `servedHost` (`127.0.0.1:4173`) is tunnelled through untouched: the browser goes there direct, but Playwright's
 * own requests on a context's behalf (`page.request`) come through the proxy.
 */
export async function startOfflineProxy(port: number, servedHost: string): Promise<OfflineProxy> {
  const proxy: OfflineProxy = {port, refused: [], close: async () => undefined};
  const refuse = (what: string, socket: Socket) => {
    proxy.refused.push(what);
    // The page sees a network error, as for an unreachable host.
    socket.destroy();
  };
  const answer = (url: string, request: http.IncomingMessage, response: http.ServerResponse) => {
    const badge = BADGE_ANSWERS.find(({url: address}) => url.startsWith(address));
    if (!badge) return refuse(url, request.socket);
    // Not stored: a test that answers a badge differently must not meet this answer in the cache.
    const headers = {...CORS_HEADERS, 'cache-control': 'no-store', 'access-control-allow-headers': '*'};
    if (request.method === 'OPTIONS') return response.writeHead(204, headers).end();
    response.writeHead(200, {...headers, 'content-type': 'application/json'}).end(JSON.stringify(badge.body));
  };

  const {key, cert} = throwawayCertificate();
  // Requests read from inside a TLS tunnel: their URL is the tunnel's host plus the path.
  const tunnelled = http.createServer((request, response) =>
    answer(`https://${request.headers.host ?? ''}${request.url ?? ''}`, request, response),
  );
  // Plain-HTTP requests to a proxy carry the absolute URL.
  const server = http.createServer((request, response) => answer(request.url ?? '', request, response));
  server.on('connect', (request: http.IncomingMessage, socket: Socket, head: Buffer) => {
    if (request.url === servedHost) {
      const [host = '', served = ''] = servedHost.split(':');
      const upstream = net.connect(Number(served), host, () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        socket.pipe(upstream).pipe(socket);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    const secure = new tls.TLSSocket(socket, {isServer: true, key, cert});
    let handshaken = false;
    secure.once('secure', () => (handshaken = true));
    secure.on('error', (error: NodeJS.ErrnoException) => {
      socket.destroy();
      // Chromium first rejects the certificate, then, told to ignore HTTPS errors, connects again and accepts it.
      // A reset after the handshake is only a closed tunnel. Any other failure (a WebSocket, say) is a refused request.
      if (!handshaken && error.code !== 'ERR_SSL_SSLV3_ALERT_CERTIFICATE_UNKNOWN')
        refuse(`connect ${request.url ?? ''}`, socket);
    });
    tunnelled.emit('connection', secure);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      tunnelled.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
