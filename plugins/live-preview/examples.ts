/** Where the editor examples' scenes live (outside `src/`: they use the 2d JSX runtime). */
export const EDITOR_EXAMPLES_DIR = 'examples/editor';

export interface EditorExample {
  name: string;
  /** `examples/editor/<fileName>.tsx`, and the page `/editor/<fileName>/`. */
  fileName: string;
  /** The project title the player shows. */
  title: string;
  /** One line on the /editor/ index. */
  summary: string;
}

/** The example projects opened in the editor pages. */
export const EDITOR_EXAMPLES: readonly EditorExample[] = [
  {
    name: 'Random',
    fileName: 'random',
    title: 'Random values generator',
    summary: 'Bubbles placed, sized and coloured with a seeded random generator.',
  },
  {
    name: 'Quickstart',
    fileName: 'quickstart',
    title: 'Quickstart example',
    summary: 'The scene from the quickstart guide: a circle and a square.',
  },
  {
    name: 'Logging',
    fileName: 'logging',
    title: 'Logging example',
    summary: 'A counter that writes info, debug and warning messages to the console.',
  },
  {
    name: 'Presentation',
    fileName: 'presentation',
    title: 'Presentation example',
    summary: 'Slides with beginSlide(): playback stops at each one.',
  },
];
