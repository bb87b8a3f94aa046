import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import names from '@timing-curves/gallery';

import {CURVE_BOX, CURVE_FILES_PATH, TIMING_CATEGORY} from '../../box';
import styles from './styles.module.css';

function Curve({name}: {name: string}): ReactNode {
  return (
    <img
      className={styles.curve}
      src={useBaseUrl(`/${CURVE_FILES_PATH}/${name}.svg`)}
      // Short: the link beside it names the function, and its page describes the curve in full.
      alt={`Curve of ${name}`}
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
      {names.map((name) => (
        <li key={name} className={styles.item}>
          <Curve name={name} />
          <Link to={`/api/core/${TIMING_CATEGORY}/${name}`}>
            <code>{name}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
