import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {EDITOR_EXAMPLES} from '@site/src/constants';
import styles from '@site/src/components/Playground/styles.module.css';

const SUMMARIES: Record<string, string> = {
  random: 'Bubbles placed, sized and coloured with a seeded random generator.',
  quickstart: 'The scene from the quickstart guide: a circle and a square.',
  logging: 'A counter that writes info, debug and warning messages to the console.',
  presentation: 'Slides with beginSlide(): playback stops at each one.',
};

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
              <p>{example.url}</p>
              <p>{SUMMARIES[example.fileName]}</p>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
