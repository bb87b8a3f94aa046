/**
 * Extends the admonition types with `:::experimental` (keyword registered in
 * the docs plugin's `admonitions.keywords`), as the Docusaurus docs describe:
 * the default types plus one more.
 */
import OriginalAdmonitionTypes from '@theme-original/Admonition/Types';
import type AdmonitionTypesType from '@theme/Admonition/Types';

import AdmonitionTypeExperimental from './Type/Experimental';

// `@theme-original/*` is declared as `any` by module-type-aliases; name the real type.
const originalAdmonitionTypes: typeof AdmonitionTypesType = OriginalAdmonitionTypes;

const AdmonitionTypes: typeof AdmonitionTypesType = {
  ...originalAdmonitionTypes,
  experimental: AdmonitionTypeExperimental,
};

export default AdmonitionTypes;
