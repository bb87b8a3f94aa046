import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';

import {BLOG_DESCRIPTION, BLOG_INDEX_DESCRIPTIONS, NOT_FOUND_DESCRIPTION, SITE_URL} from '../../src/site';
import {readBuildFile} from './support';

function description(file: string): string | undefined {
  return load(readBuildFile(file))('meta[name="description"]').attr('content');
}

describe('page descriptions', () => {
  it('the not-found page has one', () => {
    expect(description('404.html')).toBe(NOT_FOUND_DESCRIPTION);
  });

  it("the blog's list says what the blog is", () => {
    expect(description('blog/index.html')).toBe(BLOG_DESCRIPTION);
  });

  it("the blog's tags, authors and archive pages say what they list", () => {
    expect(description('blog/tags/index.html')).toBe(BLOG_INDEX_DESCRIPTIONS.tags);
    expect(description('blog/authors/index.html')).toBe(BLOG_INDEX_DESCRIPTIONS.authors);
    expect(description('blog/archive/index.html')).toBe(BLOG_INDEX_DESCRIPTIONS.archive);
  });
});

describe('blog feeds', () => {
  it('the JSON feed dates each item and links to itself', () => {
    const feed = JSON.parse(readBuildFile('blog/feed.json')) as {
      feed_url?: string;
      items: Array<{date_published?: string; date_modified?: string}>;
    };
    expect(feed.feed_url).toBe(`${SITE_URL}/blog/feed.json`);
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item.date_published).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('the RSS feed links to itself', () => {
    const $ = load(readBuildFile('blog/rss.xml'), {xml: true});
    expect($('rss').attr('xmlns:atom')).toBe('http://www.w3.org/2005/Atom');
    const self = $('channel > atom\\:link[rel="self"]');
    expect(self.attr('href')).toBe(`${SITE_URL}/blog/rss.xml`);
    expect(self.attr('type')).toBe('application/rss+xml');
  });

  it('the Atom feed links to itself', () => {
    const $ = load(readBuildFile('blog/atom.xml'), {xml: true});
    expect($('feed > link[rel="self"]').attr('href')).toBe(`${SITE_URL}/blog/atom.xml`);
  });
});
