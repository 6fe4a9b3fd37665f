import type { ReactNode } from 'react';
import * as styles from './creator.css.ts';

/**
 * The heading of a tab inside a record's layout: an h2, since the layout's header holds the page's
 * h1 (the record's name).
 */
export function SectionHeader({
  title,
  description,
  actions,
}: {
  readonly title: string;
  readonly description?: string;
  readonly actions?: ReactNode;
}) {
  return (
    <div className={styles.sectionHeader}>
      <div>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {description !== undefined && <p className={styles.sectionDescription}>{description}</p>}
      </div>
      {actions}
    </div>
  );
}

/** A tab's column: its header, then its parts with the grid's gap. */
export function Section({ children }: { readonly children: ReactNode }) {
  return <section className={styles.section}>{children}</section>;
}
