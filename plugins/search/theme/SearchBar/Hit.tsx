/** A hit in the modal: a client-side link, so opening it does not reload the site. */
import type {ReactNode} from 'react';
import type {InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';

export function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}
