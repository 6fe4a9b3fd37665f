import type { ReactNode } from 'react';
import * as styles from './DetailList.css.ts';

/** One fact of a record: what it is and its value. */
export type Detail = readonly [term: string, value: ReactNode];

/** A record's facts as a description list, terms in one column and values in the next. */
export function DetailList({ details }: { readonly details: readonly Detail[] }) {
  return (
    <dl className={styles.list}>
      {details.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
