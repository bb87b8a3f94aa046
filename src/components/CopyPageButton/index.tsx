import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {COPY_PAGE} from './texts';
import {markdownPathFor} from '@site/src/utils/markdownCopy';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'unavailable' | 'failed';

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Copies the page's plain-markdown copy (written at build by `plugins/llms-txt`)
 * to the clipboard. When the clipboard cannot be written (insecure context, denied
 * permission, old browser) it says so and links to the `.md` file instead.
 */
export default function CopyPageButton({permalink}: {permalink: string}): ReactNode {
  const markdownUrl = useBaseUrl(markdownPathFor(permalink));
  const [status, setStatus] = useState<Status>('idle');
  const reset = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);

  async function copy(): Promise<void> {
    window.clearTimeout(reset.current);
    const clipboard: Clipboard | undefined = navigator.clipboard;
    if (!clipboard || !window.isSecureContext) {
      setStatus('unavailable');
      return;
    }
    setStatus('copying');
    try {
      if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
        // Safari only keeps the user gesture if the clipboard write starts now,
        // with the content still loading.
        const blob = fetchMarkdown(markdownUrl).then((text) => new Blob([text], {type: 'text/plain'}));
        await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      } else {
        await clipboard.writeText(await fetchMarkdown(markdownUrl));
      }
      setStatus('copied');
      reset.current = window.setTimeout(() => setStatus('idle'), COPY_PAGE.resetMs);
    } catch (error) {
      // A failed fetch and a refused clipboard look alike here; tell which.
      const refused = error instanceof DOMException && error.name === 'NotAllowedError';
      setStatus(refused ? 'unavailable' : 'failed');
    }
  }

  const message =
    status === 'copied'
      ? COPY_PAGE.copied
      : status === 'unavailable'
        ? COPY_PAGE.unavailable
        : status === 'failed'
          ? COPY_PAGE.failed
          : '';
  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={clsx('button button--sm', styles.button)}
        onClick={() => void copy()}
        disabled={status === 'copying'}
      >
        {status === 'copying' ? COPY_PAGE.copying : COPY_PAGE.label}
      </button>
      <p className={styles.status} role="status">
        {message}
        {(status === 'unavailable' || status === 'failed') && (
          <>
            {' '}
            {/* A static .md file, not a route: the client router must not handle it. */}
            {/* eslint-disable-next-line @docusaurus/no-html-links */}
            <a href={markdownUrl}>{COPY_PAGE.linkText}</a>
          </>
        )}
      </p>
    </div>
  );
}
