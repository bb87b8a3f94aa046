/**
 * The preview's code buttons: Edit while the static block shows; once editing, Reset, Original (a shared playground's
 * guide code) and Share.
 */
import React, {type ReactNode} from 'react';

import type {ShareStatus} from './useShareLink';

export interface EditControlsProps {
  editing: boolean;
  playground: boolean;
  /** The block's own code (Reset restores it) and the code being edited. */
  code: string;
  source: string;
  original?: {code: string; label: string};
  shareStatus: ShareStatus;
  /** The id of the element that says what Share did. */
  shareMessageId: string;
  onEdit: () => void;
  onReset: () => void;
  onLoadOriginal: (code: string) => void;
  onShare: () => void;
}

export function EditControls(props: EditControlsProps): ReactNode {
  const {editing, playground, code, source, original, shareStatus, shareMessageId} = props;
  if (!editing) {
    return (
      <button type="button" className="button button--sm button--primary" onClick={props.onEdit}>
        Edit
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={props.onReset}
        disabled={playground && source === code}
      >
        Reset
      </button>
      {original && (
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => props.onLoadOriginal(original.code)}
          disabled={source === original.code}
          title={`Load the original code from ${original.label}`}
        >
          Original
        </button>
      )}
      <button
        type="button"
        className="button button--sm button--primary"
        onClick={props.onShare}
        aria-describedby={shareStatus.state === 'idle' ? undefined : shareMessageId}
        data-share-state={shareStatus.state}
      >
        {shareStatus.state === 'copied' ? 'Link copied' : 'Share'}
      </button>
    </>
  );
}
