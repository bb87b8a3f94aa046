/**
 * The member filter of API item pages: which kinds of members a reader hides. Pure functions, so the
 * storage format is unit-tested apart from React.
 */

/** Members a reader can hide, in the order the filter shows them. */
export const MEMBER_FILTER_KINDS = ['inherited', 'protected', 'deprecated'] as const;
export type MemberFilterKind = (typeof MEMBER_FILTER_KINDS)[number];

/** Which kinds are shown; every kind is shown by default, as without JavaScript. */
export type MemberFilterState = Record<MemberFilterKind, boolean>;

export const MEMBER_FILTER_STORAGE_KEY = 'api-member-filter';

export const DEFAULT_MEMBER_FILTER: Readonly<MemberFilterState> = {inherited: true, protected: true, deprecated: true};

export const MEMBER_FILTER_LABELS: Record<MemberFilterKind, string> = {
  inherited: 'Inherited',
  protected: 'Protected',
  deprecated: 'Deprecated',
};

/** Reads a stored value; anything unreadable (not JSON, wrong shape, wrong types) gives the default. */
export function parseMemberFilter(stored: string | null): MemberFilterState {
  if (!stored) return {...DEFAULT_MEMBER_FILTER};
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return {...DEFAULT_MEMBER_FILTER};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {...DEFAULT_MEMBER_FILTER};
  const record = value as Record<string, unknown>;
  const state = {...DEFAULT_MEMBER_FILTER};
  for (const kind of MEMBER_FILTER_KINDS) {
    if (typeof record[kind] === 'boolean') state[kind] = record[kind];
  }
  return state;
}

export function serializeMemberFilter(state: MemberFilterState): string {
  return JSON.stringify(state);
}

/** Class names of the content wrapper that hide the members a reader turned off (see api-reference.css). */
export function memberFilterClasses(state: MemberFilterState): string[] {
  return MEMBER_FILTER_KINDS.filter((kind) => !state[kind]).map((kind) => `api-hide-${kind}`);
}
