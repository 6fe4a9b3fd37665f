import type { ReactNode } from 'react';
import * as styles from './finance.css.ts';

/**
 * A tab page's heading under its section's h1 (the layout's PageHeader): an h2 naming the page, a
 * line of what it shows, and its controls (a month picker) on the right.
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
      <div className={styles.sectionText}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {description !== undefined && <p className={styles.subtle}>{description}</p>}
      </div>
      {actions !== undefined && <div className={styles.toolbar}>{actions}</div>}
    </div>
  );
}
