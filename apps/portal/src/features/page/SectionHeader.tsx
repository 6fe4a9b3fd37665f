import { Stack, Toolbar, text } from '@airtime/design-system';
import type { ReactNode } from 'react';
import * as styles from './page.css.ts';

/**
 * A tab's heading under its layout's h1 (a section's or a record's PageHeader): an h2 naming the
 * tab, a line of what it shows, and its controls (a filter, a month picker) on the right.
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
    <Toolbar
      start={
        <Stack space="xxs">
          <h2 className={styles.sectionTitle}>{title}</h2>
          {description !== undefined && <p className={text({ tone: 'subtle' })}>{description}</p>}
        </Stack>
      }
      end={actions}
    />
  );
}

/** A tab's column: its header, then its parts with the grid's gap. */
export function Section({ children }: { readonly children: ReactNode }) {
  // A <section>, which the design system's Stack does not render as.
  return <section className={styles.section}>{children}</section>;
}
