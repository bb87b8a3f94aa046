/**
 * The steps of `npm test` and what each waits for; `scripts/test-suite.ts` runs them, and
 * the pull-request workflow picks from the same list which of them a change needs.
 */

export interface SuiteStep {
  id: string;
  title: string;
  command: readonly string[];
  /** Steps that must have passed first. */
  after: readonly string[];
  /** Print its output as it comes (the long last step), not in one block when it ends. */
  stream?: boolean;
  /** Can fail when only guides, blog posts or static files change. */
  content: boolean;
}

/**
 * Two lanes: the checks that need no build run one after another (one core), beside
 * the production build (the other); the build's own checks and the end-to-end tests
 * then share the machine.
 */
export const SUITE_STEPS: readonly SuiteStep[] = [
  {id: 'typecheck', title: 'Type-check (tsc)', command: ['npx', 'tsc', '--noEmit'], after: [], content: false},
  {
    id: 'lint',
    title: 'Lint and formatting (ESLint, Prettier)',
    command: ['npm', 'run', '--silent', 'lint'],
    after: ['typecheck'],
    content: true,
  },
  {
    id: 'unit',
    title: 'Unit tests and claims (Vitest)',
    command: ['npx', 'vitest', 'run'],
    after: ['lint'],
    content: true,
  },
  {
    id: 'examples',
    title: 'Guide examples type-check',
    command: ['npm', 'run', '--silent', 'check:examples'],
    after: ['unit'],
    content: true,
  },
  {
    id: 'front-matter',
    title: 'Front matter and MDX syntax of guides and blog posts',
    command: ['npm', 'run', '--silent', 'check:front-matter'],
    after: ['examples'],
    content: true,
  },
  {id: 'build', title: 'Production build', command: ['npm', 'run', '--silent', 'build'], after: [], content: true},
  {
    id: 'build-output',
    title: 'Build output (paths, metadata, feeds, HTML checker)',
    command: ['npx', 'vitest', 'run', '--config', 'vitest.build.config.mts'],
    after: ['build'],
    content: true,
  },
  {
    id: 'e2e',
    title: 'End-to-end tests (Playwright, Chromium)',
    command: ['npx', 'playwright', 'test'],
    after: ['build'],
    stream: true,
    content: true,
  },
  {
    id: 'dev-server',
    title: 'Dev server: search from the sources, and a saved page found',
    command: ['npx', 'playwright', 'test', '--config', 'playwright.dev.config.ts'],
    // It writes a page into docs/ for a moment: after the checks that read docs/. It reuses the build's API pages.
    // Last: beside the e2e tests, the two cores cannot compile the dev bundle and answer its page in time.
    after: ['front-matter', 'e2e'],
    content: true,
  },
];

/** Paths whose change can only break what content can break: guides, posts, their images and static files. */
const CONTENT_PATH = /^(docs|blog|static)\//;

/**
 * End-to-end specs that read what guides and posts say or how they render: every page's load, accessibility, the
 * examples running, the learning path, code blocks, previews, type-aware code and search ranking over the content.
 */
export const CONTENT_E2E_SPECS = [
  'a11y',
  'code-blocks',
  'crawl',
  'examples-run',
  'learning',
  'previews',
  'search',
  'type-aware-code',
] as const;

export interface ChangePlan {
  /** Every path is content (an empty list, a change nobody named, is not). */
  contentOnly: boolean;
  /** Ids of the steps to run, in suite order. */
  steps: string[];
  /** End-to-end spec files to run; null for all of them. */
  e2eSpecs: string[] | null;
}

/**
 * What a change needs, given the paths it touches. A change to content alone skips what content cannot break: the
 * type-check of the site's own code and the end-to-end specs of the theme, the share sandbox and the other features
 * that do not read page content. Anything else, or nothing known, runs the whole suite.
 */
export function planForChange(paths: readonly string[]): ChangePlan {
  const contentOnly = paths.length > 0 && paths.every((changed) => CONTENT_PATH.test(changed));
  return {
    contentOnly,
    steps: SUITE_STEPS.filter((step) => !contentOnly || step.content).map((step) => step.id),
    e2eSpecs: contentOnly ? CONTENT_E2E_SPECS.map((spec) => `tests/e2e/${spec}.spec.ts`) : null,
  };
}

/** The machine's CPU counters (Linux `/proc/stat`, first line), in clock ticks; null where there is none. */
export interface CpuTicks {
  user: number;
  system: number;
  idle: number;
  total: number;
}

/** Reads the `cpu` line of `/proc/stat`: user nice system idle iowait irq softirq steal … */
export function cpuTicksOf(procStat: string): CpuTicks | null {
  const fields = procStat
    .match(/^cpu\s+([\d\s]+)$/m)?.[1]
    ?.trim()
    .split(/\s+/)
    .map(Number);
  if (!fields || fields.length < 8) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields as [number, ...number[]];
  return {
    user: user + nice!,
    system: system! + irq! + softirq!,
    idle: idle! + iowait!,
    total: user + nice! + system! + idle! + iowait! + irq! + softirq! + steal!,
  };
}

/**
 * How busy the machine's cores were between two readings, in percent. Every process counts, the browsers' too, so
 * it says whether the suite waited on the cores (near 100: only less work makes it faster) or on something else.
 */
export function busyShare(before: CpuTicks, after: CpuTicks): {busy: number; user: number; system: number} {
  const total = after.total - before.total;
  const percent = (ticks: number) => (total > 0 ? (100 * ticks) / total : 0);
  return {
    busy: percent(total - (after.idle - before.idle)),
    user: percent(after.user - before.user),
    system: percent(after.system - before.system),
  };
}
