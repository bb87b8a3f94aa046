import type {FrameworkPatch} from '../../lib/framework-patches';

/**
 * The framework code every page runs while it starts, rewritten where it costs the
 * most for what it does. Applied to the server bundle too, so both render alike.
 */
export const STARTUP_PATCHES: readonly FrameworkPatch[] = [
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
