import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {EDITOR_EXAMPLES} from '../examples';
import styles from './Playground/styles.module.css';

/** /editor/: the example projects that open in a full-page editor and player. */
export default function EditorIndex(): ReactNode {
  return (
    <Layout title="Editor examples" description="Example projects to edit and play in the browser.">
      <main className={styles.main}>
        <Heading as="h1">Editor examples</Heading>
        <p>
          Each example opens in an editor next to a player. The code runs with the real library in your browser; nothing
          is installed and nothing is sent anywhere.
        </p>
        <ul className={styles.list}>
          {EDITOR_EXAMPLES.map((example) => (
            <li key={example.fileName} className={styles.card}>
              <Heading as="h2">
                <Link to={`/editor/${example.fileName}/`}>{example.name}</Link>
              </Heading>
              <p>{example.title}</p>
              <p>{example.summary}</p>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
