/**
 * The page's half of a sandboxed preview: an `<iframe sandbox="allow-scripts">`
 * (no `allow-same-origin`, so an opaque origin with no access to the site's
 * storage, cookies or DOM; no top navigation, pop-ups, forms or modals) running
 * `/editor/sandbox.html`, driven with the checked messages of sandbox/protocol.
 * It offers the same methods as the in-page `PreviewSession`, so LivePreview's
 * controls work with either.
 */
import {parseSandboxMessage, SANDBOX_PAGE, type HostMessage} from '../../sandbox/protocol';
import type {PreviewState} from './engine';

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
  private ready = false;
  private queue: HostMessage[] = [];
  private disposed = false;

  constructor(
    baseUrl: string,
    private readonly onChange: (state: PreviewState) => void,
  ) {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('allow', DENIED_FEATURES.map((feature) => `${feature} 'none'`).join('; '));
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.setAttribute('tabindex', '-1');
    frame.title = 'Player of the shared scene (sandboxed)';
    frame.dataset.sandbox = '';
    window.addEventListener('message', this.onMessage);
    frame.src = `${baseUrl}${SANDBOX_PAGE}`;
    this.canvas = frame;
  }

  private readonly onMessage = (event: MessageEvent<unknown>) => {
    // Only this frame, which, sandboxed without allow-same-origin, reports the origin "null".
    if (this.disposed || event.source !== this.canvas.contentWindow || event.origin !== 'null') return;
    const message = parseSandboxMessage(event.data);
    if (!message) return;
    if (message.type === 'cc:ready') {
      this.ready = true;
      const queued = this.queue;
      this.queue = [];
      for (const item of queued) this.send(item);
    } else if (message.type === 'cc:state') {
      this.onChange(message.state);
    }
  };

  private send(message: HostMessage) {
    if (this.disposed) return;
    if (!this.ready) {
      // Before the sandbox answers, only the latest run matters; controls wait for it.
      if (message.type === 'cc:run') this.queue = this.queue.filter((item) => item.type !== 'cc:run');
      this.queue.push(message);
      return;
    }
    // An opaque origin cannot be named as a target; the frame checks the sender itself.
    this.canvas.contentWindow?.postMessage(message, '*');
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
    window.removeEventListener('message', this.onMessage);
    this.canvas.remove();
  }
}
