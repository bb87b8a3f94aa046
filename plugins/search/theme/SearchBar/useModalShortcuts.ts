/** The keys that open and close the modal: DocSearch's (Ctrl/⌘+K, `/`, Escape), and `/` on the button itself. */
import {useCallback, type KeyboardEvent} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';

/** Returns the button's key handler. */
export function useModalShortcuts(
  isOpen: boolean,
  openModal: () => void,
  closeModal: () => void,
): (event: KeyboardEvent<HTMLButtonElement>) => void {
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  // DocSearch skips its `/` shortcut while a button has focus, and closing the modal gives the focus to this one.
  return useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== '/' || isOpen) return;
      event.preventDefault();
      openModal();
    },
    [isOpen, openModal],
  );
}
