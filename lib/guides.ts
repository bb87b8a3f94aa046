/** The sidebar categories of the guides: the folders of `docs/`, in sidebar order. */
export const GUIDE_CATEGORIES = ['getting-started', 'recipes', 'components', 'advanced', 'migration'] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];
/** Where `npm run new:guide` puts a page when no category is given. */
export const DEFAULT_GUIDE_CATEGORY: GuideCategory = 'getting-started';
