import type {ComponentType, ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {CustomFields} from '@site/src/site';
import {BADGES, type BadgeKind} from '../../constants';
import type {CountSource} from '../../badgeCount';
import {formatCount} from '../../formatCount';

import {DiscordIcon, GitHubIcon} from './icons';
import {useBadgeCount} from './useBadgeCount';
import styles from './styles.module.css';

interface BadgeText {
  /** Shown in the mobile sidebar next to the count, and the accessible name while no count is shown. */
  name: string;
  /** Accessible name once the count is known, e.g. "1.2k users online on Discord". */
  countLabel: (formatted: string, count: number) => string;
  Icon: ComponentType<{className?: string}>;
  apiField: keyof CustomFields;
  linkField: keyof CustomFields;
}

const BADGE_TEXT: Record<BadgeKind, BadgeText> = {
  discord: {
    name: 'Discord',
    countLabel: (formatted, count) => `${formatted} ${count === 1 ? 'user' : 'users'} online on Discord`,
    Icon: DiscordIcon,
    apiField: 'discordApi',
    linkField: 'discordUrl',
  },
  github: {
    name: 'GitHub',
    countLabel: (formatted, count) => `${formatted} ${count === 1 ? 'star' : 'stars'} on GitHub`,
    Icon: GitHubIcon,
    apiField: 'githubApi',
    linkField: 'githubUrl',
  },
};

export interface NavbarBadgeProps {
  badge: BadgeKind;
  /** Set by the navbar when the item renders in the mobile sidebar. */
  mobile?: boolean;
  className?: string;
}

function readStringField(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A navbar link to the chat server or the repository with its live count
 * (users online, stars). The number is hidden while loading (its width stays
 * reserved) and when loading failed; the link always stays.
 */
export default function NavbarBadge({badge, mobile = false, className}: NavbarBadgeProps): ReactNode {
  const {customFields = {}} = useDocusaurusContext().siteConfig;
  const text = BADGE_TEXT[badge];
  const apiUrl = readStringField(customFields, text.apiField);
  const linkUrl = readStringField(customFields, text.linkField);
  const source: CountSource | null = apiUrl ? {url: apiUrl, ...BADGES[badge]} : null;
  const count = useBadgeCount(source);

  if (!linkUrl) {
    return null;
  }

  const formatted = typeof count === 'number' ? formatCount(count) : '';
  const label = typeof count === 'number' ? text.countLabel(formatted, count) : text.name;
  const countElement = (
    <span className={clsx(styles.count, count === false && styles.countFailed)} data-state={stateName(count)}>
      {formatted}
    </span>
  );

  const link = (
    // An external address with its own target and rel: nothing for <Link> to route or prefetch.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a
      href={linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={mobile ? undefined : label}
      data-badge={badge}
      className={clsx(
        mobile ? 'menu__link' : 'navbar__item navbar__link',
        styles.badge,
        mobile && styles.mobile,
        className,
      )}
    >
      <text.Icon className={styles.icon} />
      {mobile && <span className={styles.name}>{text.name}</span>}
      {countElement}
    </a>
  );

  return mobile ? <li className="menu__list-item">{link}</li> : link;
}

function stateName(count: number | false | null): 'loading' | 'loaded' | 'failed' {
  if (count === null) {
    return 'loading';
  }
  return count === false ? 'failed' : 'loaded';
}
