/**
 * The page's half of a sandboxed preview: an `<iframe sandbox="allow-scripts">`
 * (no `allow-same-origin`, so an opaque origin with no access to the site's
 * storage, cookies or DOM; no top navigation, pop-ups, forms or modals) running
 * `/editor/sandbox.html`, driven with the checked messages of sandbox/protocol.
 * It offers the same methods as the in-page `PreviewSession`, so LivePreview's
 * controls work with either.
 *
 * A sandboxed document may still navigate its own frame. Three things keep the
 * reader's code from following it:
 * - every message goes over the `MessagePort` the sandbox document handed over,
 *   never to whatever document the frame holds now;
 * - the page's `frame-src` admits only the sandbox page, so Chromium refuses to load
 *   anything else in the frame;
 * - a load in the frame after which the port goes unanswered, a second ready, or
 *   pings left unanswered end the session: the frame is removed and LivePreview is
 *   told why, so it can offer a fresh one.
 */
import {SHARE} from '../../constants';
import {parseSandboxMessage, SANDBOX_PAGE, type HostMessage} from '../../sandbox/protocol';
import type {PreviewState} from './engine';

/** Why a sandbox was given up. */
export type SandboxLoss = 'navigated' | 'unresponsive';

export const SANDBOX_LOSS_MESSAGES: Record<SandboxLoss, string> = {
  navigated: 'This scene tried to leave the player, so it was stopped.',
  unresponsive: 'The player stopped answering, so it was stopped.',
};

const FRAME_POLICY_MARK = 'data-sandbox-frame-policy';

/**
 * Lets this document frame nothing but the sandbox page, from now until it unloads (a
 * policy cannot be taken back; the site has no other frames, so other pages lose nothing).
 * A frame told to load another address shows the browser's error page instead.
 */
function admitOnlySandboxFrames(sandboxUrl: string) {
  if (document.head.querySelector(`meta[${FRAME_POLICY_MARK}]`)) return;
  const policy = document.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = `frame-src ${sandboxUrl}; child-src ${sandboxUrl}`;
  policy.setAttribute(FRAME_POLICY_MARK, '');
  document.head.appendChild(policy);
}

/** Features the frame never needs; denied even where a browser would prompt. */
const DENIED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'clipboard-read',
  'clipboard-write',
  'usb',
  'serial',
  'bluetooth',
  'payment',
  'display-capture',
  'fullscreen',
];

export class SandboxSession {
  /** Put where the in-page preview puts its canvas. */
  readonly canvas: HTMLIFrameElement;
  /** The channel to the sandbox document, once it has said it is ready. */
  private port: MessagePort | null = null;
  private queue: HostMessage[] = [];
  private disposed = false;
  private pingTimer = 0;
  private loadCheckTimer = 0;
  private lastPing = 0;
  private lastPong = 0;
  /** The frame loaded something since the sandbox last answered: if it never answers again, it left. */
  private loadedSincePong = false;

  constructor(
    baseUrl: string,
    private readonly onChange: (state: PreviewState) => void,
    /** Called once when the frame leaves the sandbox page or stops answering; the session is then disposed. */
    private readonly onLoss: (loss: SandboxLoss) => void,
  ) {
    // Absolute, so the policy names exactly this page and nothing else on the site.
    const sandboxUrl = new URL(`${baseUrl}${SANDBOX_PAGE}`, window.location.href).href;
    admitOnlySandboxFrames(sandboxUrl);
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('allow', DENIED_FEATURES.map((feature) => `${feature} 'none'`).join('; '));
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.setAttribute('tabindex', '-1');
    frame.title = 'Player of the shared scene (sandboxed)';
    frame.dataset.sandbox = '';
    // A load may be the sandbox page's own (it can come after its ready) or another document's
    // (a refused navigation's error page may be the only load there is): a document that still
    // answers over the port is the sandbox.
    frame.addEventListener('load', this.checkStillThere);
    window.addEventListener('message', this.onWindowMessage);
    frame.src = sandboxUrl;
    this.canvas = frame;
  }

  /** The one message that comes through the window: the sandbox's ready, with its port. */
  private readonly onWindowMessage = (event: MessageEvent<unknown>) => {
    // Only this frame, which, sandboxed without allow-same-origin, reports the origin "null".
    if (this.disposed || event.source !== this.canvas.contentWindow || event.origin !== 'null') return;
    if (parseSandboxMessage(event.data)?.type !== 'cc:ready' || event.ports.length !== 1) return;
    if (this.port) {
      // A second ready comes from a new document in the frame: the one we spoke to is gone.
      this.lose('navigated');
      return;
    }
    this.port = event.ports[0];
    this.port.onmessage = this.onPortMessage;
    // Where the browser reports it (not Chromium 156), the other end closes with its document.
    this.port.addEventListener('close', () => this.lose('navigated'));
    this.pingTimer = window.setInterval(this.ping, SHARE.pingMs);
    const queued = this.queue;
    this.queue = [];
    for (const item of queued) this.send(item);
  };

  private readonly onPortMessage = (event: MessageEvent<unknown>) => {
    if (this.disposed) return;
    const message = parseSandboxMessage(event.data);
    if (message?.type === 'cc:state') this.onChange(message.state);
    else if (message?.type === 'cc:leaving') this.lose('navigated');
    else if (message?.type === 'cc:pong' && message.id <= this.lastPing)
      this.lastPong = Math.max(this.lastPong, message.id);
  };

  /** Counted in pings, not milliseconds: a throttled background tab fires its timers late, but pings stay in step. */
  private readonly ping = () => {
    if (this.lastPing - this.lastPong >= SHARE.missedPingsToReplace) {
      this.lose(this.loadedSincePong ? 'navigated' : 'unresponsive');
      return;
    }
    this.lastPing++;
    this.send({type: 'cc:ping', id: this.lastPing});
  };

  private readonly checkStillThere = () => {
    if (!this.port) return; // Not ready yet: the load is the sandbox page's own.
    this.loadedSincePong = true;
    window.clearTimeout(this.loadCheckTimer);
    this.lastPing++;
    const asked = this.lastPing;
    this.send({type: 'cc:ping', id: asked});
    this.loadCheckTimer = window.setTimeout(() => {
      if (this.lastPong < asked) this.lose('navigated');
    }, SHARE.loadCheckMs);
  };

  private lose(loss: SandboxLoss) {
    if (this.disposed) return;
    this.dispose();
    this.onLoss(loss);
  }

  private send(message: HostMessage) {
    if (this.disposed) return;
    if (!this.port) {
      // Before the sandbox answers, only the latest run matters; controls wait for it.
      if (message.type === 'cc:run') this.queue = this.queue.filter((item) => item.type !== 'cc:run');
      this.queue.push(message);
      return;
    }
    this.port.postMessage(message);
  }

  run(source: string, {autoplay, frame = -1}: {autoplay: boolean; frame?: number}): Promise<boolean> {
    this.send({type: 'cc:run', source, autoplay, frame});
    return Promise.resolve(true);
  }

  togglePlayback(value = true) {
    this.send({type: 'cc:toggle', play: value});
  }

  restart() {
    this.send({type: 'cc:restart'});
  }

  seek(frame: number) {
    this.send({type: 'cc:seek', frame: Math.max(0, Math.round(frame))});
  }

  setLoop(value: boolean) {
    this.send({type: 'cc:loop', loop: value});
  }

  setActive(value: boolean) {
    this.send({type: 'cc:active', active: value});
  }

  dispose() {
    this.disposed = true;
    window.clearInterval(this.pingTimer);
    window.clearTimeout(this.loadCheckTimer);
    window.removeEventListener('message', this.onWindowMessage);
    this.port?.close();
    this.port = null;
    this.queue = [];
    this.canvas.remove();
  }
}
