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
  /** Set when the frame was stopped after navigating away; the next run loads a fresh sandbox page. */
  private stopped = false;
  private disposed = false;
  private readonly page: string;
  private lastState: PreviewState | null = null;

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
    this.page = `${baseUrl}${SANDBOX_PAGE}`;
    frame.src = this.page;
    this.canvas = frame;
  }

  private fail(error: string) {
    this.ready = false;
    this.stopped = true;
    this.queue = [];
    this.canvas.src = 'about:blank';
    const base: PreviewState = this.lastState ?? {
      status: 'error',
      paused: true,
      loop: true,
      frame: 0,
      duration: 0,
      fps: 30,
      error: null,
      logs: [],
    };
    this.onChange({...base, status: 'error', paused: true, error});
  }

  private readonly onMessage = (event: MessageEvent<unknown>) => {
    // Only this frame, and only while it still shows the sandbox page (an opaque origin reports "null").
    if (this.disposed || event.source !== this.canvas.contentWindow || event.origin !== 'null') return;
    const message = parseSandboxMessage(event.data);
    if (!message) return;
    if (message.type === 'cc:ready') {
      this.ready = true;
      const queued = this.queue;
      this.queue = [];
      for (const item of queued) this.send(item);
    } else if (message.type === 'cc:leaving') {
      // The scene navigated its frame (whatever loads there stays sandboxed): stop and blank it.
      if (!this.stopped)
        this.fail('The scene tried to leave its player, so it was stopped. Edit the code to run it again.');
    } else if (message.type === 'cc:state') {
      this.lastState = message.state;
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
    if (this.stopped) {
      this.stopped = false;
      this.canvas.src = this.page;
    }
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
