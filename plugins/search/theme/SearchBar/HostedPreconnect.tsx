/** With hosted DocSearch, connects to Algolia ahead of the first query. */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

import type {SearchConfig} from '../../client/config';

export function HostedPreconnect({config}: {config: SearchConfig}): ReactNode {
  if (config.mode !== 'hosted') return null;
  return (
    <Head>
      <link rel="preconnect" href={`https://${config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
    </Head>
  );
}
