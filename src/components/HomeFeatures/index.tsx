import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

interface Feature {
  title: string;
  body: string;
  link: {to: string; label: string};
}

const FEATURES: Feature[] = [
  {
    title: 'Time reads top to bottom',
    body: 'A scene is a generator function. Each yield* waits for an animation to finish, so the order of your code is the order on screen, and running things at once is one call to all().',
    link: {to: '/docs/flow', label: 'Learn about flow'},
  },
  {
    title: 'Values that stay in step',
    body: 'Every property is a signal. Make one depend on another and it follows along through every tween, with no manual bookkeeping.',
    link: {to: '/docs/signals', label: 'Learn about signals'},
  },
  {
    title: 'A real layout engine',
    body: 'Rows, columns, gaps and padding come from flexbox, so text, code and shapes line up the way a designer expects, and stay aligned while they animate.',
    link: {to: '/docs/layouts', label: 'Learn about layouts'},
  },
  {
    title: 'Code, maths and curves',
    body: 'Highlighted code that edits itself, LaTeX formulas, Bézier curves, splines and SVG paths are built-in nodes, ready for explainers and talks.',
    link: {to: '/docs/category/components', label: 'See the components'},
  },
  {
    title: 'An editor that reloads as you type',
    body: 'Start the editor and every save replays the scene in your browser, with a timeline for time events and an inspector for nodes.',
    link: {to: '/docs/quickstart', label: 'Start a project'},
  },
  {
    title: 'Render anywhere',
    body: 'Export image sequences or video, or embed the player web component in any page, with the project variables you choose.',
    link: {to: '/docs/rendering', label: 'Learn about rendering'},
  },
];

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <Heading as="h2" id="features-heading" className={styles.heading}>
        What you get
      </Heading>
      <div className={styles.grid}>
        {FEATURES.map((feature) => (
          <article key={feature.title} className={styles.card}>
            <Heading as="h3">{feature.title}</Heading>
            <p>{feature.body}</p>
            <Link to={feature.link.to}>{feature.link.label}</Link>
          </article>
        ))}
      </div>
    </section>
  );
}
