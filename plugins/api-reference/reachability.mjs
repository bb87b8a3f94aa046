// @ts-check
/**
 * Nothing documented is lost: once TypeDoc has written a package's pages, every documented reflection it reports is
 * checked against them. An item must have its page; a member must have its heading (`{#anchor}`) on the page of the
 * item that defines it, or, inherited from core, a link to core's anchor. The generator writes the result next to
 * the pages (`reachability.json`) and a build-output test reads it, so the check reuses the build's TypeDoc run.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ReflectionKind} from 'typedoc';

import {memberAnchor} from '../../lib/api-naming.mjs';
import {definingMember, inheritance} from './theme.mjs';

export const REACHABILITY_FILE = 'reachability.json';

/**
 * A reflection with text of its own, on itself or on one of its signatures.
 * @param {import('typedoc').DeclarationReflection} reflection
 */
function isDocumented(reflection) {
  const comments = [
    reflection.comment,
    ...(reflection.signatures ?? []).map((signature) => signature.comment),
    reflection.getSignature?.comment,
    reflection.setSignature?.comment,
  ];
  return comments.some((comment) => comment && (comment.summary.length > 0 || comment.blockTags.length > 0));
}

/**
 * Written pages by the reflection id in their front matter (names are not unique: a type and a variable).
 * @param {string} outDir
 */
function pagesById(outDir) {
  /** @type {Map<number, string>} */
  const pages = new Map();
  for (const entry of fs.readdirSync(outDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    const id = /^reflectionId: (\d+)$/m.exec(text)?.[1];
    if (id) pages.set(Number(id), text);
  }
  return pages;
}

/**
 * What of `project` the pages in `outDir` miss, and how many items and members were checked.
 * @param {import('typedoc').ProjectReflection} project
 * @param {string} outDir
 * @param {Record<string, string>} externalAnchors core's member anchors, for 2d ({} for core)
 * @returns {{checked: number, missing: string[]}}
 */
export function unreachable(project, outDir, externalAnchors) {
  const pages = pagesById(outDir);
  /** @param {import('typedoc').Reflection} reflection */
  const pageOf = (reflection) => pages.get(reflection.id);
  /** @type {string[]} */
  const missing = [];
  let checked = 0;
  for (const item of project.children ?? []) {
    // A re-export under a second name (`jsxs` for `jsx`) is the same item, documented on its page.
    if (item.kindOf(ReflectionKind.Reference)) continue;
    const page = pageOf(item);
    if (!page) {
      if (isDocumented(item)) missing.push(`${item.name} (no page)`);
      continue;
    }
    checked++;
    const members = item.children ?? [];
    const instanceNames = new Set(members.filter((member) => !member.flags.isStatic).map((member) => member.name));
    for (const member of members) {
      if (!isDocumented(member)) continue;
      checked++;
      const kind = inheritance(
        member,
        (reflection) => reflection.isDeclaration() && !!pageOf(reflection),
        externalAnchors,
      );
      if (kind === 'local') {
        const origin = definingMember(member);
        const owner = origin.parent;
        const ownerPage = owner?.isDeclaration() ? pageOf(owner) : undefined;
        if (!ownerPage?.includes(`{#${memberAnchor(origin.name)}}`))
          missing.push(`${item.name}.${member.name} (not on ${owner?.name})`);
        continue;
      }
      if (kind === 'external') {
        // Inherited from core: the 2d page links it to its anchor on core's page, which core's check covers.
        const target = member.inheritedFrom ? externalAnchors[member.inheritedFrom.name] : undefined;
        if (!target || !page.includes(`](${target})`)) missing.push(`${item.name}.${member.name} (no link to core)`);
        continue;
      }
      const anchor = memberAnchor(member.name, {
        isStatic: member.flags.isStatic,
        hasInstanceTwin: instanceNames.has(member.name),
      });
      if (!page.includes(`{#${anchor}}`)) missing.push(`${item.name}#${anchor}`);
    }
  }
  return {checked, missing};
}
