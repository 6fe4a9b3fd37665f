import type { ReactNode } from 'react';
import * as styles from './page.css.ts';

export interface PageHeaderProps {
  /** The page's heading (the h1). */
  readonly title: string;
  readonly description?: string;
  /** Buttons on the right: the page's main actions. */
  readonly actions?: ReactNode;
  /** Before the title, e.g. a record's logo. */
  readonly leading?: ReactNode;
}

/** A page's title row: the h1, a line of what the page is for, and its actions. */
export function PageHeader({ title, description, actions, leading }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        {leading}
        <div className={styles.headerText}>
          <h1 className={styles.title}>{title}</h1>
          {description !== undefined && <p className={styles.subtle}>{description}</p>}
        </div>
      </div>
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

/** A page's column: header, then its sections with the grid's gap. */
export function Page({ children }: { readonly children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}

/** A row of key figures (Stat components) that wraps on narrow screens. */
export function Figures({ children }: { readonly children: ReactNode }) {
  return <div className={styles.figures}>{children}</div>;
}
