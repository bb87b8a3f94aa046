/**
 * Renders one social card per site section (guides, API, blog, home) after the
 * build: a small HTML template screenshotted by headless Chromium, four images
 * per build instead of one per page. Without a Chromium on the machine it copies
 * the static fallback card under the four names and says so, so the meta tags
 * never point at a missing file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {SITE_TAGLINE, SITE_TITLE, SOCIAL_CARDS} from '../../src/constants';
import {socialCardPath, type SocialCardSection} from '../../src/utils/socialCard';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/support/chromium';

const FALLBACK_CARD = 'static/img/social-card.png';
const CHROME_CANDIDATES = [
  process.env.CHROME_PATH,
  CHROMIUM_PATH,
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

export function cardHtml(section: SocialCardSection, logoSvg: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:${SOCIAL_CARDS.width}px;height:${SOCIAL_CARDS.height}px}
  body{box-sizing:border-box;padding:80px 96px;display:flex;flex-direction:column;justify-content:space-between;
    background:linear-gradient(135deg,#141b2d 0%,#1f2a44 100%);color:#f5f7fb;font-family:system-ui,'DejaVu Sans',sans-serif}
  .brand{display:flex;align-items:center;gap:28px;font-size:56px;font-weight:700}
  .brand svg{width:112px;height:112px}
  .section{font-size:84px;font-weight:800;color:#ffb347;line-height:1.1}
  .tagline{font-size:34px;line-height:1.35;max-width:960px;color:#d6dbe8}
  </style></head><body>
  <div class="brand">${logoSvg}<span>${escapeHtml(SITE_TITLE)}</span></div>
  <div><div class="section">${escapeHtml(section.label)}</div><p class="tagline">${escapeHtml(SITE_TAGLINE)}</p></div>
  </body></html>`;
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  return {
    name: 'social-cards',
    async postBuild({outDir}) {
      const dir = path.join(outDir, SOCIAL_CARDS.dir);
      fs.mkdirSync(dir, {recursive: true});
      const chrome = CHROME_CANDIDATES.find((p): p is string => !!p && fs.existsSync(p));
      if (!chrome) {
        console.warn(
          `[social-cards] no Chromium found (${CHROME_CANDIDATES.filter(Boolean).join(', ')}): using ${FALLBACK_CARD} for every section.`,
        );
        for (const section of SOCIAL_CARDS.sections) {
          fs.copyFileSync(path.join(context.siteDir, FALLBACK_CARD), path.join(outDir, socialCardPath(section)));
        }
        return;
      }
      // A dev dependency, loaded only here so the site's runtime never sees it.
      const {chromium} = await import('@playwright/test');
      const logo = fs.readFileSync(path.join(context.siteDir, 'static/img/logo.svg'), 'utf8');
      const browser = await chromium.launch({executablePath: chrome, args: CHROMIUM_ARGS});
      try {
        const page = await browser.newPage({viewport: {width: SOCIAL_CARDS.width, height: SOCIAL_CARDS.height}});
        for (const section of SOCIAL_CARDS.sections) {
          await page.setContent(cardHtml(section, logo));
          await page.screenshot({path: path.join(outDir, socialCardPath(section)), type: 'png'});
        }
      } finally {
        await browser.close();
      }
    },
  };
}
