import { Inline, Stack, text } from '@airtime/design-system';
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
    <Inline as="header" align="between" alignY="top" space="md">
      <Inline space="md" wrap={false}>
        {leading}
        <Stack space="xs">
          <h1 className={styles.title}>{title}</h1>
          {description !== undefined && <p className={text({ tone: 'subtle' })}>{description}</p>}
        </Stack>
      </Inline>
      {actions !== undefined && <Inline>{actions}</Inline>}
    </Inline>
  );
}

/** A page's column: header, then its sections with the grid's gap. */
export function Page({ children }: { readonly children: ReactNode }) {
  return <Stack space="lg">{children}</Stack>;
}

/** A row of key figures (Stat components) that wraps on narrow screens. */
export function Figures({ children }: { readonly children: ReactNode }) {
  // Auto-fill, not Columns' auto-fit: two figures keep a figure's width rather than share the row.
  return <div className={styles.figures}>{children}</div>;
}
