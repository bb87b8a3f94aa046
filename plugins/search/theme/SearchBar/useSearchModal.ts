/** Opening and closing the modal: its container, whether it is open, and the state of the local index it needs. */
import {useCallback, useRef, useState, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {SearchConfig} from '../../client/config';
import {loadLocalEngine} from '../../client/localIndex';
import {importModal} from './loadModal';

/**
 * While the local index loads, or when it (or the hosted service) could not be reached, DocSearch would show
 * "No results for …": the container's state hides that screen. (Its own error screen never shows:
 * @algolia/autocomplete-core 1.19.2 resets the status to "idle" right after an error.)
 */
export type IndexState = 'idle' | 'loading' | 'ready' | 'failed';

export interface SearchModal {
  isOpen: boolean;
  /** The portal target, as state so rendering never reads the ref. */
  container: HTMLDivElement | null;
  containerRef: RefObject<HTMLDivElement | null>;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
  indexState: IndexState;
  setIndexState: (state: IndexState) => void;
  openModal: () => void;
  closeModal: () => void;
}

export function useSearchModal(config: SearchConfig): SearchModal {
  const {siteConfig} = useDocusaurusContext();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [indexState, setIndexState] = useState<IndexState>('idle');

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
      setContainer(containerRef.current);
    }
    // Fetch the index while the modal's code loads: the first query then rarely waits.
    if (config.mode === 'local') {
      setIndexState('loading');
      loadLocalEngine(siteConfig.baseUrl)
        .then(() => setIndexState('ready'))
        .catch(() => setIndexState('failed'));
    }
    importModal()
      .then(() => setIsOpen(true))
      .catch((error: unknown) => console.error('Search could not load.', error));
  }, [config.mode, siteConfig.baseUrl]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  return {isOpen, container, containerRef, searchButtonRef, indexState, setIndexState, openModal, closeModal};
}
