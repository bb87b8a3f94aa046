// @ts-check
/**
 * The markdown theme of the API reference: item pages designed for lookup rather than typedoc-plugin-markdown's
 * complete dump. A page opens with what a reader needs first (kind, import line, summary, inheritance chain,
 * source, guides), then a component's props, then the item's own members grouped by kind, deprecated ones last;
 * inherited members are one line of links per ancestor, pointing at the anchor on the page that defines them.
 *
 * Member headings carry explicit ids (`### radius {#radius}`) from `memberAnchor`, and the router (see
 * typedoc-plugin.mjs) gives links the same anchors, so a link and its target cannot drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ReflectionKind} from 'typedoc';
import {MarkdownTheme, MarkdownThemeContext} from 'typedoc-plugin-markdown';

import {memberAnchor, plainSignature} from '../../lib/api-naming.mjs';

/** Ids of the page's own blocks contain `-`, which no TypeScript identifier (and so no member anchor) does. */
export const BLOCK_IDS = {
  props: 'props-table',
  constructor: 'group-constructor',
  properties: 'group-properties',
  methods: 'group-methods',
  static: 'group-static',
  members: 'group-members',
  deprecated: 'group-deprecated',
  usedInGuides: 'used-in-guides',
};

/** Marks in the generated page between which the "Used in guides" line is written (see used-in-guides.ts). */
export const USED_IN_GUIDES_SLOT = ['<!-- used-in-guides -->', '<!-- /used-in-guides -->']; // same marks as HEAD_SLOT in used-in-guides.ts

/** Class names the member filter and the search indexer rely on. */
export const MEMBER_CLASSES = {
  member: 'api-member',
  deprecated: 'api-member--deprecated',
  protected: 'api-member--protected',
  inherited: 'api-inherited',
  inheritedProps: 'api-props-inherited',
  deprecatedGroup: 'api-group--deprecated',
};

/**
 * Where each reflection's text is defined: a decorator default of a 2d signal (`@initial(0)`), collected by the
 * plugin while converting. Shared through the application, since the theme is created by TypeDoc.
 * @type {WeakMap<import('typedoc').Application, Map<import('typedoc').Reflection, string>>}
 */
export const declaredDefaults = new WeakMap();

/** @param {import('typedoc').DeclarationReflection} member */
export function isDeprecated(member) {
  const comments = [member.comment, ...(member.signatures ?? []).map((s) => s.comment), member.getSignature?.comment];
  return comments.some((comment) => comment?.getTag('@deprecated'));
}

/** The member an inherited member comes from, followed to the item that first declares it. @param {import('typedoc').DeclarationReflection} member */
export function definingMember(member) {
  /** @type {import('typedoc').Reflection} */
  let current = member;
  const seen = new Set();
  while (current.isDeclaration() && current.inheritedFrom?.reflection && !seen.has(current)) {
    seen.add(current);
    const next = current.inheritedFrom.reflection;
    current = next.isSignature() && next.parent ? next.parent : next;
  }
  return current;
}

/**
 * The member kinds an item page can hide with the filter (written to its front matter as `api_filter`).
 * @param {import('typedoc').DeclarationReflection} model
 * @param {(member: import('typedoc').DeclarationReflection) => boolean} isListedAsInherited
 * @returns {Array<'inherited' | 'protected' | 'deprecated'>}
 */
export function filterableKinds(model, isListedAsInherited) {
  if (!model.kindOf(ReflectionKind.ClassOrInterface | ReflectionKind.Enum)) return [];
  const members = model.children ?? [];
  const own = members.filter((member) => !isListedAsInherited(member));
  /** @type {Array<'inherited' | 'protected' | 'deprecated'>} */
  const kinds = [];
  if (members.some(isListedAsInherited)) kinds.push('inherited');
  if (own.some((member) => member.flags.isProtected)) kinds.push('protected');
  if (own.some(isDeprecated)) kinds.push('deprecated');
  return kinds;
}

/**
 * How an inherited member is shown: `local` when an exported ancestor in this package defines it (a link to that
 * page), `external` when it comes from the other package (a link through its anchor map), `null` when the member
 * is the item's own or its ancestor is not exported, so that this page is the only place that can document it.
 * @param {import('typedoc').DeclarationReflection} member
 * @param {(reflection: import('typedoc').Reflection) => boolean} hasPage
 * @param {Record<string, string>} externalAnchors
 * @returns {'local' | 'external' | null}
 */
export function inheritance(member, hasPage, externalAnchors) {
  if (!member.inheritedFrom) return null;
  const origin = definingMember(member);
  if (origin === member) return externalAnchors[member.inheritedFrom.name] ? 'external' : null;
  return origin.parent && hasPage(origin.parent) ? 'local' : null;
}

/** @type {Map<string, Record<string, string>>} */
const jsonMaps = new Map();

/** A map another package's generation wrote (`urls.json`, `anchors.json`), or an empty one. @param {string | undefined} file */
export function readJsonMap(file) {
  if (!file) return {};
  if (!fs.existsSync(file)) return {};
  // Keyed by modification time too: a dev server regenerates the other package in the same process.
  const key = `${file}@${fs.statSync(file).mtimeMs}`;
  const cached = jsonMaps.get(key);
  if (cached) return cached;
  /** @type {Record<string, string>} */
  const map = JSON.parse(fs.readFileSync(file, 'utf8'));
  jsonMaps.set(key, map);
  return map;
}

/** @param {string} markdown */
function unquote(markdown) {
  return markdown.replace(/^> /, '').trim();
}

/** @param {string} text */
function headingText(text) {
  return text.replace(/([\\`*_[\]{}<>|#])/g, '\\$1');
}

export class CanvasThemeContext extends MarkdownThemeContext {
  /** @param {ConstructorParameters<typeof MarkdownThemeContext>} args */
  constructor(...args) {
    super(...args);
    const base = this.templates.reflection;
    this.templates = {
      ...this.templates,
      reflection: (
        /** @type {import('typedoc-plugin-markdown').MarkdownPageEvent<import('typedoc').DeclarationReflection>} */ page,
      ) => {
        const model = page.model;
        return model.isDeclaration() ? this.itemPage(model) : base(page);
      },
    };
  }

  /** @returns {{pkg: string, importName: string, coreUrlMap?: string}} */
  get apiOptions() {
    return /** @type {{pkg: string, importName: string, coreUrlMap?: string}} */ (this.options.getValue('canvasApi'));
  }

  /** Member anchors of the other package (core, for 2d pages). */
  get externalAnchors() {
    const {pkg, coreUrlMap} = this.apiOptions;
    return pkg === 'core' || !coreUrlMap ? {} : readJsonMap(path.join(path.dirname(coreUrlMap), 'anchors.json'));
  }

  /** Item pages of the other package. */
  get externalPages() {
    const {pkg, coreUrlMap} = this.apiOptions;
    return pkg === 'core' ? {} : readJsonMap(coreUrlMap);
  }

  /** @param {import('typedoc').DeclarationReflection} member */
  inheritanceOf(member) {
    return inheritance(member, (reflection) => this.router.hasOwnDocument(reflection), this.externalAnchors);
  }

  /** @param {import('typedoc').DeclarationReflection} model */
  itemPage(model) {
    const kind = ReflectionKind.singularString(model.kind);
    const isCallable = model.kindOf(ReflectionKind.Function);
    const md = [`# ${kind}: ${headingText(model.name)}${isCallable ? '()' : ''}`, this.head(model)];
    if (model.kindOf(ReflectionKind.ClassOrInterface | ReflectionKind.Enum)) {
      md.push(this.propsTable(model), this.ownMembers(model), this.inheritedMembers(model));
    } else if (model.signatures?.length) {
      // One signature's summary is already the page's; overloads each keep their own.
      const several = model.signatures.length > 1;
      md.push(...model.signatures.map((signature, index) => this.signatureBlock(signature, index > 0, several)));
    } else {
      md.push(this.declarationBlock(model, false));
      if (model.children?.length) md.push(this.ownMembers(model));
    }
    return md.filter((part) => part.trim()).join('\n\n') + '\n';
  }

  /** The page head: import line, summary, inheritance, source, guides. @param {import('typedoc').DeclarationReflection} model */
  head(model) {
    const {pkg} = this.apiOptions;
    const isType = model.kindOf(ReflectionKind.Interface | ReflectionKind.TypeAlias);
    const md = ['```ts', `import ${isType ? 'type ' : ''}{${model.name}} from '@canvas-commons/${pkg}';`, '```'];
    const declared = model.type?.type === 'reflection' ? model.type.declaration : undefined;
    // The first comment with a summary: every item carries a comment, if only the `@category` tag our plugin adds.
    const candidates = [model.comment, model.signatures?.[0]?.comment, declared?.signatures?.[0]?.comment];
    const comment =
      candidates.find((candidate) => candidate?.summary.some((part) => part.text.trim())) ?? model.comment;
    if (comment?.summary.length) md.push('', this.helpers.getCommentParts(comment.summary));
    const facts = [];
    const chain = this.ancestry(model);
    if (chain.length) {
      facts.push(
        `**Extends** ${[...chain.map((type) => this.partials.someType(type)), `**${model.name}**`].join(' → ')}`,
      );
    }
    if (model.implementedTypes?.length) {
      facts.push(`**Implements** ${model.implementedTypes.map((type) => this.partials.someType(type)).join(', ')}`);
    }
    if (model.extendedBy?.length) {
      facts.push(`**Extended by** ${model.extendedBy.map((type) => this.partials.someType(type)).join(', ')}`);
    }
    const source = model.sources?.[0];
    if (source?.url) {
      facts.push(
        `**Source** [${source.fileName.replace(/^packages\/[^/]+\//, '')}${source.line ? `:${source.line}` : ''}](${source.url})`,
      );
    }
    md.push(
      '',
      '<div class="api-facts">',
      '',
      facts.join('\n\n'),
      '',
      USED_IN_GUIDES_SLOT[0],
      USED_IN_GUIDES_SLOT[1],
      '',
      '</div>',
    );
    if (comment) {
      const tags = this.partials.comment(comment, {showSummary: false, showTags: true, showReturns: false});
      const renderedInBody =
        model.signatures?.length || !model.kindOf(ReflectionKind.ClassOrInterface | ReflectionKind.Enum);
      if (tags.trim() && !renderedInBody) md.push('', tags);
    }
    return md.join('\n');
  }

  /** The extended types from the root down to the direct parent. @param {import('typedoc').DeclarationReflection} model */
  ancestry(model) {
    /** @type {import('typedoc').SomeType[]} */
    const chain = [];
    /** @type {import('typedoc').DeclarationReflection | undefined} */
    let current = model;
    const seen = new Set();
    while (current?.extendedTypes?.length && !seen.has(current)) {
      seen.add(current);
      /** @type {import('typedoc').SomeType} */
      const parent = current.extendedTypes[0];
      chain.unshift(parent);
      /** @type {import('typedoc').Reflection | undefined} */
      const reflection = parent.type === 'reference' ? parent.reflection : undefined;
      current = reflection?.isDeclaration() ? reflection : undefined;
    }
    return chain;
  }

  /**
   * The JSX props of a component: the class's `<Name>Props` interface, with the default the library's
   * decorators declare on the class's signal of that name. Own props first; inherited ones folded by ancestor.
   * @param {import('typedoc').DeclarationReflection} model
   */
  propsTable(model) {
    if (!model.kindOf(ReflectionKind.Class)) return '';
    const props = model.parent?.getChildByName(`${model.name}Props`);
    if (!props?.isDeclaration() || !props.kindOf(ReflectionKind.Interface)) return '';
    const defaults = declaredDefaults.get(this.theme.application) ?? new Map();
    /** @param {string} name */
    const defaultOf = (name) => {
      const member = model.getChildByName(name);
      if (!member?.isDeclaration()) return '';
      const declared = defaults.get(definingMember(member));
      return declared ? `\`${declared.replace(/`/g, "'")}\`` : '';
    };
    /** @param {import('typedoc').DeclarationReflection[]} rows */
    const table = (rows) =>
      [
        '| Prop | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        ...rows.map((prop) => {
          const summary = prop.comment?.summary.length ? this.helpers.getCommentParts(prop.comment.summary) : '';
          const first = (/^(.+?[.!?])(\s|$)/s.exec(summary)?.[1] ?? summary).replace(/\s+/g, ' ');
          return `| [\`${prop.name}${prop.flags.isOptional ? '?' : ''}\`](${this.urlTo(prop)}) | ${prop.type ? this.partials.someType(prop.type).replace(/\n/g, ' ').replace(/\|/g, '\\|') : ''} | ${defaultOf(prop.name)} | ${first.replace(/\|/g, '\\|')} |`;
        }),
      ].join('\n');
    const all = props.children ?? [];
    const own = all.filter((prop) => !prop.inheritedFrom);
    /** @type {Map<import('typedoc').Reflection, import('typedoc').DeclarationReflection[]>} */
    const byAncestor = new Map();
    for (const prop of all.filter((candidate) => candidate.inheritedFrom)) {
      const owner = definingMember(prop).parent ?? props;
      byAncestor.set(owner, [...(byAncestor.get(owner) ?? []), prop]);
    }
    const md = [
      `## Props {#${BLOCK_IDS.props}}`,
      '',
      `The JSX props of \`<${model.name}>\`, from [\`${props.name}\`](${this.urlTo(props)}).`,
    ];
    if (own.length) md.push('', table(own));
    const nearestFirst = this.ancestry(props)
      .map((type) => ('name' in type ? type.name : ''))
      .reverse();
    const ancestors = [...byAncestor].sort(([a], [b]) => rank(nearestFirst, a.name) - rank(nearestFirst, b.name));
    for (const [owner, rows] of ancestors) {
      md.push(
        '',
        `<details class="${MEMBER_CLASSES.inheritedProps}">`,
        `<summary>${rows.length} props from <code>${owner.name}</code></summary>`,
        '',
        rows
          .map(
            (prop) =>
              `[\`${prop.name}\`](${this.urlTo(definingMember(prop))})${defaultOf(prop.name) ? ` = ${defaultOf(prop.name)}` : ''}`,
          )
          .join(' · '),
        '',
        '</details>',
      );
    }
    return md.join('\n');
  }

  /** @param {import('typedoc').DeclarationReflection} model */
  ownMembers(model) {
    const own = (model.children ?? []).filter((member) => !this.inheritanceOf(member));
    const instanceNames = new Set(own.filter((member) => !member.flags.isStatic).map((member) => member.name));
    const deprecated = own.filter(isDeprecated);
    const current = own.filter((member) => !isDeprecated(member));
    const byName = (
      /** @type {import('typedoc').DeclarationReflection} */ a,
      /** @type {import('typedoc').DeclarationReflection} */ b,
    ) => a.name.localeCompare(b.name, 'en');
    const groups = [
      ['Constructor', BLOCK_IDS.constructor, current.filter((member) => member.kindOf(ReflectionKind.Constructor))],
      [
        model.kindOf(ReflectionKind.Enum) ? 'Members' : 'Properties and signals',
        model.kindOf(ReflectionKind.Enum) ? BLOCK_IDS.members : BLOCK_IDS.properties,
        current
          .filter(
            (member) => !member.flags.isStatic && !member.kindOf(ReflectionKind.Constructor | ReflectionKind.Method),
          )
          .sort(byName),
      ],
      [
        'Methods',
        BLOCK_IDS.methods,
        current.filter((member) => !member.flags.isStatic && member.kindOf(ReflectionKind.Method)).sort(byName),
      ],
      ['Static members', BLOCK_IDS.static, current.filter((member) => member.flags.isStatic).sort(byName)],
      ['Deprecated', BLOCK_IDS.deprecated, deprecated.sort(byName)],
    ];
    const md = [];
    for (const [
      title,
      id,
      members,
    ] of /** @type {Array<[string, string, import('typedoc').DeclarationReflection[]]>} */ (groups)) {
      if (!members.length) continue;
      // The deprecated group is wrapped so that the filter hides its heading with its members.
      const wrapped = id === BLOCK_IDS.deprecated;
      if (wrapped) md.push(`<section class="${MEMBER_CLASSES.deprecatedGroup}">`);
      md.push(`## ${title} {#${id}}`);
      for (const member of members) {
        const anchor = memberAnchor(member.name, {
          isStatic: member.flags.isStatic,
          hasInstanceTwin: instanceNames.has(member.name),
        });
        md.push(this.memberBlock(member, anchor, model));
      }
      if (wrapped) md.push('</section>');
    }
    return md.join('\n\n');
  }

  /**
   * @param {import('typedoc').DeclarationReflection} member @param {string} anchor
   * @param {import('typedoc').DeclarationReflection} owner
   */
  memberBlock(member, anchor, owner) {
    const classes = [MEMBER_CLASSES.member];
    if (isDeprecated(member)) classes.push(MEMBER_CLASSES.deprecated);
    if (member.flags.isProtected) classes.push(MEMBER_CLASSES.protected);
    const title = member.kindOf(ReflectionKind.Constructor) ? `new ${owner.name}()` : member.name;
    const md = [`<section class="${classes.join(' ')}">`, '', `### ${headingText(title)} {#${anchor}}`, ''];
    if (member.signatures?.length) {
      member.signatures.forEach((signature, index) => md.push(this.signatureBlock(signature, index > 0, true)));
    } else {
      md.push(this.declarationBlock(member, true));
    }
    md.push('', '</section>');
    return md.join('\n');
  }

  /**
   * A property, accessor, variable or type alias: its one-line declaration and its comment.
   * @param {import('typedoc').DeclarationReflection} member @param {boolean} showSummary
   */
  declarationBlock(member, showSummary) {
    const comment = member.comment ?? member.getSignature?.comment ?? member.setSignature?.comment;
    const md = [this.signatureLine(unquote(this.partials.declarationTitle(member)))];
    if (comment) md.push(this.partials.comment(comment, {showSummary, showTags: true}));
    const declaration = member.type?.type === 'reflection' ? member.type.declaration : undefined;
    if (declaration?.children?.length && member.kindOf(ReflectionKind.TypeAlias | ReflectionKind.Variable)) {
      md.push(this.partials.typeDeclarationTable(declaration.children, {}));
    }
    return md.filter(Boolean).join('\n\n');
  }

  /**
   * One call signature: the compact line, its summary, its parameters (when any is described), then its tags.
   * @param {import('typedoc').SignatureReflection} signature @param {boolean} isOverload @param {boolean} showSummary
   */
  signatureBlock(signature, isOverload, showSummary) {
    const md = [this.signatureLine(unquote(this.partials.signatureTitle(signature)))];
    const parameters = signature.parameters ?? [];
    const described = parameters.some((parameter) => parameter.comment?.summary.length || parameter.defaultValue);
    const comment = signature.comment;
    if (comment && showSummary) md.push(this.partials.comment(comment, {showSummary: true, showTags: false}));
    if (described) md.push(this.partials.parametersTable(parameters));
    if (comment) md.push(this.partials.comment(comment, {showSummary: false, showTags: true, showReturns: true}));
    if (isOverload) md.unshift('<hr class="api-overload" />');
    return md.filter(Boolean).join('\n\n');
  }

  /** @param {string} markdown */
  signatureLine(markdown) {
    return ['<div class="api-signature">', '', plainSignature(markdown), '', '</div>'].join('\n');
  }

  /** One short line of links per ancestor that defines members this item inherits. @param {import('typedoc').DeclarationReflection} model */
  inheritedMembers(model) {
    /** @type {Map<string, {owner: import('typedoc').Reflection | undefined, label: string, links: string[]}>} */
    const byOwner = new Map();
    for (const member of model.children ?? []) {
      const kind = this.inheritanceOf(member);
      if (!kind || !member.inheritedFrom) continue;
      const origin = definingMember(member);
      const owner = kind === 'local' ? origin.parent : undefined;
      const label = owner?.name ?? member.inheritedFrom.name.split('.')[0];
      const entry = byOwner.get(label) ?? {owner, label, links: []};
      const target = kind === 'local' ? this.urlTo(origin) : this.externalAnchors[member.inheritedFrom.name];
      const flags = [isDeprecated(origin.isDeclaration() ? origin : member) ? ' *(deprecated)*' : ''].join('');
      entry.links.push(target ? `[\`${member.name}\`](${target})${flags}` : `\`${member.name}\``);
      byOwner.set(label, entry);
    }
    if (!byOwner.size) return '';
    // Nearest ancestor first, as in the chain.
    const order = this.ancestry(model)
      .map((type) => ('name' in type ? type.name : ''))
      .reverse();
    const entries = [...byOwner.values()].sort((a, b) => rank(order, a.label) - rank(order, b.label));
    const md = [`<section class="${MEMBER_CLASSES.inherited}">`, '', '<h2>Inherited members</h2>', ''];
    for (const entry of entries) {
      const ownerLink =
        entry.owner && this.router.hasUrl(entry.owner)
          ? `[${entry.label}](${this.urlTo(entry.owner)})`
          : this.externalPages[entry.label]
            ? `[${entry.label}](${this.externalPages[entry.label]})`
            : `\`${entry.label}\``;
      md.push(`**From ${ownerLink}:** ${entry.links.sort((a, b) => a.localeCompare(b, 'en')).join(', ')}`, '');
    }
    md.push('</section>');
    return md.join('\n');
  }
}

/** @param {string[]} order @param {string} name */
function rank(order, name) {
  const index = order.indexOf(name);
  return index < 0 ? order.length : index;
}

export class CanvasTheme extends MarkdownTheme {
  /** @param {import('typedoc').PageEvent<import('typedoc').Reflection>} page */
  getRenderContext(page) {
    return new CanvasThemeContext(this, /** @type {never} */ (page), this.application.options);
  }
}
