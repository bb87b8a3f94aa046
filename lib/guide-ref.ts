import {readFrontMatter} from './content';

/** A guide as an API page names it: shared by the API reference and type-aware code blocks. */
export interface GuideRef {
  title: string;
  url: string;
  /** How many times the guide's prose links to the item. */
  links?: number;
  /** How many of the guide's complete examples use the item (plugins/type-aware-code). */
  examples?: number;
}

/** The guide's title and address, from its front matter (`slug`, `title`) or its path under `docs/`. */
export function guideRef(source: string, relativePath: string): GuideRef {
  const data = readFrontMatter(relativePath, source).frontMatter?.data ?? {};
  const field = (key: string) => (typeof data[key] === 'string' ? data[key] : undefined);
  const slug = field('slug');
  const fallback = relativePath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  const url = slug ? `/docs${slug === '/' ? '/' : slug}` : `/docs/${fallback}`;
  return {title: field('title') ?? fallback, url};
}
