import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import HomeFeatures from '@site/src/components/HomeFeatures';
import HomeHero from '@site/src/components/HomeHero';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={siteConfig.title} description={siteConfig.tagline}>
      <main>
        <HomeHero />
        <HomeFeatures />
      </main>
    </Layout>
  );
}
