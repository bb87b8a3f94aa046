import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

import SearchResults from './Results';

/** /search?q=…: the full result list. Its heading and input are in the static HTML. */
export default function Search(): ReactNode {
  return (
    <Layout title="Search" description="Search the guides, the API reference and the blog.">
      <SearchResults />
    </Layout>
  );
}
