/**
 * Where the plain-markdown copy of a docs page lives, shared by the build plugin
 * that writes the copies (`plugins/llms-txt`) and the "Copy page as Markdown" button.
 * `/docs/` → `/docs/index.md`, `/docs/quickstart` → `/docs/quickstart.md`.
 */
export function markdownPathFor(permalink: string): string {
  const clean = permalink.split(/[?#]/)[0] ?? permalink;
  return clean.endsWith('/') ? `${clean}index.md` : `${clean}.md`;
}
