import { Inline, Stack, text, visuallyHidden } from '@airtime/design-system';
import { createContext, type ReactNode, useContext } from 'react';
import * as styles from './page.css.ts';

/**
 * True under a record's header and tabs (RecordLayout): the selected tab already names the page,
 * so a section's PageHeader keeps its h1 for screen readers and shows only its actions.
 */
export const InRecordContext = createContext(false);

export interface PageHeaderProps {
  /** The page's heading (the h1). */
  readonly title: string;
  readonly description?: string;
  /** Buttons on the right: the page's main actions. */
  readonly actions?: ReactNode;
  /** Before the title, e.g. a record's logo. */
  readonly leading?: ReactNode;
  /**
   * One 40 px line (a section over a compact tab row, SectionPage): the title, its description
   * beside it, the actions on the right.
   */
  readonly line?: boolean;
}

/**
 * A page's title row: the h1, a line of what the page is for, and its actions. Inside a record
 * (page anatomy: one header line, one tab row) the title and line are for screen readers only and
 * the actions sit on the right of the content's first row.
 */
export function PageHeader({ title, description, actions, leading, line }: PageHeaderProps) {
  const inRecord = useContext(InRecordContext);
  if (inRecord) {
    const heading = (
      <div className={visuallyHidden}>
        <h1>{title}</h1>
        {description !== undefined && <p>{description}</p>}
      </div>
    );
    // Without actions nothing shows: the hidden heading is out of the flow, so no gap is added.
    return actions === undefined ? (
      heading
    ) : (
      <header data-page-header="" className={styles.recordSectionActions}>
        {heading}
        <Inline>{actions}</Inline>
      </header>
    );
  }
  if (line === true) {
    return (
      <header data-page-header="" className={styles.headerLine}>
        {leading}
        <h1 className={styles.lineTitle}>{title}</h1>
        {description !== undefined && (
          <p className={`${text({ size: 'sm', tone: 'subtle' })} ${styles.lineDescription}`}>
            {description}
          </p>
        )}
        {actions !== undefined && <div className={styles.lineActions}>{actions}</div>}
      </header>
    );
  }
  return (
    <Inline as="header" align="between" alignY="top" space="md" data-page-header="">
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

/**
 * A page's column: header, then its sections with the grid's gap. `data-page` marks it for
 * e2e/support/contentStart.ts, which measures where the content after its header and tabs starts
 * (the selected tab's panel carries `data-page-content`).
 */
export function Page({
  space = 'lg',
  children,
}: {
  /** The gap between header, tabs and sections: none between a record's header and its tabs. */
  readonly space?: 'none' | 'lg';
  readonly children: ReactNode;
}) {
  return (
    <Stack space={space} data-page="">
      {children}
    </Stack>
  );
}

/** A row of key figures (Stat components) that wraps on narrow screens. */
export function Figures({ children }: { readonly children: ReactNode }) {
  // Auto-fill, not Columns' auto-fit: two figures keep a figure's width rather than share the row.
  return <div className={styles.figures}>{children}</div>;
}
