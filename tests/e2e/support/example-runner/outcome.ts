/** What running one guide example in the browser found. */
export interface RunOutcome {
  /** Compile, evaluation and run-time errors, and messages logged at level `error`. */
  errors: string[];
  /** The scene's duration in frames as the preview player measures it (up to the time limit). */
  frames: number;
  /** Whether the scene was stopped at the time limit rather than ending by itself. */
  cut: boolean;
  /** The first sampled frame with more than one colour, or -1. */
  nonBlankFrame: number;
}
