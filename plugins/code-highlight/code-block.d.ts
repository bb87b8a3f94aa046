// The CodeBlock entry (theme/CodeBlock) also takes build-time tokens from JSX.
import '@theme/CodeBlock';

declare module '@theme/CodeBlock' {
  interface Props {
    /** Encoded build-time tokens (plugins/code-highlight `highlightedProp`); checked against the code before use. */
    readonly highlighted?: string;
  }
}
