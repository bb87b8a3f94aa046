/**
 * Docusaurus's blog plugin, whose feeds (`/blog/rss.xml`, `atom.xml`,
 * `feed.json`) also carry what feed readers and validators expect:
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
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import pluginContentBlog, {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, CreateFeedItemsFn, PluginOptions} from '@docusaurus/plugin-content-blog';

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

/** Docusaurus's blog plugin (same name, options and content), with the feeds' self links added after its `postBuild`. */
async function blogPluginWithFeedLinks(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const blog = await pluginContentBlog(context, options);
  const {url, baseUrl} = context.siteConfig;
  return {
    ...blog,
    async postBuild(props) {
      await blog.postBuild?.(props);
      const feedUrl = (file: string) => normalizeUrl([url, baseUrl, options.routeBasePath, file]);
      const dir = path.join(props.outDir, options.routeBasePath);
      await Promise.all([
        rewrite(path.join(dir, FEED_FILES.rss), (xml) => withRssSelfLink(xml, feedUrl(FEED_FILES.rss))),
        rewrite(path.join(dir, FEED_FILES.atom), (xml) => withAtomSelfLink(xml, feedUrl(FEED_FILES.atom))),
        rewrite(path.join(dir, FEED_FILES.json), (json) => withJsonFeedUrl(json, feedUrl(FEED_FILES.json))),
      ]);
    },
  };
}
/**
 * Docusaurus validates a plugin function's options with the function's own `validateOptions`: the blog plugin's.
 * (Its types are the blog's options where `PluginModule` has generic ones, hence the cast.)
 */
const blogPlugin = Object.assign(blogPluginWithFeedLinks, {
  validateOptions: validateBlogOptions,
}) as unknown as PluginModule;
export default blogPlugin;
