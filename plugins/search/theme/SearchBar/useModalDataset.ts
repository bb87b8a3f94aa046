/** The modal container's `data-search-*` attributes, which the stylesheet reads. */
import {useEffect, type RefObject} from 'react';

import type {SearchConfig} from '../../client/config';
import type {IndexState} from './useSearchModal';

export function useModalDataset(
  containerRef: RefObject<HTMLDivElement | null>,
  indexState: IndexState,
  isOpen: boolean,
  mode: SearchConfig['mode'],
): void {
  useEffect(() => {
    if (!containerRef.current) return;
    containerRef.current.dataset.searchIndex = indexState;
    // Lets the stylesheet drop DocSearch's "Powered by Algolia" when Algolia is not involved.
    containerRef.current.dataset.searchMode = mode;
    // `isOpen`: the container is new when the modal first opens.
  }, [containerRef, indexState, isOpen, mode]);
}
