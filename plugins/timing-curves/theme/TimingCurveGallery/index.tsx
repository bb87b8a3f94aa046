import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import gallery from '@timing-curves/gallery';

import {CURVE_BOX} from '../../box';
import styles from './styles.module.css';

function Curve({image, description}: {image: string; description: string}): ReactNode {
  return (
    <img
      className={styles.curve}
      src={useBaseUrl(image)}
      alt={description}
      width={CURVE_BOX.width}
      height={CURVE_BOX.height}
      loading="lazy"
      decoding="async"
    />
  );
}

/** Every timing function of the installed library, drawn at build time, each linked to its reference page. */
export default function TimingCurveGallery(): ReactNode {
  return (
    <ul className={styles.gallery} aria-label="Timing functions">
      {gallery.map(({name, url, image, description}) => (
        <li key={name} className={styles.item}>
          <Curve image={image} description={description} />
          <Link to={url}>
            <code>{name}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
