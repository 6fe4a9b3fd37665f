import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { visuallyHidden } from '../Field/Field.css.ts';
import { Figure } from '../Figure/Figure.tsx';
import type { NumericInput } from '../format/empty.ts';
import { formatPercent } from '../format/formatPercent.ts';
import { Money } from '../Money/Money.tsx';
import { Num } from '../Num/Num.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './RecordHeader.css.ts';

export interface RecordHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The record's name ("Lesch-Welch"); undefined while it loads (a skeleton holds its line). */
  title: string | undefined;
  /**
   * What screen readers hear while the name loads (and the heading reads, with `headingLevel`).
   * @default 'Loading...'
   */
  loadingLabel?: string | undefined;
  /**
   * Makes the name a heading of this level; without it the name is plain text (the page below
   * carries the h1).
   * @default undefined
   */
  headingLevel?: 1 | 2 | 3 | undefined;
  /**
   * First in the line: the way back to the record's list, as breadcrumbs ("Brands ›"). Pages
   * with a RecordHeader show it here instead of a breadcrumb row above.
   * @default undefined
   */
  trail?: ReactNode;
  /**
   * Before the name: the record's logo or avatar, 32 px.
   * @default undefined
   */
  leading?: ReactNode;
  /**
   * One short line under the name: state badges, industry, a link.
   * @default undefined
   */
  meta?: ReactNode;
  /**
   * Key figures, inline: `RecordHeaderFigure`s (they form a description list).
   * @default undefined
   */
  figures?: ReactNode;
  /**
   * On the right: the record's actions (one primary, the rest in a menu).
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Names the header's region for screen readers ("Brand").
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * The root `<section>`.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/**
 * A record page's header in one 40 px band (page anatomy): the way back, logo, name and a line of
 * state on the left,
 * key figures inline, actions on the right. It is as tall loaded as loading, and it belongs to
 * the record's layout, above its tabs, so switching tabs never moves it.
 */
export function RecordHeader({
  title,
  headingLevel,
  loadingLabel = 'Loading...',
  trail,
  leading,
  meta,
  figures,
  actions,
  className,
  ...props
}: RecordHeaderProps) {
  const Title = headingLevel === undefined ? 'p' : (`h${headingLevel}` as const);
  return (
    <section {...props} className={cx(styles.recordHeader, className)}>
      <div className={styles.identity}>
        {trail !== undefined && <div className={styles.trail}>{trail}</div>}
        {leading}
        <div className={styles.names}>
          {title === undefined ? (
            <>
              <Skeleton
                shape="rect"
                width={200}
                height={40}
                {...(headingLevel === undefined ? { label: loadingLabel } : {})}
              />
              {/* The page keeps its heading while the name loads. */}
              {headingLevel !== undefined && (
                <Title className={visuallyHidden}>{loadingLabel}</Title>
              )}
            </>
          ) : (
            <>
              <Title className={styles.title}>{title}</Title>
              {meta !== undefined && <div className={styles.meta}>{meta}</div>}
            </>
          )}
        </div>
      </div>
      {figures !== undefined && <dl className={styles.figures}>{figures}</dl>}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}

export interface RecordHeaderFigureProps {
  /** What the figure is ("Aired events"). */
  label: string;
  /** The figure; null or undefined show an em dash. */
  value: NumericInput;
  /**
   * `number`, `money` or `percent` (a ratio: 0.12 is 12%), as Stat formats them.
   * @default 'number'
   */
  format?: 'number' | 'money' | 'percent' | undefined;
  /**
   * Abbreviate ($1.2M), keeping the exact figure for screen readers and on hover.
   * @default false
   */
  compact?: boolean | undefined;
  /**
   * Decimals of the figure.
   * @default 0
   */
  decimals?: number | undefined;
  /**
   * A skeleton in the figure's line while it loads (the header keeps its height).
   * @default false
   */
  isLoading?: boolean | undefined;
}

/** One key figure of a RecordHeader: the value over its label, a `<dt>`/`<dd>` pair. */
export function RecordHeaderFigure({
  label,
  value,
  format = 'number',
  compact = false,
  decimals = 0,
  isLoading = false,
}: RecordHeaderFigureProps) {
  return (
    <div className={styles.figure} aria-busy={isLoading || undefined}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>
        {isLoading ? (
          <span className={styles.figureSkeleton}>
            <Skeleton shape="rect" width="3.5em" height="1em" />
          </span>
        ) : format === 'money' ? (
          <Money value={value} compact={compact} decimals={decimals} />
        ) : format === 'percent' ? (
          <Figure>{formatPercent(value, { decimals })}</Figure>
        ) : (
          <Num value={value} compact={compact} decimals={decimals} />
        )}
      </dd>
    </div>
  );
}
