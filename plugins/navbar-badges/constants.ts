/** What each navbar badge reads from its JSON answer and where it caches the last value. */
export const BADGES = {
  discord: {countField: 'presence_count', storageKey: 'discord-users'},
  github: {countField: 'stargazers_count', storageKey: 'github-stars'},
} as const;

export type BadgeKind = keyof typeof BADGES;

/**
 * A cached badge count younger than this is shown without asking again: GitHub
 * allows 60 unauthenticated requests an hour per address.
 */
export const BADGE_CACHE_FRESH_MS = 5 * 60 * 1000;
