import type {FrameworkPatch} from '../../lib/framework-patches';

/** `a.localeCompare(b)` without a collator: a code-unit comparison. */
const compareCodeUnits = (left: string, right: string): string =>
  `((a, b) => (a < b ? -1 : a > b ? 1 : 0))(${left}, ${right})`;

/**
 * The framework code every page runs while it starts, rewritten where it costs the
 * most for what it does. Applied to the server bundle too, so both render alike.
 */
export const STARTUP_PATCHES: readonly FrameworkPatch[] = [
  {
    package: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsClientUtils.js',
    why:
      "The first `localeCompare` of a page builds the browser's collator: 20–80 ms of main-thread time here, " +
      'several times that on a phone. This sort only puts longer docs paths first, which code units do as well.',
    replacements: [{from: 'b[1].path.localeCompare(a[1].path)', to: compareCodeUnits('b[1].path', 'a[1].path')}],
  },
  {
    package: '@docusaurus/theme-common',
    file: 'lib/utils/reactUtils.js',
    why: 'The same collator, for a sort of object keys that needs any stable order.',
    replacements: [{from: 'a[0].localeCompare(b[0])', to: compareCodeUnits('a[0]', 'b[0]')}],
  },
  {
    package: '@docusaurus/core',
    file: 'lib/client/clientEntry.js',
    why:
      "The app evaluated its own code and then the page's modules in one task, the longest of the page's start. " +
      'It now yields to the browser in between, so the browser can paint and handle input there.',
    replacements: [
      {
        from: 'preload(window.location.pathname).then(',
        // A message, not a timer: hidden tabs hold timers back for up to a second.
        to:
          'new Promise((resume) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resume(); ' +
          'channel.port2.postMessage(null); }).then(() => preload(window.location.pathname)).then(',
      },
    ],
  },
];
