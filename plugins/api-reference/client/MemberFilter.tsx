import {useMemo, useSyncExternalStore, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {
  DEFAULT_MEMBER_FILTER,
  MEMBER_FILTER_KINDS,
  MEMBER_FILTER_LABELS,
  MEMBER_FILTER_STORAGE_KEY,
  parseMemberFilter,
  serializeMemberFilter,
  type MemberFilterKind,
  type MemberFilterState,
} from './memberFilter';

/** Fired on this page when the choice changes (the `storage` event only reaches other tabs). */
const CHANGE_EVENT = 'api-member-filter-change';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(MEMBER_FILTER_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): the default view still works.
    return null;
  }
}

function store(state: MemberFilterState): void {
  try {
    window.localStorage.setItem(MEMBER_FILTER_STORAGE_KEY, serializeMemberFilter(state));
  } catch {
    // Not remembered across pages then.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The filter state of an API item page: the default on the server and while hydrating (so the page without
 * JavaScript shows every member), the stored choice once the page runs.
 */
export function useMemberFilter(): [MemberFilterState, (kind: MemberFilterKind, shown: boolean) => void, boolean] {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  // False on the server and while hydrating, true after: Docusaurus's own flag.
  const ready = useIsBrowser();
  const state = useMemo(() => (ready ? parseMemberFilter(stored) : {...DEFAULT_MEMBER_FILTER}), [ready, stored]);
  const set = (kind: MemberFilterKind, shown: boolean) => store({...state, [kind]: shown});
  return [state, set, ready];
}

/**
 * Checkboxes in the style of TypeDoc's member filter. Rendered on the server too, disabled until the page runs,
 * so the layout does not shift and a reader without JavaScript sees why nothing is hidden.
 */
export default function MemberFilter({
  kinds,
  state,
  onChange,
  ready,
}: {
  kinds: readonly MemberFilterKind[];
  state: MemberFilterState;
  onChange: (kind: MemberFilterKind, shown: boolean) => void;
  ready: boolean;
}): ReactNode {
  return (
    <fieldset className="api-filter" aria-label="Members shown">
      <legend className="api-filter__legend">Show</legend>
      {MEMBER_FILTER_KINDS.filter((kind) => kinds.includes(kind)).map((kind) => (
        <label key={kind} className="api-filter__option">
          <input
            type="checkbox"
            name={`api-filter-${kind}`}
            checked={state[kind]}
            disabled={!ready}
            onChange={(event) => onChange(kind, event.target.checked)}
          />{' '}
          {MEMBER_FILTER_LABELS[kind]}
        </label>
      ))}
    </fieldset>
  );
}
