import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

/**
 * A theme page with a meta description added after it, so that its own metadata (a title, or a one-word description
 * such as the blog archive's "Archive") does not win.
 */
export function withMetaDescription<Props extends object>(
  Page: ComponentType<Props>,
  description: string,
): (props: Props) => ReactNode {
  return function PageWithDescription(props: Props): ReactNode {
    return (
      <>
        <Page {...props} />
        <PageMetadata description={description} />
      </>
    );
  };
}
