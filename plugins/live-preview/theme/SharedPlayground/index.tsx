import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import LivePreview from '../LivePreview';
import type {DecodedLink} from '../../share/link';
import styles from '../Playground/styles.module.css';

/** What a link that could not be read opens with: a scene that runs and draws nothing yet. */
export const EMPTY_SCENE = `import {makeScene2D} from '@canvas-commons/2d';

export default makeScene2D(function* (view) {
  // Add nodes to the view here.
});
`;

export interface SharedPlaygroundProps {
  /** The decoded fragment, or null while it is being read. */
  link: DecodedLink | null;
}

/** /editor/#v1.…: code from a share link, edited here and run only in a sandboxed frame. */
export default function SharedPlayground({link}: SharedPlaygroundProps): ReactNode {
  const scene = link?.ok ? link.scene : null;
  const code = scene?.code ?? EMPTY_SCENE;
  const from = scene?.from;
  return (
    <main className={styles.main} data-shared-playground={link === null ? 'reading' : link.ok ? 'ok' : link.reason}>
      <nav className={styles.breadcrumbs} aria-label="Breadcrumbs">
        <Link to="/editor/">Editor examples</Link> / Shared scene
      </nav>
      <Heading as="h1">Shared scene</Heading>
      {link && !link.ok && (
        <div className="alert alert--warning margin-bottom--md" role="alert">
          <strong>The link could not be opened.</strong> {link.message} The playground below starts empty.
        </div>
      )}
      <p>
        {from ? (
          <>
            Shared from <Link to={from.path}>{from.title}</Link>.{' '}
          </>
        ) : null}
        {scene ? 'This code came in a link. It runs' : 'Code written here runs'} in a sandbox: it cannot read this
        site’s storage or cookies, change this page or open other pages.
        {scene ? (
          <>
            {' '}
            Edit it on the left; Reset goes back to the code of the link
            {scene.original !== undefined && from ? <>, and Original to the code on {from.title}</> : null}.
          </>
        ) : null}
      </p>
      {link && (
        <LivePreview
          // A new link (the fragment changed) starts a new playground.
          key={link.ok ? `${link.scene.code.length}:${link.scene.code.slice(0, 200)}` : link.reason}
          code={code}
          title="src/scenes/shared.tsx"
          playground
          sandboxed
          share={{from, original: scene?.original}}
          original={scene?.original !== undefined && from ? {code: scene.original, label: from.title} : undefined}
        />
      )}
    </main>
  );
}
