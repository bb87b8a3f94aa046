// @ts-check
/**
 * TypeDoc plugin of the API reference. Plain JavaScript (type-checked through
 * JSDoc) because TypeDoc loads plugins with Node's own `import()`, which cannot
 * read TypeScript on Node 20.
 *
 * It gives every exported item its category (the folder it comes from in the
 * library's sources), names case-colliding pages readably, links 2d pages to
 * core pages, points source links at the library's repository, writes front
 * matter, and writes the package index, category pages, sidebar and URL map.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Application, Comment, CommentTag, Converter, ParameterType, Reflection, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent, MarkdownRendererEvent} from 'typedoc-plugin-markdown';

import {
  categoryFromRegion,
  categoryFrom2dPath,
  collisionSuffix,
  coreRegions,
  escapeMarkdownTable,
  firstSentence,
  qualifyGenericMemberLinks,
  apiPageTitle,
  memberAnchor,
  yamlString,
} from '../../lib/api-naming.mjs';
import {CanvasTheme, declaredDefaults, definingMember, filterableKinds, inheritance, readJsonMap} from './theme.mjs';
import {REACHABILITY_FILE, unreachable} from './reachability.mjs';

const ROUTER_NAME = 'canvas-category';
const THEME_NAME = 'canvas';
/** Written next to `urls.json`: every member's qualified name (`Vector2.add`) → its URL, anchor included. */
export const ANCHOR_MAP = 'anchors.json';
/** Decorators of the 2d components whose first argument is the signal's default value. */
const DEFAULT_DECORATORS = new Set(['initial', 'defaultStyle']);

/** @typedef {{pkg: string, categories: Record<string, string>, sourceBase: string, coreUrlMap: string, importName: string}} ApiOptions */
/** @typedef {{category: string, sourcePath: string, line: number | undefined}} Place */
/**
 * What the plugin's steps share: the `canvasApi` options, core's member anchors (which 2d's pages link to), and where
 * each reflection is declared (its category and its source file in the library's repository).
 * @typedef {{
 *   options: () => ApiOptions,
 *   externalAnchors: () => Record<string, string>,
 *   places: Map<import('typedoc').Reflection, Place | undefined>,
 *   locate: (reflection: import('typedoc').Reflection) => Place | undefined,
 * }} Shared
 */

/**
 * TypeDoc calls this once per run. Each step does one job, in the order of TypeDoc's events.
 * @param {import('typedoc').Application} app
 */
export async function load(app) {
  declareOptions(app);
  const shared = sharedState(app);
  await defineRouterAndTheme(app, shared);
  rememberPlacesAndDefaults(app, shared);
  tagCategories(app, shared);
  pointSourcesAtRepository(app, shared);
  linkCoreTypesFrom2d(app, shared);
  writeFrontMatter(app, shared);
  writeIndexes(app, shared);
}

/**
 * The `canvasApi` option, and the library's `@preview` blocks rendered as a section.
 * @param {import('typedoc').Application} app
 */
function declareOptions(app) {
  app.options.addDeclaration({
    name: 'canvasApi',
    help: 'Options of the Canvas Commons API reference plugin.',
    type: ParameterType.Mixed,
    defaultValue: {},
  });

  // The library's TSDoc has `@preview` blocks with example scenes: render them as a section.
  app.on(Application.EVENT_BOOTSTRAP_END, () => {
    const blockTags = /** @type {`@${string}`[]} */ (app.options.getValue('blockTags'));
    if (!blockTags.includes('@preview')) app.options.setValue('blockTags', [...blockTags, '@preview']);
  });
}

/**
 * @param {import('typedoc').Application} app
 * @returns {Shared}
 */
function sharedState(app) {
  /** @returns {ApiOptions} */
  const options = () => /** @type {ApiOptions} */ (app.options.getValue('canvasApi'));
  const externalAnchors = () => {
    const {pkg, coreUrlMap} = options();
    return pkg === 'core' || !coreUrlMap ? {} : readJsonMap(path.join(path.dirname(coreUrlMap), ANCHOR_MAP));
  };
  /**
   * Read from the TypeScript declaration itself, because TypeDoc's own source positions follow only the first source
   * of core's map.
   * @type {Map<import('typedoc').Reflection, Place | undefined>}
   */
  const places = new Map();
  /** @param {import('typedoc').Reflection} reflection */
  function locate(reflection) {
    /** @type {import('typedoc').Reflection | undefined} */
    let current = reflection;
    while (current && !places.has(current)) current = current.parent;
    return current ? places.get(current) : undefined;
  }
  return {options, externalAnchors, places, locate};
}

/**
 * Our category router (readable names for case-colliding pages, members linked to their headings) and our theme.
 * typedoc-plugin-markdown keeps its routers private; its category router fixes anchors and file names for markdown,
 * so ours extends it rather than TypeDoc's.
 * @param {import('typedoc').Application} app
 * @param {Shared} shared
 */
async function defineRouterAndTheme(app, {externalAnchors}) {
  const markdownEntry = import.meta.resolve('typedoc-plugin-markdown');
  /** @type {{CategoryRouter: typeof import('typedoc').CategoryRouter}} */
  const {CategoryRouter} = await import(new URL('./router/index.js', markdownEntry).href);

  class CanvasCategoryRouter extends CategoryRouter {
    /** @param {import('typedoc').Reflection} reflection */
    getIdealBaseName(reflection) {
      const base = super.getIdealBaseName(reflection);
      const parent = reflection.parent;
      if (!parent || !parent.isProject() || !reflection.isDeclaration()) return base;
      const siblings = (parent.children ?? []).map((child) => child.name);
      const suffix = collisionSuffix(reflection.name, ReflectionKind.singularString(reflection.kind), siblings);
      return suffix ? `${base}-${suffix}` : base;
    }

    /**
     * Every member of an item page links to its heading on that page (`memberAnchor`); an inherited member links to
     * the page that declares it, and whatever sits inside a member (signatures, parameters) links to the member.
     * @param {import('typedoc').ProjectReflection} project
     */
    buildPages(project) {
      const pages = super.buildPages(project);
      /** @type {Array<import('typedoc').DeclarationReflection>} */
      const inherited = [];
      /** @param {import('typedoc').Reflection} reflection @param {string} url */
      const pointAll = (reflection, url) => {
        reflection.traverse((child) => {
          if (this.hasOwnDocument(child)) return true;
          this.fullUrls.set(child, url);
          this.anchors.delete(child);
          pointAll(child, url);
          return true;
        });
      };
      for (const page of pages) {
        const owner = page.model;
        if (!(owner instanceof Reflection) || !owner.isDeclaration()) continue;
        const pageUrl = /** @type {string} */ (this.fullUrls.get(owner));
        pointAll(owner, pageUrl);
        const members = owner.children ?? [];
        const instanceNames = new Set(members.filter((member) => !member.flags.isStatic).map((member) => member.name));
        for (const member of members) {
          const kind = inheritance(member, (reflection) => this.hasOwnDocument(reflection), externalAnchors());
          if (kind === 'local') inherited.push(member);
          if (kind) continue;
          const anchor = memberAnchor(member.name, {
            isStatic: member.flags.isStatic,
            hasInstanceTwin: instanceNames.has(member.name),
          });
          pointAll(member, `${pageUrl}#${anchor}`);
          this.fullUrls.set(member, `${pageUrl}#${anchor}`);
          this.anchors.set(member, anchor);
        }
      }
      for (const member of inherited) {
        const origin = definingMember(member);
        const url = origin !== member ? this.fullUrls.get(origin) : undefined;
        if (!url) continue;
        pointAll(member, url);
        this.fullUrls.set(member, url);
        this.anchors.delete(member);
      }
      return pages;
    }
  }
  app.renderer.defineRouter(ROUTER_NAME, CanvasCategoryRouter);
  app.renderer.defineTheme(THEME_NAME, CanvasTheme);
}

/**
 * While TypeDoc converts: where each declaration is (category, source file, line), and the default a 2d signal
 * declares.
 * @param {import('typedoc').Application} app
 * @param {Shared} shared
 */
function rememberPlacesAndDefaults(app, {options, places}) {
  /** @type {ReturnType<typeof coreRegions> | undefined} */
  let regions;

  /** @param {import('typedoc').Context} context @param {import('typedoc').Reflection} reflection */
  function rememberPlace(context, reflection) {
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    if (!declaration) return;
    const sourceFile = declaration.getSourceFile();
    const fileName = sourceFile.fileName;
    if (options().pkg === 'core') {
      if (!fileName.endsWith('/core/lib/index.d.ts')) return;
      regions ??= coreRegions(sourceFile.text);
      const position = declaration.getStart();
      const region = regions.find((candidate) => candidate.start <= position && position < candidate.end);
      if (region)
        places.set(reflection, {
          category: categoryFromRegion(region.path),
          sourcePath: region.path.replace(/\.d\.ts$/, '.ts'),
          line: undefined,
        });
      return;
    }
    const relative = fileName.split('/2d/src/lib/')[1];
    if (!relative) return;
    const line = sourceFile.getLineAndCharacterOfPosition(declaration.getStart()).line + 1;
    places.set(reflection, {category: categoryFrom2dPath(relative), sourcePath: `src/lib/${relative}`, line});
  }

  /** @type {Map<import('typedoc').Reflection, string>} */
  const defaults = new Map();
  declaredDefaults.set(app, defaults);

  /**
   * The default a 2d signal declares through `@initial(value)` or `@defaultStyle(value)`, as source text.
   * @param {import('typedoc').Context} context @param {import('typedoc').Reflection} reflection
   */
  function rememberDefault(context, reflection) {
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    if (!declaration || !('modifiers' in declaration) || !Array.isArray(declaration.modifiers)) return;
    for (const modifier of declaration.modifiers) {
      const call = modifier.expression;
      if (!call?.arguments?.length || !call.expression) continue;
      const name = call.expression.getText?.();
      if (DEFAULT_DECORATORS.has(name)) {
        defaults.set(reflection, call.arguments[0].getText().replace(/\s+/g, ' '));
        return;
      }
    }
  }

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    rememberPlace(context, reflection);
    if (reflection.kindOf(ReflectionKind.Property | ReflectionKind.Accessor)) rememberDefault(context, reflection);
  });
}

/**
 * Categories must be tagged before TypeDoc's CategoryPlugin groups the project.
 * @param {import('typedoc').Application} app
 * @param {Shared} shared
 */
function tagCategories(app, {locate}) {
  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      const project = context.project;
      const pageOwners = Object.values(project.reflections).filter(
        (reflection) =>
          reflection.isDeclaration() &&
          (reflection.parent?.isProject() || reflection.parent?.kindOf(ReflectionKind.SomeModule)),
      );
      for (const reflection of pageOwners) {
        if (!reflection.isDeclaration()) continue;
        const place = locate(reflection);
        const category = place?.category ?? 'utils';
        reflection.comment ??= new Comment();
        reflection.comment.removeTags('@category');
        reflection.comment.blockTags.push(new CommentTag('@category', [{kind: 'text', text: category}]));
      }
    },
    200,
  );
}

/**
 * Source links point at the library's repository; core's regions give the real file but no line (its `.d.ts` line
 * would mislead), marked 0 and dropped in the front matter step.
 * @param {import('typedoc').Application} app
 * @param {Shared} shared
 */
function pointSourcesAtRepository(app, {options, places, locate}) {
  app.renderer.on(MarkdownRendererEvent.BEGIN, (event) => {
    for (const reflection of Object.values(event.project.reflections)) {
      const sources = reflection.isDeclaration() || reflection.isSignature() ? reflection.sources : undefined;
      if (!sources?.length) continue;
      const place = places.get(reflection) ?? locate(reflection);
      for (const source of sources) {
        if (!place) {
          source.url = undefined;
          continue;
        }
        source.fileName = /** @type {import('typedoc').NormalizedPath} */ (
          `packages/${options().pkg}/${place.sourcePath}`
        );
        source.line = place.line ?? 0;
        source.url = `${options().sourceBase}/${place.sourcePath}${place.line ? `#L${place.line}` : ''}`;
      }
    }
  });
}

/**
 * 2d pages link core types to the core reference.
 * @param {import('typedoc').Application} app
 * @param {Shared} shared
 */
function linkCoreTypesFrom2d(app, {options}) {
  app.converter.addUnknownSymbolResolver((_ref, _refl, _part, symbolId) => {
    const {coreUrlMap, pkg} = options();
    if (pkg === 'core' || !symbolId || symbolId.packageName !== '@canvas-commons/core' || !coreUrlMap) return undefined;
    if (!fs.existsSync(coreUrlMap)) return undefined;
    /** @type {Record<string, string>} */
    const urls = JSON.parse(fs.readFileSync(coreUrlMap, 'utf8'));
    const [owner, ...member] = symbolId.qualifiedName.split('.');
    const url = urls[owner];
    if (!url) return undefined;
    if (!member.length) return url;
    const anchorFile = path.join(path.dirname(coreUrlMap), ANCHOR_MAP);
    /** @type {Record<string, string>} */
    const anchors = fs.existsSync(anchorFile) ? JSON.parse(fs.readFileSync(anchorFile, 'utf8')) : {};
    return anchors[symbolId.qualifiedName] ?? url;
  });
}

/**
 * Each page's front matter (title, slug, description, member filter), and the package index page.
 * @param {import('typedoc').Application} app
 * @param {Shared} shared
 */
function writeFrontMatter(app, {options, externalAnchors, locate}) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const model = page.model;
    if (!(model instanceof Reflection)) return;
    const pkg = options().pkg;
    const isIndex = model.isProject();
    /** @type {Array<[string, string | number | null]>} */
    const frontMatter = isIndex
      ? [
          ['title', `@canvas-commons/${pkg}`],
          ['slug', `/${pkg}`],
          ['reflectionId', model.id],
          ['projectId', model.id],
          ['custom_edit_url', null],
        ]
      : [
          ['title', apiPageTitle(model.name, ReflectionKind.singularString(model.kind), pkg)],
          ['sidebar_label', model.name],
          // Explicit, because Docusaurus would make `plugin/Plugin.md` the index of its folder.
          ['slug', `/${pkg}/${page.url.replace(/\.md$/, '')}`],
          ['reflectionId', model.id],
          [
            'description',
            `${model.name} (${ReflectionKind.singularString(model.kind).toLowerCase()}, @canvas-commons/${pkg}): ${
              firstSentence(summaryText(model)) ||
              (model.isDeclaration() && model.extendedTypes?.length
                ? `extends ${model.extendedTypes.map(String).join(', ')}.`
                : 'undocumented in the library.')
            }`,
          ],
          ['custom_edit_url', null],
        ];
    const filter = model.isDeclaration()
      ? filterableKinds(
          model,
          (member) =>
            !!inheritance(
              member,
              (reflection) => app.renderer.router?.hasOwnDocument(reflection) ?? false,
              externalAnchors(),
            ),
        )
      : [];
    const yaml = frontMatter
      .map(
        ([key, value]) => `${key}: ${value === null ? 'null' : typeof value === 'number' ? value : yamlString(value)}`,
      )
      .join('\n')
      .concat(filter.length ? `\napi_filter: [${filter.join(', ')}]` : '');
    const body = isIndex
      ? packageIndex(/** @type {import('typedoc').ProjectReflection} */ (model))
      : qualifyGenericMemberLinks((page.contents ?? '').replace(/(Defined in: \[[^\]]+?):0\]/g, '$1]'));
    page.contents = `---\n${yaml}\n---\n\n${body}`;
  });

  /** @param {import('typedoc').ProjectReflection} project */
  function packageIndex(project) {
    const {pkg, categories, importName} = options();
    const used = new Set((project.children ?? []).map((child) => locate(child)?.category ?? 'utils'));
    const rows = Object.entries(categories)
      .filter(([category]) => used.has(category))
      .map(
        ([category, description]) =>
          `| [${category}](/api/${pkg}/${category}/) | ${escapeMarkdownTable(description)} |`,
      );
    return [
      `# @canvas-commons/${pkg}`,
      '',
      `The API reference of \`@canvas-commons/${pkg}\` ${project.packageVersion ? `version ${project.packageVersion}` : ''}, generated from the installed package.`,
      '',
      '```ts',
      `import {${importName}} from '@canvas-commons/${pkg}';`,
      '```',
      '',
      '## Categories',
      '',
      '| Category | What it holds |',
      '| --- | --- |',
      ...rows,
      '',
    ].join('\n');
  }
}

/**
 * Once every page is written: the category pages, the sidebar, and the URL and anchor maps the other package and the
 * site read.
 * @param {import('typedoc').Application} app
 * @param {Shared} shared
 */
function writeIndexes(app, {options, externalAnchors}) {
  app.renderer.on(MarkdownRendererEvent.END, (event) => {
    const {pkg, categories} = options();
    const out = event.outputDirectory;
    /** @type {Map<string, Array<{name: string, file: string, kind: string, summary: string}>>} */
    const byCategory = new Map(Object.keys(categories).map((category) => [category, []]));
    /** @type {Record<string, string>} */
    const urlMap = {};
    /** @type {Record<string, string>} */
    const anchorMap = {};
    const router = app.renderer.router;
    for (const page of event.pages) {
      const model = page.model;
      if (!('isDeclaration' in model) || !model.isDeclaration() || !model.parent?.isProject()) continue;
      const [category, file] = page.url.replace(/\.md$/, '').split('/');
      if (!byCategory.has(category)) byCategory.set(category, []);
      byCategory.get(category)?.push({
        name: model.name,
        file,
        kind: ReflectionKind.singularString(model.kind),
        summary: firstSentence(summaryText(model)),
      });
      urlMap[model.name] = `/api/${pkg}/${category}/${file}`;
      for (const member of model.children ?? []) {
        const full = router?.hasUrl(member) ? router.getFullUrl(member) : undefined;
        const target = full && `/api/${pkg}/${full.replace(/\.md(#|$)/, '$1')}`;
        if (target) anchorMap[`${model.name}.${member.name}`] = target;
      }
    }
    const sidebar = [];
    for (const [category, items] of byCategory) {
      if (!items.length) continue;
      items.sort((a, b) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}) || a.name.localeCompare(b.name));
      fs.mkdirSync(path.join(out, category), {recursive: true});
      fs.writeFileSync(path.join(out, category, 'index.md'), categoryPage(pkg, category, categories[category], items));
      sidebar.push({
        type: 'category',
        label: category,
        collapsed: true,
        link: {type: 'doc', id: `${pkg}/${category}/index`},
        items: items.map((item) => ({type: 'doc', id: `${pkg}/${category}/${item.file}`, label: item.name})),
      });
    }
    fs.writeFileSync(path.join(out, 'sidebar.json'), JSON.stringify(sidebar, null, 1));
    fs.writeFileSync(path.join(out, 'urls.json'), JSON.stringify(urlMap, null, 1));
    fs.writeFileSync(path.join(out, ANCHOR_MAP), JSON.stringify(anchorMap, null, 1));
    const reachability = unreachable(event.project, out, externalAnchors());
    fs.writeFileSync(path.join(out, REACHABILITY_FILE), JSON.stringify(reachability, null, 1));
    if (reachability.missing.length)
      console.warn(
        `[api-reference] @canvas-commons/${pkg}: ${reachability.missing.length} documented item(s) or member(s) without a page or anchor: ${reachability.missing.join(', ')}`,
      );
    // TypeDoc prints each warning itself; the count makes them visible in a long build log.
    console.info(
      `[api-reference] @canvas-commons/${pkg}: ${Object.keys(urlMap).length} item pages in ${sidebar.length} categories; TypeDoc reported ${app.logger.warningCount} warning(s) and ${app.logger.errorCount} error(s).`,
    );
  });
}

/** @param {import('typedoc').Reflection} model */
function summaryText(model) {
  const candidates = [model.comment];
  if (model.isDeclaration())
    candidates.push(
      model.signatures?.[0]?.comment,
      model.getSignature?.comment,
      model.type?.type === 'reflection' ? model.type.declaration.signatures?.[0]?.comment : undefined,
    );
  const comment = candidates.find((candidate) => candidate?.summary.some((part) => part.text.trim()));
  return (comment?.summary ?? []).map((part) => part.text).join('');
}

/**
 * @param {string} pkg @param {string} category @param {string | undefined} description
 * @param {Array<{name: string, file: string, kind: string, summary: string}>} items
 */
function categoryPage(pkg, category, description, items) {
  const rows = items.map(
    (item) =>
      `| [${escapeMarkdownTable(item.name)}](/api/${pkg}/${category}/${item.file}) | ${item.kind} | ${escapeMarkdownTable(item.summary)} |`,
  );
  return [
    '---',
    `title: ${yamlString(`${category} (@canvas-commons/${pkg})`)}`,
    `sidebar_label: ${yamlString(category)}`,
    `description: ${yamlString(description ?? `The ${category} category of @canvas-commons/${pkg}.`)}`,
    'custom_edit_url: null',
    '---',
    '',
    `# ${category}`,
    '',
    description ?? '',
    '',
    '| Item | Kind | Summary |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
