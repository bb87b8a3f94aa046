import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {SOCIAL_CARDS, socialCardPath, socialCardSection} from '../sections';

/**
 * Replaces the site-wide social image with the card of the page's section
 * (guides, API, blog, home). A page's own `image` front matter still wins: its
 * metadata renders deeper in the tree, and the head manager keeps the last value.
 */
export default function SocialCardMeta(): ReactNode {
  const {pathname} = useLocation();
  const section = socialCardSection(pathname);
  const image = useBaseUrl(socialCardPath(section), {absolute: true});
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_CARDS.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARDS.height)} />
      <meta name="twitter:image" content={image} />
    </Head>
  );
}
