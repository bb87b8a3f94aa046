import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import LivePreview from '../LivePreview';
import type {PlaygroundProps} from '../..';
import styles from './styles.module.css';

/** A full-page editor and player for one of the site's example projects (/editor/<fileName>/). */
export default function Playground({example, code, highlighted}: PlaygroundProps): ReactNode {
  const fileName = `src/scenes/${example.fileName}.tsx`;
  return (
    <Layout title={`${example.name} example`} description={`${example.title}: edit the scene and watch it play.`}>
      <main className={styles.main}>
        <nav className={styles.breadcrumbs} aria-label="Breadcrumbs">
          <Link to="/editor/">Editor examples</Link> / {example.name}
        </nav>
        <Heading as="h1">{example.title}</Heading>
        <p>
          Edit the scene on the left; the player replays it a moment after you stop typing. Errors appear under the
          player and the last good frame stays. Reset restores the example.
        </p>
        <LivePreview
          code={code}
          title={fileName}
          playground
          share={{from: {title: `${example.name} example`, path: `/editor/${example.fileName}/`}, original: code}}
        >
          <CodeBlock language="tsx" title={fileName} highlighted={highlighted}>
            {code}
          </CodeBlock>
        </LivePreview>
      </main>
    </Layout>
  );
}
