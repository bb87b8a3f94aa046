import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import gallery from '@timing-curves/gallery';

import styles from './styles.module.css';

/** Every timing function of the installed library, drawn at build time, each linked to its reference page. */
export default function TimingCurveGallery(): ReactNode {
  return (
    <ul className={styles.gallery} aria-label="Timing functions">
      {gallery.map(({name, url, svg}) => (
        <li key={name} className={styles.item}>
          {/* Our own build-time drawing (numbers from the library), not reader input. */}
          <div className={styles.curve} dangerouslySetInnerHTML={{__html: svg}} />
          <Link to={url}>
            <code>{name}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
