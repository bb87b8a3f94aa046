/**
 * The script of the sandbox page (`/editor/sandbox.html`), which the playground loads in
 * `<iframe sandbox="allow-scripts">` to run code from share links. It holds the same
 * engine as the guide previews (compiler, loop and time guards, logger) and draws into
 * its own canvas; the page drives it only through the checked messages of `./protocol`.
 *
 * It refuses to run anywhere but in an opaque-origin frame: framed without the sandbox
 * attribute (by another site, say), code sent to it would run on this site's origin.
 */
import {PREVIEW} from '../constants';
import {PreviewSession, loadCore, loadLibrary} from '../theme/LivePreview/engine';
import {parseHostMessage, type SandboxMessage} from './protocol';

/** The site's own origin (this document's URL), the only page it answers. */
const hostOrigin = new URL(window.location.href).origin;
const isSandboxed = window.origin === 'null' && window.parent !== window;

async function start() {
  // Fetch the usual 2d build while core loads; a scene using Latex loads the full one when it runs.
  void loadLibrary(false).catch(() => undefined);
  const core = await loadCore();
  // The page talks to this document only through this channel; it dies with the document.
  const channel = new MessageChannel();
  const port = channel.port1;
  const post = (message: SandboxMessage) => port.postMessage(message);
  const session = new PreviewSession(core, (state) => post({type: 'cc:state', state}));
  document.body.appendChild(session.canvas);
  port.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = parseHostMessage(event.data);
    if (!message) return;
    switch (message.type) {
      case 'cc:run':
        void session.run(message.source, {autoplay: message.autoplay, frame: message.frame});
        break;
      case 'cc:toggle':
        session.togglePlayback(message.play);
        break;
      case 'cc:restart':
        session.restart();
        break;
      case 'cc:seek':
        session.seek(message.frame);
        break;
      case 'cc:loop':
        session.setLoop(message.loop);
        break;
      case 'cc:active':
        session.setActive(message.active);
        break;
      case 'cc:ping':
        post({type: 'cc:pong', id: message.id});
        break;
    }
  });
  // Said on the way out, so the page replaces the player at once; a scene can silence it,
  // and then the page finds out from the frame's next load.
  window.addEventListener('pagehide', () => post({type: 'cc:leaving'}));
  port.start();
  const ready: SandboxMessage = {type: 'cc:ready'};
  window.parent.postMessage(ready, hostOrigin, [channel.port2]);
}

if (isSandboxed) {
  document.documentElement.style.background = PREVIEW.background;
  void start();
} else {
  document.body.textContent =
    'This page plays shared scenes inside the site’s playground (/editor/); it does nothing on its own.';
}
