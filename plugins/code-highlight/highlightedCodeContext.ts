import {createContext} from 'react';

/**
 * The build-time tokens of the code block being rendered (the encoded `highlighted`
 * prop that plugins/code-highlight adds to MDX code blocks), from the CodeBlock
 * wrapper down to CodeBlock/Content, which theme-classic renders without props.
 */
export const HighlightedCodeContext = createContext<string | undefined>(undefined);
