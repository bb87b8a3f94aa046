import {deflateRawSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';

import {SHARE} from '../../plugins/live-preview/constants';
import {decodeFragment, encodeScene, isShareFragment} from '../../plugins/live-preview/share/link';
import {parseHostMessage, parseSandboxMessage} from '../../plugins/live-preview/sandbox/protocol';
import {sandboxHtml} from '../../plugins/live-preview/sandbox/page';

const CODE = `import {Circle, makeScene2D} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const circle = createRef<Circle>();
  view.add(<Circle ref={circle} size={320} fill={'#e13238'} />);
  yield* circle().scale(2, 1).to(1, 1);
});
`;

/**
 * A link made by the site in format version 1. It must keep opening with this exact
 * code for as long as the site exists: change the decoder, never this string.
 */
const V1_LINK =
  'v1.5ZDPTsMwDMZfxQqHplNZWSuhqaMTEjwBcOwlSpwRkTpTmm1AlHdH2R_EhQtXLpZl-efv8xeZdApZx8y4dT5AfDBeWqxgFG_4LJGweUygvRuhuJeC9mK6lm4cHU11o4rVQBdQehQBn1D_ti6dxwwMhO9HRKEWOxt-SnG9IxmMoxnwvcFDCXEgAOloCiCP1qCHb6m7k9s1L1d5LRNzoRQ_z8Gj7uMJSzCZT-xj29wk0MbaPhZXuGibdlkkqNenCx8GrZqdlXg5n6SwyJsKFuU8OL7IzWqglAurWH6UdZEFE2wO8eWASIY2rGJbEV5Zx2rl5FSHyzxVzHmzMSTsf8281ctG3f418_QF';

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
/** A fragment holding any JSON text, compressed the documented way. */
const fragmentOf = (json: string, version: number = SHARE.version) =>
  `v${version}.${base64url(deflateRawSync(Buffer.from(json, 'utf8')))}`;

describe('share links, format version 1', () => {
  it('a link made today decodes to the same code, page and original', async () => {
    const decoded = await decodeFragment(V1_LINK);
    expect(decoded).toEqual({
      ok: true,
      scene: {
        code: CODE,
        from: {title: 'Tweening', path: '/docs/tweening'},
        original: CODE.replace('#e13238', '#3f82d6'),
      },
    });
    expect(await decodeFragment(`#${V1_LINK}`)).toEqual(decoded);
  });

  it('the data is base64url of deflate-raw JSON, as the README says', async () => {
    const fragment = await encodeScene({code: CODE});
    expect(fragment).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(await decodeFragment(fragmentOf(JSON.stringify({code: CODE})))).toEqual({ok: true, scene: {code: CODE}});
  });

  it('round-trips any code, and leaves out an original equal to the code', async () => {
    const code = 'const ünïcode = "🎉";\n'.repeat(50);
    const fragment = await encodeScene({code, original: code, from: {title: 'Random', path: '/editor/random/'}});
    expect(await decodeFragment(fragment)).toEqual({
      ok: true,
      scene: {code, from: {title: 'Random', path: '/editor/random/'}},
    });
  });

  it('only `v<number>.` fragments are share links', () => {
    expect(isShareFragment(V1_LINK)).toBe(true);
    expect(isShareFragment('#v2.abc')).toBe(true);
    expect(isShareFragment('#__docusaurus_skipToContent_fallback')).toBe(false);
    expect(isShareFragment('')).toBe(false);
  });
});

describe('share links refuse what they cannot trust', () => {
  it.each([
    ['not base64url', 'v1.@@@@'],
    ['base64url that is not deflate', 'v1.AAAAAAAAAAAA'],
    ['cut short', V1_LINK.slice(0, 60)],
    ['no version', 'abc'],
    ['version 0', fragmentOf('{"code":""}', 0)],
    ['not JSON', fragmentOf('code')],
    ['JSON without code', fragmentOf('{"text":"x"}')],
    ['unknown fields', fragmentOf('{"code":"x","run":true}')],
    ['a page on another host', fragmentOf('{"code":"x","from":{"title":"T","path":"//evil.example/"}}')],
    ['a script URL as page', fragmentOf('{"code":"x","from":{"title":"T","path":"javascript:alert(1)"}}')],
    ['a path that climbs', fragmentOf('{"code":"x","from":{"title":"T","path":"/docs/../../x"}}')],
    ['invalid UTF-8', `v1.${base64url(deflateRawSync(Buffer.from([0x7b, 0xff, 0xfe, 0x7d])))}`],
  ])('%s → malformed', async (_name, fragment) => {
    const decoded = await decodeFragment(fragment);
    expect(decoded.ok).toBe(false);
    expect(decoded.ok ? null : decoded.reason).toBe('malformed');
  });

  it('a newer format version is refused, with its own message', async () => {
    const decoded = await decodeFragment(fragmentOf(JSON.stringify({code: CODE}), SHARE.version + 1));
    expect(decoded).toMatchObject({ok: false, reason: 'newer-version', message: expect.stringMatching(/newer/)});
  });

  it('code over the limit is refused when encoding and when decoding', async () => {
    const big = 'x'.repeat(SHARE.maxCodeBytes + 1);
    await expect(encodeScene({code: big})).rejects.toThrow(/64 KB/);
    expect(await decodeFragment(fragmentOf(JSON.stringify({code: big})))).toMatchObject({reason: 'too-large'});
    // Exactly at the limit is fine.
    const edge = 'x'.repeat(SHARE.maxCodeBytes);
    expect(await decodeFragment(await encodeScene({code: edge}))).toMatchObject({ok: true});
  });

  it('a small link that inflates into megabytes stops decompressing at the cap', async () => {
    // Valid JSON with one character of code: only the cap refuses it.
    const bomb = fragmentOf(`{"code":"x"${' '.repeat(SHARE.maxInflatedBytes * 4)}}`);
    expect(bomb.length).toBeLessThan(20_000);
    expect(await decodeFragment(bomb)).toMatchObject({ok: false, reason: 'too-large'});
  });

  it('an over-long fragment is refused before decoding', async () => {
    expect(await decodeFragment(`v1.${'A'.repeat(SHARE.maxFragmentChars)}`)).toMatchObject({reason: 'too-large'});
  });
});

describe('sandbox messages are checked both ways', () => {
  const state = {
    status: 'ready',
    paused: false,
    loop: true,
    frame: 3,
    duration: 60,
    fps: 30,
    error: null,
    logs: [{level: 'info', message: 'hi', time: 0.1}],
  };

  it('accepts the documented shapes', () => {
    expect(parseHostMessage({type: 'cc:run', source: 'x', autoplay: true, frame: -1})).not.toBeNull();
    expect(parseHostMessage({type: 'cc:seek', frame: 10})).toEqual({type: 'cc:seek', frame: 10});
    expect(parseSandboxMessage({type: 'cc:state', state})).toEqual({type: 'cc:state', state});
    expect(parseSandboxMessage({type: 'cc:ready'})).toEqual({type: 'cc:ready'});
    expect(parseSandboxMessage({type: 'cc:leaving'})).toEqual({type: 'cc:leaving'});
  });

  it.each([
    null,
    'cc:run',
    {type: 'cc:run', source: 1, autoplay: true, frame: 0},
    {type: 'cc:run', source: 'x', autoplay: true, frame: 0, extra: 1},
    {type: 'cc:seek', frame: 1.5},
    {type: 'cc:toggle'},
    {type: 'cc:eval', code: 'x'},
    {type: 'cc:leaving', to: 'elsewhere'},
  ])('drops a malformed host message %#', (message) => {
    expect(parseHostMessage(message)).toBeNull();
  });

  it.each([
    {type: 'cc:state', state: {...state, status: 'hacked'}},
    {type: 'cc:state', state: {...state, error: {html: '<b>'}}},
    {type: 'cc:state', state: {...state, fps: 0}},
    {type: 'cc:state', state: {...state, logs: Array.from({length: 101}, () => state.logs[0])}},
    {type: 'cc:state', state: {...state, logs: [{level: 'info', message: 'x', time: 0, html: '<b>'}]}},
    {type: 'cc:state', state, extra: true},
    {type: 'cc:navigate', url: 'https://evil.example/'},
  ])('drops a malformed sandbox message %#', (message) => {
    expect(parseSandboxMessage(message)).toBeNull();
  });
});

describe('the sandbox page', () => {
  it('lists its scripts under a policy that allows no requests, forms, frames or workers', () => {
    const html = sandboxHtml(['assets/js/runtime~sandbox.1.js', 'assets/js/sandbox.2.js'], '/');
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const directives = new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(directives.get('default-src')).toBe("default-src 'none'");
    expect(directives.get('connect-src')).toBe("connect-src 'none'");
    expect(directives.get('form-action')).toBe("form-action 'none'");
    expect(directives.get('frame-src')).toBe("frame-src 'none'");
    expect(directives.get('worker-src')).toBe("worker-src 'none'");
    expect(directives.get('script-src')).toBe("script-src 'self' 'unsafe-eval'");
    expect(html).toContain('<script defer src="/assets/js/runtime~sandbox.1.js"></script>');
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });
});
