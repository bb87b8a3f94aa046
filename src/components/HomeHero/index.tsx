import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import {CUSTOM_FIELDS} from '@site/src/constants';
import styles from './styles.module.css';

const SAMPLE = `import {Circle, makeScene2D} from '@canvas-commons/2d';
import {all, createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const dot = createRef<Circle>();
  view.add(<Circle ref={dot} size={120} fill="#ffb347" />);

  yield* all(
    dot().position.x(300, 1).to(-300, 1),
    dot().fill('#4fd1c5', 2),
  );
});`;

export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={styles.copy}>
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/quickstart">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/editor/">
            Try it in the browser
          </Link>
          <Link className="button button--secondary button--outline button--lg" href={CUSTOM_FIELDS.githubUrl}>
            Source on GitHub
          </Link>
        </div>
      </div>
      <div className={styles.sample}>
        <CodeBlock language="tsx" title="src/scenes/example.tsx">
          {SAMPLE}
        </CodeBlock>
      </div>
    </header>
  );
}
