/**
 * Mounts the social card of the page's section (plugins/social-cards) after the
 * site metadata. This wrapper stays in the site theme: a plugin's theme cannot wrap
 * SiteMetadata, because `@theme-init/SiteMetadata` is core's empty fallback, not
 * theme-classic's (see lib/framework-internals.ts).
 */
import type {ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import SocialCardMeta from '@theme/SocialCardMeta';

export default function SiteMetadataWrapper(): ReactNode {
  return (
    <>
      <SiteMetadata />
      <SocialCardMeta />
    </>
  );
}
