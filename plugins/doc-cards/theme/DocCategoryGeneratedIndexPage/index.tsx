import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-init/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';

import type {CardDescriptions} from '../../index';
import {CardDescriptionsContext} from '../../cardDescriptions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {cardDescriptions?: CardDescriptions};

// Change: hands the page's doc cards their descriptions, which the guides' docs plugin puts in this page's props
// instead of the version data every guide loads.
export default function DocCategoryGeneratedIndexPageWrapper({cardDescriptions = {}, ...props}: Props): ReactNode {
  return (
    <CardDescriptionsContext.Provider value={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptionsContext.Provider>
  );
}
