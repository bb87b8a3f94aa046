// Change: gives the page a meta description (the original sets its title only, or "Archive"), for search engines
// and shared links.
import Original from '@theme-original/BlogArchivePage';

import {withMetaDescription} from '@site/src/lib/withMetaDescription';
import {BLOG_INDEX_DESCRIPTIONS} from '@site/src/site';

export default withMetaDescription(Original, BLOG_INDEX_DESCRIPTIONS.archive);
