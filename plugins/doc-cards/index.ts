/**
 * The guides' docs plugin, wrapped so each page's description ships only where a doc card shows it.
 *
 * The docs plugin puts a map of every guide (id, title, description, sidebar) in the version data that every guide
 * loads. Only doc cards read the descriptions, and the guides show doc cards only on the generated category pages
 * (`/docs/category/…`). This wrapper takes the descriptions out of the version data and gives each category page
 * the descriptions of its own cards (`cardDescriptions` in the page's props); theme/DocCategoryGeneratedIndexPage
 * hands them to theme/DocCard. That is 3.3 KB gzip off the first visit of every guide.
 *
 * A `<DocCardList>` written into a guide would show its cards without descriptions: the build-output tests check
 * that every card on a category page has one.
 */
import docsPlugin, {validateOptions, type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {PropSidebarItem, PropSidebars} from '@docusaurus/plugin-content-docs';
import type {LoadContext, PluginModule, RouteConfig} from '@docusaurus/types';
import path from 'node:path';

/** What a category page's props gain: its cards' descriptions, by doc id. */
export type CardDescriptions = Record<string, string>;

interface VersionDocs {
  docs: Record<string, {description?: string}>;
  docsSidebars: PropSidebars;
}

function isVersionData(value: unknown): value is VersionDocs {
  const version = value as Partial<VersionDocs> | undefined;
  return typeof version?.docs === 'object' && version.docs !== null && typeof version.docsSidebars === 'object';
}

/** The doc ids of the cards a category page shows: the category's own links (sub-categories' cards have no doc). */
function cardDocIds(sidebars: PropSidebars, categoryPath: string): string[] {
  const find = (items: readonly PropSidebarItem[]): string[] | null => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href === categoryPath)
        return item.items.flatMap((child) => (child.type === 'link' && child.docId ? [child.docId] : []));
      const inner = find(item.items);
      if (inner) return inner;
    }
    return null;
  };
  return Object.values(sidebars).flatMap((items) => find(items) ?? []);
}

/** Gives each category page of a version its cards' descriptions. */
function withCardDescriptions(route: RouteConfig, sidebars: PropSidebars, descriptions: CardDescriptions): RouteConfig {
  const isCategoryPage = route.props !== undefined && 'categoryGeneratedIndex' in route.props;
  const cardDescriptions = isCategoryPage
    ? Object.fromEntries(
        cardDocIds(sidebars, route.path).flatMap((id) => (descriptions[id] ? [[id, descriptions[id]]] : [])),
      )
    : undefined;
  return {
    ...route,
    ...(cardDescriptions && {props: {...route.props, cardDescriptions}}),
    ...(route.routes && {routes: route.routes.map((child) => withCardDescriptions(child, sidebars, descriptions))}),
  };
}

/**
 * A route tree with the descriptions moved from the version data (`props.version.docs[id].description`) to the
 * category pages that show them. The version route is nested under the instance's; its pages are nested under it.
 */
export function moveCardDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  if (!isVersionData(version)) {
    return route.routes ? {...route, routes: route.routes.map(moveCardDescriptions)} : route;
  }
  const descriptions: CardDescriptions = {};
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description, ...rest}]) => {
      if (description) descriptions[id] = description;
      return [id, rest];
    }),
  );
  const lean = {...route, props: {...route.props, version: {...version, docs}}};
  return withCardDescriptions(lean, version.docsSidebars, descriptions);
}

async function guidesDocsPlugin(context: LoadContext, options: PluginOptions) {
  const plugin = await docsPlugin(context, options);
  const themePath = path.join(__dirname, 'theme');
  return {
    ...plugin,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async contentLoaded(args: Parameters<NonNullable<typeof plugin.contentLoaded>>[0]): Promise<void> {
      await plugin.contentLoaded?.({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(moveCardDescriptions(route))},
      });
    },
  };
}

// Docusaurus normalizes the options of a function plugin with its `validateOptions` property.
export default Object.assign(guidesDocsPlugin, {
  validateOptions: validateOptions as PluginModule['validateOptions'],
}) as PluginModule;
