import {useContext, type ReactNode} from 'react';
import DocCard from '@theme-init/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';

import {CardDescriptionsContext} from '../../cardDescriptions';

type Props = WrapperProps<typeof DocCardType>;

// Change: a card for a guide takes its description from the category page (see ../DocCategoryGeneratedIndexPage),
// where the version data no longer carries it.
export default function DocCardWrapper({item}: Props): ReactNode {
  const descriptions = useContext(CardDescriptionsContext);
  const description = item.type === 'link' && item.docId && !item.description ? descriptions[item.docId] : undefined;
  return <DocCard item={description ? {...item, description} : item} />;
}
