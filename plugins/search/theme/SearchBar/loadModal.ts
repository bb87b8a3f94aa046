/**
 * DocSearch's modal, its CSS and the search clients load on first use, not with every page: the navbar renders the
 * button on every page, and only the modal needs them.
 */
import type {DocSearchModalProps} from '@docsearch/react';
import type {ReactNode} from 'react';

import type * as AdapterModule from '../../client/adapter';
import {loadModalStylesheet} from './modalStylesheet';

export type ModalComponent = (props: DocSearchModalProps) => ReactNode;

let DocSearchModal: ModalComponent | null = null;
// The search clients and hit shaping run only in the modal: they load with it, not with every page.
let adapter: typeof AdapterModule | null = null;

export function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('../../client/adapter'), loadModalStylesheet()]).then(
    ([modal, adapterModule]) => {
      adapter = adapterModule;
      DocSearchModal = modal.DocSearchModal;
    },
  );
}

/** The modal, once `importModal` has loaded it. */
export function loadedModal(): ModalComponent | null {
  return DocSearchModal;
}

/** The adapter, for the modal's callbacks: the modal renders only once `importModal` has loaded both. */
export function loadedAdapter(): typeof AdapterModule {
  if (!adapter) throw new Error('Search: the modal ran before its adapter loaded.');
  return adapter;
}

export function preloadModal(): void {
  importModal().catch(() => {
    // Retried when the modal opens.
  });
}
