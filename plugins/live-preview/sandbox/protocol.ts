/**
 * Messages between a playground page and the sandboxed frame that runs shared code
 * (`<iframe sandbox="allow-scripts">`, an opaque origin). Both sides check every
 * message against these shapes and drop anything else, so neither trusts the other.
 *
 * Only `cc:ready` crosses the window boundary: it carries a `MessagePort` that the
 * sandbox document created, and every later message goes over that port. A frame that
 * navigates elsewhere has a new document without the port, so it hears nothing.
 */
import type {PreviewLog, PreviewState} from '../theme/LivePreview/engine';
import {SHARE} from '../constants';

/** Where the sandbox page is served (a static page of the site, emitted by the plugin). */
export const SANDBOX_PAGE = 'editor/sandbox.html';

/** Page → sandbox. */
export type HostMessage =
  | {type: 'cc:run'; source: string; autoplay: boolean; frame: number}
  | {type: 'cc:toggle'; play: boolean}
  | {type: 'cc:restart'}
  | {type: 'cc:seek'; frame: number}
  | {type: 'cc:loop'; loop: boolean}
  | {type: 'cc:active'; active: boolean}
  | {type: 'cc:ping'; id: number};

/** Sandbox → page. */
export type SandboxMessage =
  | {type: 'cc:ready'}
  | {type: 'cc:state'; state: PreviewState}
  | {type: 'cc:pong'; id: number}
  /** The sandbox document is unloading: its frame is going elsewhere. */
  | {type: 'cc:leaving'};

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Exactly these keys, no others. */
function hasKeys(value: Fields, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => own.includes(key));
}

const isFrame = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= -1 && value <= 1e9;

/** The source a run may carry: the same limit as a link (a little slack for UTF-16 vs UTF-8 is not needed: chars ≤ bytes). */
const MAX_SOURCE_CHARS = SHARE.maxCodeBytes;

export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  switch (data.type) {
    case 'cc:run':
      return hasKeys(data, ['type', 'source', 'autoplay', 'frame']) &&
        typeof data.source === 'string' &&
        data.source.length <= MAX_SOURCE_CHARS &&
        typeof data.autoplay === 'boolean' &&
        isFrame(data.frame)
        ? {type: 'cc:run', source: data.source, autoplay: data.autoplay, frame: data.frame}
        : null;
    case 'cc:toggle':
      return hasKeys(data, ['type', 'play']) && typeof data.play === 'boolean'
        ? {type: data.type, play: data.play}
        : null;
    case 'cc:restart':
      return hasKeys(data, ['type']) ? {type: data.type} : null;
    case 'cc:seek':
      return hasKeys(data, ['type', 'frame']) && isFrame(data.frame) ? {type: data.type, frame: data.frame} : null;
    case 'cc:loop':
      return hasKeys(data, ['type', 'loop']) && typeof data.loop === 'boolean'
        ? {type: data.type, loop: data.loop}
        : null;
    case 'cc:active':
      return hasKeys(data, ['type', 'active']) && typeof data.active === 'boolean'
        ? {type: data.type, active: data.active}
        : null;
    case 'cc:ping':
      return hasKeys(data, ['type', 'id']) && isFrame(data.id) ? {type: data.type, id: data.id} : null;
    default:
      return null;
  }
}

const STATUSES: ReadonlySet<string> = new Set<PreviewState['status']>(['loading', 'ready', 'error']);
/** Bounds on what the sandbox may report, so a hostile scene cannot flood the page. */
const MAX_LOGS = 100;
const MAX_TEXT = 4000;

const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function parseLog(value: unknown): PreviewLog | null {
  if (!isRecord(value)) return null;
  const {level, message, time, object} = value;
  const keys = object === undefined ? ['level', 'message', 'time'] : ['level', 'message', 'time', 'object'];
  if (!hasKeys(Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)), keys)) return null;
  if (!isText(level, 20) || !isText(message) || !isCount(time)) return null;
  if (object !== undefined && !isText(object)) return null;
  return object === undefined ? {level, message, time} : {level, message, time, object};
}

function parseState(value: unknown): PreviewState | null {
  if (!isRecord(value)) return null;
  if (!hasKeys(value, ['status', 'paused', 'loop', 'frame', 'duration', 'fps', 'error', 'logs'])) return null;
  const {status, paused, loop, frame, duration, fps, error, logs} = value;
  if (typeof status !== 'string' || !STATUSES.has(status)) return null;
  if (typeof paused !== 'boolean' || typeof loop !== 'boolean') return null;
  if (!isCount(frame) || !isCount(duration) || !isCount(fps) || fps === 0) return null;
  if (error !== null && !isText(error)) return null;
  if (!Array.isArray(logs) || logs.length > MAX_LOGS) return null;
  const parsedLogs = logs.map(parseLog);
  if (parsedLogs.some((log) => log === null)) return null;
  return {
    status: status as PreviewState['status'],
    paused,
    loop,
    frame,
    duration,
    fps,
    error,
    logs: parsedLogs as PreviewLog[],
  };
}

export function parseSandboxMessage(data: unknown): SandboxMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  switch (data.type) {
    case 'cc:ready':
    case 'cc:leaving':
      return hasKeys(data, ['type']) ? {type: data.type} : null;
    case 'cc:state': {
      if (!hasKeys(data, ['type', 'state'])) return null;
      const state = parseState(data.state);
      return state ? {type: 'cc:state', state} : null;
    }
    case 'cc:pong':
      return hasKeys(data, ['type', 'id']) && isFrame(data.id) ? {type: 'cc:pong', id: data.id} : null;
    default:
      return null;
  }
}
