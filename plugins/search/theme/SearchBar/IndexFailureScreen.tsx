/**
 * The failure screen, put into DocSearch's dropdown when the index (or the hosted service) cannot be reached: its
 * own error screen never shows (see IndexState).
 */
import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';

import {searchErrorTexts} from '../../client/config';
import {useSearchConfig} from '../../client/hooks';

export function IndexFailureScreen({dropdown}: {dropdown: Element}): ReactNode {
  const errorTexts = searchErrorTexts(useSearchConfig().mode);
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{errorTexts.title}</p>
      <p className="DocSearch-Help">{errorTexts.help}</p>
    </div>,
    dropdown,
  );
}
