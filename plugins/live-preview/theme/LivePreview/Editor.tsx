/**
 * CodeMirror 6 with TypeScript + JSX, loaded only when a reader presses "Edit".
 * Tab is left to the browser (no `indentWithTab`) so keyboard users can leave the editor.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {javascript} from '@codemirror/lang-javascript';
import {bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {EditorState} from '@codemirror/state';
import {drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers} from '@codemirror/view';
import {tags} from '@lezer/highlight';

import styles from './styles.module.css';

// Colours come from CSS variables (styles.module.css) so they follow the site's colour mode.
const highlight = HighlightStyle.define([
  {tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword], color: 'var(--lp-keyword)'},
  {tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--lp-string)'},
  {tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--lp-number)'},
  {tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--lp-comment)', fontStyle: 'italic'},
  {tag: [tags.typeName, tags.className, tags.namespace], color: 'var(--lp-type)'},
  {tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--lp-function)'},
  {tag: [tags.propertyName, tags.attributeName], color: 'var(--lp-property)'},
  {tag: [tags.tagName, tags.angleBracket], color: 'var(--lp-tag)'},
]);

const theme = EditorView.theme({
  '&': {fontSize: 'var(--ifm-code-font-size)', backgroundColor: 'var(--prism-background-color)'},
  '.cm-content': {fontFamily: 'var(--ifm-font-family-monospace)', caretColor: 'var(--ifm-font-color-base)'},
  '.cm-gutters': {backgroundColor: 'transparent', border: 'none', color: 'var(--lp-comment)'},
  '.cm-activeLine': {backgroundColor: 'var(--lp-active-line)'},
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)'},
});

export interface EditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
}

export default function Editor({value, onChange, label}: EditorProps): ReactNode {
  const parentRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const parent = parentRef.current;
    if (!parent) return;
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          javascript({jsx: true, typescript: true}),
          syntaxHighlighting(highlight),
          theme,
          EditorView.contentAttributes.of({'aria-label': label}),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => view.destroy();
    // The document is owned by CodeMirror after mount; "Reset" remounts with a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={parentRef} className={styles.editor} data-live-editor="" />;
}
