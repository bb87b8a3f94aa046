// Change: adds the page's meta description (Docusaurus's not-found page has none; 404.html is served for every unknown URL).
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

import {NOT_FOUND_DESCRIPTION} from '@site/src/site';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={NOT_FOUND_DESCRIPTION} />
      <Content {...props} />
    </>
  );
}
