// The theme component this plugin provides, for the site theme's SiteMetadata wrapper.
declare module '@theme/SocialCardMeta' {
  import type {ReactNode} from 'react';

  export default function SocialCardMeta(): ReactNode;
}
