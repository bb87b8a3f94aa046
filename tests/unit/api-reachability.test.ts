/**
 * Nothing documented is lost: runs the real generator (TypeDoc with our plugin and theme) for both packages into
 * a temporary folder, then checks every documented reflection TypeDoc reports against the pages written. An item
 * must have its page; a member must have its heading (`{#anchor}`) on the page of the item that defines it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Application,
  ReflectionKind,
  TSConfigReader,
  type DeclarationReflection,
  type ProjectReflection,
  type TypeDocOptions,
} from 'typedoc';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {typedocOptions} from '../../plugins/api-reference';
import {memberAnchor} from '../../lib/api-naming.mjs';
import {API_PACKAGES} from '../../lib/api-packages';
import {definingMember, inheritance, readJsonMap} from '../../plugins/api-reference/theme.mjs';

const SITE = path.join(__dirname, '..', '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reachability-'));
const projects = new Map<string, ProjectReflection>();

/** A reflection with text of its own, on itself or on one of its signatures. */
function isDocumented(reflection: DeclarationReflection): boolean {
  const comments = [
    reflection.comment,
    ...(reflection.signatures ?? []).map((signature) => signature.comment),
    reflection.getSignature?.comment,
    reflection.setSignature?.comment,
  ];
  return comments.some((comment) => comment && (comment.summary.length > 0 || comment.blockTags.length > 0));
}

beforeAll(async () => {
  // 2d links into core, so core is written first and 2d reads its URL map from the same folder.
  for (const api of API_PACKAGES) {
    const {id: _id, ...options} = typedocOptions(SITE, api) as Record<string, unknown> & {
      canvasApi: Record<string, unknown>;
      plugin: string[];
    };
    const run: Record<string, unknown> = {
      ...options,
      out: path.join(out, api.pkg),
      plugin: ['typedoc-plugin-markdown', 'typedoc-docusaurus-theme', ...options.plugin],
      canvasApi: {...options.canvasApi, coreUrlMap: path.join(out, 'core', 'urls.json')},
      logLevel: 'Error',
    };
    // The options of our plugin and of the markdown plugins are declared when those load, not in TypeDoc's types.
    const app = await Application.bootstrapWithPlugins(run as TypeDocOptions, [new TSConfigReader()]);
    const project = await app.convert();
    if (!project) throw new Error(`TypeDoc could not convert @canvas-commons/${api.pkg}`);
    await app.generateOutputs(project);
    projects.set(api.pkg, project);
  }
}, 600_000);

afterAll(() => fs.rmSync(out, {recursive: true, force: true}));

/** Written pages by the reflection id in their front matter (names are not unique: a type and a variable). */
const pagesById = new Map<string, Map<number, string>>();
function pageOf(pkg: string, item: DeclarationReflection): string | undefined {
  let pages = pagesById.get(pkg);
  if (!pages) {
    pages = new Map();
    for (const entry of fs.readdirSync(path.join(out, pkg), {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
      const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      const id = /^reflectionId: (\d+)$/m.exec(text)?.[1];
      if (id) pages.set(Number(id), text);
    }
    pagesById.set(pkg, pages);
  }
  return pages.get(item.id);
}

describe.each(API_PACKAGES.map((api) => api.pkg))('@canvas-commons/%s', (pkg) => {
  it('gives every documented item its page and every documented member an anchor on its defining page', () => {
    const project = projects.get(pkg);
    expect(project).toBeDefined();
    const missing: string[] = [];
    let checked = 0;
    const coreAnchors = readJsonMap(path.join(out, 'core', 'anchors.json'));
    const external = pkg === 'core' ? {} : coreAnchors;
    for (const item of project?.children ?? []) {
      // A re-export under a second name (`jsxs` for `jsx`) is the same item, documented on its page.
      if (item.kindOf(ReflectionKind.Reference)) continue;
      const page = pageOf(pkg, item);
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
          (reflection) => reflection.isDeclaration() && !!pageOf(pkg, reflection),
          external,
        );
        if (kind === 'local') {
          const origin = definingMember(member);
          const owner = origin.parent;
          const ownerPage = owner?.isDeclaration() ? pageOf(pkg, owner) : undefined;
          if (!ownerPage?.includes(`{#${memberAnchor(origin.name)}}`))
            missing.push(`${item.name}.${member.name} (not on ${owner?.name})`);
          continue;
        }
        if (kind === 'external') {
          // Inherited from core: the 2d page links it to its anchor on core's page, which core's check covers.
          const target = member.inheritedFrom ? external[member.inheritedFrom.name] : undefined;
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
    expect(missing).toEqual([]);
    // The run really covered the package (hundreds of items and members).
    expect(checked).toBeGreaterThan(200);
  });
});
