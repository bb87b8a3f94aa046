/**
 * Renders one social card per site section (guides, API, blog, home) after the
 * build: a small HTML template screenshotted by headless Chromium (its own
 * `--screenshot`, so the build needs no browser library), four images per build
 * instead of one per page. Without a Chromium on the machine it copies
 * the static fallback card under the four names and says so, so the meta tags
 * never point at a missing file.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {escapeHtml} from '../../src/lib/escapeHtml';
import {SOCIAL_CARD_SECTIONS, SOCIAL_CARDS, socialCardPath, type SocialCardSection} from './sections';

const FALLBACK_CARD = 'static/img/social-card.png';
const CHROME_CANDIDATES = [
  process.env.CHROME_PATH,
  CHROMIUM_PATH,
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** A card names the site as its configuration does (`title`, `tagline`). */
function cardHtml(
  section: SocialCardSection,
  logoSvg: string,
  {title, tagline}: {title: string; tagline: string},
): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:${SOCIAL_CARDS.width}px;height:${SOCIAL_CARDS.height}px;overflow:hidden}
  body{box-sizing:border-box;padding:80px 96px;display:flex;flex-direction:column;justify-content:space-between;
    background:linear-gradient(135deg,#141b2d 0%,#1f2a44 100%);color:#f5f7fb;font-family:system-ui,'DejaVu Sans',sans-serif}
  .brand{display:flex;align-items:center;gap:28px;font-size:56px;font-weight:700}
  .brand svg{width:112px;height:112px}
  .section{font-size:84px;font-weight:800;color:#ffb347;line-height:1.1}
  .tagline{font-size:34px;line-height:1.35;max-width:960px;color:#d6dbe8}
  </style></head><body>
  <div class="brand">${logoSvg}<span>${escapeHtml(title)}</span></div>
  <div><div class="section">${escapeHtml(section.label)}</div><p class="tagline">${escapeHtml(tagline)}</p></div>
  </body></html>`;
}

/** One headless Chromium per card; they run side by side, each with its own profile folder. */
async function screenshot(chrome: string, html: string, outFile: string, workDir: string): Promise<void> {
  const page = path.join(workDir, `${path.basename(outFile, '.png')}.html`);
  fs.writeFileSync(page, html);
  await promisify(execFile)(
    chrome,
    [
      ...CHROMIUM_ARGS,
      '--headless',
      '--hide-scrollbars',
      `--user-data-dir=${path.join(workDir, `profile-${path.basename(outFile, '.png')}`)}`,
      `--window-size=${SOCIAL_CARDS.width},${SOCIAL_CARDS.height}`,
      `--screenshot=${outFile}`,
      `file://${page}`,
    ],
    {timeout: 60_000},
  );
  if (!fs.existsSync(outFile)) throw new Error(`[social-cards] Chromium wrote no ${outFile}`);
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'social-cards',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async postBuild({outDir}) {
      const dir = path.join(outDir, SOCIAL_CARDS.dir);
      fs.mkdirSync(dir, {recursive: true});
      const chrome = CHROME_CANDIDATES.find((p): p is string => !!p && fs.existsSync(p));
      if (!chrome) {
        console.warn(
          `[social-cards] no Chromium found (${CHROME_CANDIDATES.filter(Boolean).join(', ')}): using ${FALLBACK_CARD} for every section.`,
        );
        for (const section of SOCIAL_CARD_SECTIONS) {
          fs.copyFileSync(path.join(context.siteDir, FALLBACK_CARD), path.join(outDir, socialCardPath(section)));
        }
        return;
      }
      const logo = fs.readFileSync(path.join(context.siteDir, 'static/img/logo.svg'), 'utf8');
      const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
      try {
        await Promise.all(
          SOCIAL_CARD_SECTIONS.map((section) =>
            screenshot(
              chrome,
              cardHtml(section, logo, context.siteConfig),
              path.join(outDir, socialCardPath(section)),
              workDir,
            ),
          ),
        );
      } finally {
        fs.rmSync(workDir, {recursive: true, force: true});
      }
    },
  };
}
