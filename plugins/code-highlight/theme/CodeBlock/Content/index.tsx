/**
 * Replaces theme-classic's CodeBlock/Content, the one component that runs Prism in the
 * browser. Code blocks from MDX arrive already tokenized (plugins/code-highlight);
 * this renders those tokens with the original's markup minus the inline theme
 * styles (a generated stylesheet colours them, see plugins/code-highlight). A block without
 * them (JSX `<CodeBlock>`, magic comments) renders plain, then highlights once a
 * separate Prism chunk has loaded, so Prism is never part of a page's first load.
 */
import React, {useContext, useEffect, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';

import {decodeHighlightedCode, plainTokenLines, tokenLinesText, type HighlightedCode} from '../../../codeTokens';
import {HighlightedCodeContext} from '../../../highlightedCodeContext';
import styles from './styles.module.css';
import {highlightProps} from './themeProps';

/** The build-time tokens when they spell exactly this block's code in its language. */
function usePrecomputedTokens(code: string, language: string): HighlightedCode | null {
  const encoded = useContext(HighlightedCodeContext);
  return useMemo(() => {
    const decoded = encoded === undefined ? null : decodeHighlightedCode(encoded);
    return decoded && decoded.language === language && tokenLinesText(decoded.lines) === code ? decoded : null;
  }, [encoded, code, language]);
}

/** Tokens for a block without build-time ones: plain at first (as on the server), highlighted after load. */
function useBrowserTokens(code: string, language: string, enabled: boolean): HighlightedCode | null {
  const [highlighted, setHighlighted] = useState<HighlightedCode | null>(null);
  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let current = true;
    import(/* webpackChunkName: "prism" */ './loadPrism')
      .then(({highlightInBrowser}) => {
        if (current) {
          setHighlighted(highlightInBrowser(code, language));
        }
      })
      // Offline or a stale deployment: the block simply stays unhighlighted.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code, language, enabled]);
  return highlighted;
}

/**
 * The same object for as long as its content is the same. theme-classic parses a block's metadata again on every
 * render of CodeBlock/Content/String (its word-wrap state lives there), which gives new but equal line classes.
 */
function useStableValue<T>(value: T): T {
  const key = JSON.stringify(value);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
  return useMemo(() => value, [key]);
}

function Pre(props: ComponentProps<'pre'>): ReactNode {
  return (
    // The code may scroll sideways; keyboard users need to reach it (as the original).
    <pre tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const precomputed = usePrecomputedTokens(code, language);
  const loaded = useBrowserTokens(code, language, precomputed === null);
  const lines = useMemo(() => (precomputed ?? loaded)?.lines ?? plainTokenLines(code), [precomputed, loaded, code]);
  const {className, getLineProps, getTokenProps} = useMemo(() => highlightProps(language), [language]);
  const stableLineClassNames = useStableValue(lineClassNames);
  // The lines stay as they are when only the block's word-wrap state changes (its context), so its tokens
  // are not rendered again.
  const body = useMemo(
    () => (
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}
      >
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={stableLineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    ),
    [lines, stableLineClassNames, lineNumbersStart, getLineProps, getTokenProps],
  );
  return (
    <Pre ref={codeBlockRef} className={clsx(classNameProp, className)}>
      {body}
    </Pre>
  );
}
