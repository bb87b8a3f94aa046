import {useEffect, useState, type ReactNode} from 'react';

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

function readStored(): MemberFilterState {
  try {
    return parseMemberFilter(window.localStorage.getItem(MEMBER_FILTER_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): the default view still works.
    return {...DEFAULT_MEMBER_FILTER};
  }
}

function store(state: MemberFilterState): void {
  try {
    window.localStorage.setItem(MEMBER_FILTER_STORAGE_KEY, serializeMemberFilter(state));
  } catch {
    // Not remembered across pages then; the filter still applies to this one.
  }
}

/**
 * The filter state of an API item page: the default on the server and before hydration (so the page without
 * JavaScript shows every member), the stored choice once the page runs.
 */
export function useMemberFilter(): [MemberFilterState, (kind: MemberFilterKind, shown: boolean) => void, boolean] {
  const [state, setState] = useState<MemberFilterState>(DEFAULT_MEMBER_FILTER);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setState(readStored());
    setReady(true);
  }, []);
  const set = (kind: MemberFilterKind, shown: boolean) => {
    setState((previous) => {
      const next = {...previous, [kind]: shown};
      store(next);
      return next;
    });
  };
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
