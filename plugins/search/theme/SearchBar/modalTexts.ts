/** The modal's texts: the site's, where DocSearch has its own. */
import type {DocSearchModalProps} from '@docsearch/react';

import {SEARCH} from '../../constants';

export const MODAL_TRANSLATIONS: DocSearchModalProps['translations'] = {
  searchBox: {placeholderText: SEARCH.placeholder},
  noResultsScreen: {
    noResultsText: SEARCH.texts.noResults,
    suggestedQueryText: SEARCH.texts.suggestedQuery,
    reportMissingResultsText: SEARCH.texts.reportMissing,
    reportMissingResultsLinkText: SEARCH.texts.reportMissingLink,
  },
  errorScreen: {titleText: SEARCH.texts.errorTitle, helpText: SEARCH.texts.errorHelp},
};
