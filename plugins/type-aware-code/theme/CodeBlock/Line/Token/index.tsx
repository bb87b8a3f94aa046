/**
 * Replaces theme-classic's pass-through token: a token that names an API item
 * (plugins/type-aware-code) renders as a link to its reference instead of a span,
 * with the same classes and text, so colours, layout and copied text are unchanged.
 * The popover behaviour is attached by the plugin's client module, by delegation. A plain token renders as bare
 * text, as the code-highlight plugin allows.
 */
import React, {type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line/Token';

import {isBareText, type CodeToken} from '@site/plugins/code-highlight/codeTokens';
import {useInAppClick} from '../../../../client/useInAppClick';
import {API_LINK_CLASS, shouldFollowLink} from '../../../../client/attributes';

export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  const target = (token as CodeToken).link;
  // Links in code are checked like any other link of the page, and a plain click stays in the app.
  const followInApp = useInAppClick(target);
  if (target === undefined) {
    // Plain tokens carry no colour of their own: text, not a span (plugins/code-highlight).
    return isBareText(token as CodeToken) && props.style === undefined ? <>{props.children}</> : <span {...props} />;
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!shouldFollowLink(event.currentTarget)) {
      event.preventDefault();
      return;
    }
    followInApp(event);
  };
  return (
    // A plain <a>: <Link> would observe and prefetch every one of the many names in view (the link is still
    // collected for the broken-link check above, and a plain click still navigates in the app).
    // eslint-disable-next-line @docusaurus/no-html-links
    <a {...props} href={target} className={clsx(props.className, API_LINK_CLASS)} onClick={onClick} />
  );
}
