/**
 * The blog's feeds (`/blog/rss.xml`, `atom.xml`, `feed.json`), as Docusaurus
 * writes them, with what feed readers and validators expect on top:
 *
 * - each item's publication date (`date_published` in JSON Feed; Docusaurus
 *   gives only the date the feed library writes as "modified");
 * - a link from each feed to itself (RSS `atom:link rel="self"`, Atom
 *   `link rel="self"`, JSON Feed `feed_url`). Docusaurus creates the feed object
 *   itself and offers no option for these, so they are added to the written
 *   files after the build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import type {CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';

/** The blog's route, as configured for the blog plugin. */
export const BLOG_ROUTE = 'blog';

export const FEED_FILES = {rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json'} as const;

/** Docusaurus's feed items, each also published on its date. */
export const createFeedItems: CreateFeedItemsFn = async ({defaultCreateFeedItems, ...params}) => {
  const items = await defaultCreateFeedItems(params);
  return items.map((item) => ({...item, published: item.published ?? item.date}));
};

function escapeXmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The RSS feed with an Atom `self` link in its channel (and the Atom namespace it needs). */
export function withRssSelfLink(xml: string, selfUrl: string): string {
  if (xml.includes('rel="self"')) return xml;
  const withNamespace = xml.replace(/<rss\b(?![^>]*xmlns:atom)/, '<rss xmlns:atom="http://www.w3.org/2005/Atom"');
  return withNamespace.replace(
    /<channel>/,
    `<channel>\n        <atom:link href="${escapeXmlAttribute(selfUrl)}" rel="self" type="application/rss+xml"/>`,
  );
}

/** The Atom feed with its `self` link. */
export function withAtomSelfLink(xml: string, selfUrl: string): string {
  if (xml.includes('rel="self"')) return xml;
  return xml.replace(
    /(<feed\b[^>]*>)/,
    `$1\n    <link rel="self" type="application/atom+xml" href="${escapeXmlAttribute(selfUrl)}"/>`,
  );
}

/** The JSON feed with its `feed_url`, placed after `home_page_url` as the format lists them. */
export function withJsonFeedUrl(json: string, selfUrl: string): string {
  const feed = JSON.parse(json) as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(feed)) {
    if (key === 'feed_url') continue;
    ordered[key] = value;
    if (key === 'home_page_url') ordered.feed_url = selfUrl;
  }
  if (!('feed_url' in ordered)) ordered.feed_url = selfUrl;
  return `${JSON.stringify(ordered, null, 4)}\n`;
}

async function rewrite(file: string, change: (text: string) => string): Promise<void> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return; // That feed type is not generated.
  }
  await fs.writeFile(file, change(text));
}

export default function blogFeedsPlugin(context: LoadContext): Plugin {
  const {url, baseUrl} = context.siteConfig;
  return {
    name: 'blog-feeds',
    async postBuild({outDir}) {
      const feedUrl = (file: string) => normalizeUrl([url, baseUrl, BLOG_ROUTE, file]);
      const dir = path.join(outDir, BLOG_ROUTE);
      await Promise.all([
        rewrite(path.join(dir, FEED_FILES.rss), (xml) => withRssSelfLink(xml, feedUrl(FEED_FILES.rss))),
        rewrite(path.join(dir, FEED_FILES.atom), (xml) => withAtomSelfLink(xml, feedUrl(FEED_FILES.atom))),
        rewrite(path.join(dir, FEED_FILES.json), (json) => withJsonFeedUrl(json, feedUrl(FEED_FILES.json))),
      ]);
    },
  };
}
