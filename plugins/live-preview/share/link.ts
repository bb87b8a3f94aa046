/**
 * Share links: a scene's code in the URL fragment, so it never reaches a server.
 *
 *   /editor/#v1.<data>
 *
 * `<data>` is base64url (no padding) of the deflate-raw compression of UTF-8 JSON:
 * `{"code": string, "from"?: {"title": string, "path": string}, "original"?: string}`.
 * `from` names the page the code was shared from; `original` is that page's code
 * before it was edited (left out when unchanged). The number after `v` is the format
 * version: a decoder refuses a higher one rather than guess. Only the browser's
 * own CompressionStream is used (Node has it too, for tests).
 */
import {SHARE} from '../constants';

export interface SharedScene {
  code: string;
  /** The page the code came from, e.g. `{title: 'Tweening', path: '/docs/tweening'}`. */
  from?: {title: string; path: string};
  /** The page's own code, when the shared code is an edit of it. */
  original?: string;
}

export type ShareFailure = 'malformed' | 'newer-version' | 'too-large';

export type DecodedLink = {ok: true; scene: SharedScene} | {ok: false; reason: ShareFailure; message: string};

const MESSAGES: Record<ShareFailure, string> = {
  malformed: 'This link does not hold a scene this site can read: it may have been cut short or changed.',
  'newer-version': 'This link was made by a newer version of the site. Reload the page, or ask for the code itself.',
  'too-large': `This link holds more code than the playground accepts (${SHARE.maxCodeBytes / 1024} KB).`,
};

/** A fragment that claims to be a share link: `v<number>.` and anything after it. */
const SHARE_FRAGMENT = /^#?v(\d{1,6})\.(.*)$/s;
const BASE64URL = /^[A-Za-z0-9_-]*$/;
/** Site paths only: no scheme, no other host, no `..`. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9/_.-]{0,200}$/;

class TooLarge extends Error {}

function isSitePath(path: string): boolean {
  return SITE_PATH.test(path) && !path.includes('..');
}

function failure(reason: ShareFailure): DecodedLink {
  return {ok: false, reason, message: MESSAGES[reason]};
}

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

function transformed(
  bytes: Uint8Array,
  transform: CompressionStream | DecompressionStream,
): ReadableStream<Uint8Array> {
  // A Blob's stream sends the bytes and closes; the transform's errors surface on the reading side.
  return new Blob([bytes as BlobPart]).stream().pipeThrough(transform as ReadableWritablePair<Uint8Array, Uint8Array>);
}

/** The checked scene, or null when the JSON does not have the documented shape. */
function sceneOf(value: unknown): SharedScene | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const {code, from, original, ...rest} = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof code !== 'string') return null;
  if (original !== undefined && typeof original !== 'string') return null;
  const scene: SharedScene = {code};
  if (original !== undefined) scene.original = original;
  if (from !== undefined) {
    if (!from || typeof from !== 'object' || Array.isArray(from)) return null;
    const {title, path, ...other} = from as Record<string, unknown>;
    if (Object.keys(other).length > 0 || typeof title !== 'string' || typeof path !== 'string') return null;
    if (title.trim() === '' || title.length > SHARE.maxTitleChars || !isSitePath(path)) {
      return null;
    }
    scene.from = {title, path};
  }
  return scene;
}

/** Whether a code string fits in a link. */
export function fitsInLink(code: string): boolean {
  return utf8Bytes(code) <= SHARE.maxCodeBytes;
}

/** The fragment (without `#`) for a scene; throws when the code is over the size limit. */
export async function encodeScene(scene: SharedScene): Promise<string> {
  if (!fitsInLink(scene.code) || (scene.original !== undefined && !fitsInLink(scene.original))) {
    throw new Error(MESSAGES['too-large']);
  }
  const payload: SharedScene = {code: scene.code};
  // A page name that would not pass the decoder's checks is left out rather than spoil the link.
  const title = scene.from?.title.trim().slice(0, SHARE.maxTitleChars);
  if (scene.from && title && isSitePath(scene.from.path)) payload.from = {title, path: scene.from.path};
  if (scene.original !== undefined && scene.original !== scene.code) payload.original = scene.original;
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const compressed = await readAll(transformed(json, new CompressionStream('deflate-raw')), Infinity);
  return `v${SHARE.version}.${toBase64Url(compressed)}`;
}

/** Whether a URL fragment is meant as a share link (other fragments are ordinary anchors). */
export function isShareFragment(fragment: string): boolean {
  return SHARE_FRAGMENT.test(fragment);
}

/** Reads a fragment (with or without `#`). Never throws: a bad link gives a reason and a message for readers. */
export async function decodeFragment(fragment: string): Promise<DecodedLink> {
  if (fragment.length > SHARE.maxFragmentChars) return failure('too-large');
  const match = SHARE_FRAGMENT.exec(fragment);
  if (!match) return failure('malformed');
  const version = Number(match[1]);
  if (version > SHARE.version) return failure('newer-version');
  if (version !== SHARE.version) return failure('malformed');
  const data = match[2];
  if (!BASE64URL.test(data) || data.length % 4 === 1) return failure('malformed');
  let scene: SharedScene | null;
  try {
    const inflated = await readAll(
      transformed(fromBase64Url(data), new DecompressionStream('deflate-raw')),
      SHARE.maxInflatedBytes,
    );
    scene = sceneOf(JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(inflated)));
  } catch (error) {
    return failure(error instanceof TooLarge ? 'too-large' : 'malformed');
  }
  if (!scene) return failure('malformed');
  if (!fitsInLink(scene.code) || (scene.original !== undefined && !fitsInLink(scene.original))) {
    return failure('too-large');
  }
  return {ok: true, scene};
}

/** The full link for a scene, on the site at `origin` (with its base URL). */
export async function shareLink(scene: SharedScene, origin: string, baseUrl = '/'): Promise<string> {
  const editor = `${baseUrl.replace(/\/$/, '')}${SHARE.path}`;
  return `${origin}${editor}#${await encodeScene(scene)}`;
}
