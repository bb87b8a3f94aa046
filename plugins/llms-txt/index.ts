/**
 * Writes `llms.txt` (an index, llmstxt.org format), `llms-full.txt` (every guide
 * and API page in one file) and a plain-markdown copy next to every docs page
 * (`/docs/quickstart.md`, `/docs/index.md`, `/api/core/flow/all.md`) after the build.
 * Sources come from the docs plugins' loaded content, so the copies follow the
 * same files, slugs and drafts as the HTML pages.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {markdownPathFor} from '../../src/utils/markdownCopy';
import {mdxToMarkdown, rewriteSiteLinks, stripFrontMatter, withTitle} from './markdown';

export interface MarkdownPage {
  section: string;
  title: string;
  description: string;
  permalink: string;
  /** Absolute path of the source `.md`/`.mdx` file. */
  sourceFile: string;
}

/** Docs plugin instance id → heading in `llms.txt`, in this order. */
export const SECTIONS: Record<string, string> = {default: 'Guides', api: 'API reference'};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

type SidebarItem = {type: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

/** Doc id → position in the sidebars, so the index reads in the order of the site's navigation. */
function sidebarOrder(sidebars: Record<string, unknown>): Map<string, number> {
  const order = new Map<string, number>();
  const visit = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type === 'doc' && item.id && !order.has(item.id)) order.set(item.id, order.size);
      if (item.link?.type === 'doc' && item.link.id && !order.has(item.link.id)) order.set(item.link.id, order.size);
      if (item.items) visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items as SidebarItem[]);
  return order;
}

function collectPages(
  siteDir: string,
  allContent: Record<string, Record<string, unknown> | undefined>,
): MarkdownPage[] {
  const pages: MarkdownPage[] = [];
  for (const [pluginId, section] of Object.entries(SECTIONS)) {
    const content = allContent[DOCS_PLUGIN]?.[pluginId] as LoadedContent | undefined;
    if (!content) throw new Error(`[llms-txt] docs plugin "${pluginId}" has no loaded content`);
    for (const version of content.loadedVersions) {
      const order = sidebarOrder(version.sidebars);
      const docs = [...version.docs].sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
      for (const doc of docs) {
        if (doc.draft || doc.unlisted) continue;
        pages.push({
          section,
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          // `source` is site-aliased: `@site/docs/intro.mdx`.
          sourceFile: path.join(siteDir, doc.source.replace(/^@site\//, '')),
        });
      }
    }
  }
  return pages;
}

/** What the files say about the site, from its configuration (`title`, `tagline`). */
export interface SiteHeading {
  title: string;
  tagline: string;
}

/** The heading both files open with: the site's title and tagline. */
function siteHeading({title, tagline}: SiteHeading): string {
  return `# ${title}\n\n> ${tagline}\n\n`;
}

export function llmsIndex(pages: readonly MarkdownPage[], siteUrl: string, site: SiteHeading): string {
  const lines = [siteHeading(site).trimEnd(), ''];
  lines.push('Every page below is plain markdown. `llms-full.txt` holds all of them in one file.', '');
  for (const section of Object.values(SECTIONS)) {
    lines.push(`## ${section}`, '');
    for (const page of pages.filter((p) => p.section === section)) {
      const description = page.description ? `: ${page.description.replace(/\s+/g, ' ')}` : '';
      lines.push(`- [${page.title}](${siteUrl}${markdownPathFor(page.permalink)})${description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** `/docs/flow#all` → `https://site/docs/flow.md#all` when it is a docs page, else the absolute URL. */
export function absoluteTarget(target: string, siteUrl: string, markdownPages: ReadonlyMap<string, string>): string {
  const [pathname = '', hash = ''] = target.split(/(?=#)/);
  // Keyed without the trailing slash: `/docs` and `/docs/` both reach the intro's copy.
  const permalink = markdownPages.get(pathname.replace(/\/$/, '') || '/');
  return permalink === undefined ? `${siteUrl}${target}` : `${siteUrl}${markdownPathFor(permalink)}${hash}`;
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const site: SiteHeading = {title: context.siteConfig.title, tagline: context.siteConfig.tagline};
  let pages: MarkdownPage[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      pages = collectPages(context.siteDir, allContent as Record<string, Record<string, unknown> | undefined>);
    },
    async postBuild({outDir}) {
      const markdownPages = new Map(pages.map((p) => [p.permalink.replace(/\/$/, '') || '/', p.permalink]));
      const bodies = await Promise.all(
        pages.map(async (page) => {
          const source = await fs.readFile(page.sourceFile, 'utf8');
          // Generated API pages are CommonMark already; only guides carry MDX syntax.
          const body = page.sourceFile.endsWith('.mdx')
            ? mdxToMarkdown(source)
            : `${stripFrontMatter(source).trim()}\n`;
          // Links to docs pages go to their markdown copies; other site links to the live page.
          return withTitle(
            page.title,
            rewriteSiteLinks(body, (target) => absoluteTarget(target, siteUrl, markdownPages)),
          );
        }),
      );
      await Promise.all(
        pages.map(async (page, i) => {
          const file = path.join(outDir, markdownPathFor(page.permalink));
          await fs.mkdir(path.dirname(file), {recursive: true});
          await fs.writeFile(file, bodies[i]!);
        }),
      );
      const full = pages.map((page, i) => `<!-- ${siteUrl}${page.permalink} -->\n\n${bodies[i]!}`).join('\n---\n\n');
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsIndex(pages, siteUrl, site));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), `${siteHeading(site)}${full}`);
    },
  };
}
