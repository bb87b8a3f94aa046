// Change: on reference pages, a link to another page of the site is a plain anchor that navigates in the app and
// preloads its page on hover or touch, instead of Docusaurus's <Link>. An item page has up to ~400 such links
// (types, inherited members), and each <Link> was four components and a viewport watch to hydrate. They are
// not prefetched when they scroll into view; the sidebar's and the pager's links still are.
import React, {type MouseEvent, type ReactNode} from 'react';
import MDXA from '@theme-init/MDXComponents/A';
import type {Props} from '@theme/MDXComponents/A';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useRouteContext from '@docusaurus/useRouteContext';

import {useInAppClick} from '@site/src/lib/useInAppClick';
import {API_DOCS_PLUGIN_ID} from '@site/lib/api-packages';

export default function MDXAWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const {href, id, target} = props;
  // Anything <Link> does more with (anchors with an id, other windows, a trailing-slash policy) stays a <Link>.
  const inApp =
    plugin.id === API_DOCS_PLUGIN_ID &&
    href !== undefined &&
    href.startsWith('/') &&
    !href.startsWith('//') &&
    id === undefined &&
    target === undefined &&
    siteConfig.trailingSlash === undefined;
  const to = inApp ? withBaseUrl(href) : undefined;
  const followInApp = useInAppClick(to);
  if (to === undefined) {
    return <MDXA {...props} />;
  }
  const preload = (): void => void window.docusaurus.preload(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    props.onClick?.(event);
    followInApp(event);
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a {...props} href={to} onClick={onClick} onMouseEnter={preload} onTouchStart={preload} />
  );
}
