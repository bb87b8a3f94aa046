// Change: theme-common's useCodeWordWrap, minus two updates it made to every code block right after hydration.
// - The hidden-tab lookup starts at `null`, what it finds outside tabs, not `undefined`: setting it re-rendered
//   each block.
// - "Is this block scrollable?" is answered in a transition: on a phone most signatures scroll, and re-rendering
//   those blocks at once was one of the longest tasks of an API page's start.
// - The returned object changes only when a value does, so the block's context does too.
import {startTransition, useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {useCodeWordWrap as useOriginal} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useOriginal>;

/** Calls `callback` when the hidden tab panel holding the block (if any) is shown, as the original does. */
function useTabBecameVisible(codeBlockRef: WordWrap['codeBlockRef'], callback: () => void): void {
  const [hiddenTab, setHiddenTab] = useState<Element | null>(null);
  const findHiddenTab = useCallback(() => {
    setHiddenTab(codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? null);
  }, [codeBlockRef]);
  useEffect(findHiddenTab, [findHiddenTab]);
  useEffect(() => {
    if (hiddenTab === null) {
      return undefined;
    }
    const observer = new MutationObserver(() => {
      callback();
      findHiddenTab();
    });
    observer.observe(hiddenTab, {attributes: true, attributeFilter: ['hidden']});
    return () => observer.disconnect();
  }, [hiddenTab, findHiddenTab, callback]);
}

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) {
      if (isEnabled) {
        code.removeAttribute('style');
      } else {
        code.style.whiteSpace = 'pre-wrap';
        // Very long tokens must wrap too, or the block would still scroll.
        code.style.overflowWrap = 'anywhere';
      }
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const updateCodeIsScrollable = useCallback(() => {
    const block = codeBlockRef.current;
    if (block === null) {
      return;
    }
    const scrollable =
      block.scrollWidth > block.clientWidth || block.querySelector('code')?.hasAttribute('style') === true;
    startTransition(() => setIsCodeScrollable(scrollable));
  }, []);

  useTabBecameVisible(codeBlockRef, updateCodeIsScrollable);
  useEffect(updateCodeIsScrollable, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);

  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}), [isEnabled, isCodeScrollable, toggle]);
}
