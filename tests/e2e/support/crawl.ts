/**
 * The crawl's tests: each loads a share of the sitemap. The pull-request workflow gives each its own job
 * (`--project=crawl --shard=k/CRAWL_SHARDS`), so the count here and the workflow's matrix must agree.
 */
export const CRAWL_SHARDS = 4;
