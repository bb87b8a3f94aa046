/**
 * Size of the built API item pages: HTML bytes and DOM elements of every `/api/<package>/<category>/<Item>` page,
 * parsed as a browser would (the Rspack build omits quotes and optional end tags).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse, type DefaultTreeAdapterTypes} from 'parse5';

export interface ApiPageSize {
  path: string;
  bytes: number;
  elements: number;
}

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

export function countElements(html: string): number {
  let count = 0;
  const walk = (node: Node): void => {
    if ('tagName' in node) count++;
    const children = 'childNodes' in node ? node.childNodes : [];
    for (const child of children) walk(child);
    // A <template>'s content is not in the DOM tree a page renders.
  };
  walk(parse(html));
  return count;
}

/** Every item page under `build/api/<package>/<category>/<Item>/index.html` (not the package or category pages). */
export function measureApiPages(buildDir: string): ApiPageSize[] {
  const root = path.join(buildDir, 'api');
  const sizes: ApiPageSize[] = [];
  for (const pkg of fs.readdirSync(root, {withFileTypes: true})) {
    if (!pkg.isDirectory()) continue;
    for (const category of fs.readdirSync(path.join(root, pkg.name), {withFileTypes: true})) {
      if (!category.isDirectory()) continue;
      for (const item of fs.readdirSync(path.join(root, pkg.name, category.name), {withFileTypes: true})) {
        const file = path.join(root, pkg.name, category.name, item.name, 'index.html');
        if (!item.isDirectory() || !fs.existsSync(file)) continue;
        const html = fs.readFileSync(file, 'utf8');
        sizes.push({
          path: `/api/${pkg.name}/${category.name}/${item.name}`,
          bytes: Buffer.byteLength(html),
          elements: countElements(html),
        });
      }
    }
  }
  return sizes;
}
