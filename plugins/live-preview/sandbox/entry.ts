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

function post(message: SandboxMessage) {
  window.parent.postMessage(message, hostOrigin);
}

async function start() {
  // Fetch the usual 2d build while core loads; a scene using Latex loads the full one when it runs.
  void loadLibrary(false).catch(() => undefined);
  const core = await loadCore();
  const session = new PreviewSession(core, (state) => post({type: 'cc:state', state}));
  document.body.appendChild(session.canvas);
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent || event.origin !== hostOrigin) return;
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
  post({type: 'cc:ready'});
}

if (isSandboxed) {
  document.documentElement.style.background = PREVIEW.background;
  void start();
} else {
  document.body.textContent =
    'This page plays shared scenes inside the site’s playground (/editor/); it does nothing on its own.';
}
