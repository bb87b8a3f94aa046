import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CopyPageButton from '@site/src/components/CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

/**
 * Change: adds "Copy page as Markdown" above every docs page (guides and API: each has a `.md` copy). The API
 * reference's member filter is inside the content (plugins/api-reference, theme/ApiDocItem).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageButton permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
