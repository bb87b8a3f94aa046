/**
 * The suggested queries, put into DocSearch's no-results screen: DocSearch 4.7.0 never shows its own "Try searching
 * for" list (it turns the suggestions array into an object).
 */
import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';

import {SEARCH} from '../../constants';

/** Types a suggestion into DocSearch's input the way a visitor would, so DocSearch runs the query. */
function prefillQuery(container: HTMLElement | null, query: string): void {
  const input = container?.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  // React tracks the input's value; the native setter plus an input event is what typing does.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/** `noResults`: DocSearch's no-results screen; `container`: the modal's, whose input a suggestion is typed into. */
export function QuerySuggestions({
  noResults,
  container,
}: {
  noResults: Element;
  container: HTMLElement | null;
}): ReactNode {
  return createPortal(
    <div className="search-suggestions">
      <p className="DocSearch-Help">{SEARCH.texts.suggestedQuery}:</p>
      <ul>
        {SEARCH.suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className="DocSearch-Prefill" onClick={() => prefillQuery(container, suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>,
    noResults,
  );
}
