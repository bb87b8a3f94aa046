import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {EDITOR_EXAMPLES} from '../examples';
import {decodeFragment, isShareFragment, type DecodedLink} from '../share/link';
import SharedPlayground from './SharedPlayground';
import styles from './Playground/styles.module.css';

type Shared = {state: 'none'} | {state: 'reading'} | {state: 'read'; link: DecodedLink};

/** The share link in the address, if any: it is read in the browser only (a fragment never reaches a server). */
function useSharedScene(): Shared {
  const [shared, setShared] = useState<Shared>({state: 'none'});
  useEffect(() => {
    let current = 0;
    const read = () => {
      const id = ++current;
      const fragment = window.location.hash;
      if (!isShareFragment(fragment)) {
        setShared({state: 'none'});
        return;
      }
      setShared({state: 'reading'});
      void decodeFragment(fragment).then((link) => {
        if (id === current) setShared({state: 'read', link});
      });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      current++;
      window.removeEventListener('hashchange', read);
    };
  }, []);
  return shared;
}

/** /editor/: the example projects that open in a full-page editor and player, or a shared scene (`#v1.…`). */
export default function EditorIndex(): ReactNode {
  const shared = useSharedScene();
  if (shared.state !== 'none') {
    return (
      <Layout title="Shared scene" description="A scene shared as a link, to edit and play in a sandbox.">
        <SharedPlayground link={shared.state === 'read' ? shared.link : null} />
      </Layout>
    );
  }
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
