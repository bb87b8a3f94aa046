import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import MDXContent from '@theme/MDXContent';
import Heading from '@theme/Heading';

import {CUSTOM_FIELDS} from '@site/src/site';
import HomeSample from '@site/src/pages/_home-sample.mdx';
import styles from './styles.module.css';

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
          <Link className={clsx('button button--primary', styles.action)} to="/docs/quickstart">
            Get started
          </Link>
          <Link className={clsx('button button--secondary', styles.action)} to="/editor/">
            Try it in the browser
          </Link>
          <Link
            className={clsx('button button--secondary button--outline', styles.action)}
            href={CUSTOM_FIELDS.githubUrl}
          >
            Source on GitHub
          </Link>
        </div>
      </div>
      <div className={styles.sample}>
        <MDXContent>
          <HomeSample />
        </MDXContent>
      </div>
    </header>
  );
}
