// The code block's extension point (theme/CodeBlock/Preview): what a plugin may put around a fence's static block.
declare module '@theme/CodeBlock/Preview' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The fence's code. */
    readonly code: string;
    /** The fence's meta string (`title="…" preview`), where a plugin reads its flags. */
    readonly metastring: string | undefined;
    /** The static code block. */
    readonly children: ReactNode;
  }
  export default function CodeBlockPreview(props: Props): ReactNode;
}
