import type { InfiniteList } from '@airtime/api-client';
import {
  Card,
  EmptyState,
  ErrorState,
  formatNumber,
  Link,
  LinkButton,
  Skeleton,
} from '@airtime/design-system';
import { type ReactNode, useId } from 'react';
import * as styles from './home.css.ts';
import { WORK_ROWS } from './workRows.ts';

/** A list hook's loading, error and retry, as a WorkList takes them. */
export function listState(
  list: Pick<InfiniteList<unknown>, 'isLoading' | 'error' | 'refresh' | 'total'>,
) {
  return {
    total: list.total,
    isLoading: list.isLoading,
    error: list.error,
    onRetry: () => void list.refresh(),
  };
}

/** One row of a worklist: what it is, and its one action, a link into where it is done. */
export interface WorkRow {
  readonly key: number | string;
  readonly title: string;
  /** One line under the title: who, when, how long. */
  readonly meta?: ReactNode;
  /** Before the text: an avatar. */
  readonly leading?: ReactNode;
  /** Status badges before the action; they give way on a narrow card. */
  readonly badges?: ReactNode;
  /** The action's verb ("Open plan", "Reply"). */
  readonly action: string;
  /** Where the action leads. */
  readonly href: string;
  /** Changed by someone else a moment ago (realtime): quietly marked. */
  readonly isMarked?: boolean;
}

export interface WorkListProps {
  readonly title: string;
  /** What the list holds and in which order, one line. */
  readonly description: string;
  /** The list's total on the server, for "12 in all". */
  readonly total: number | undefined;
  readonly rows: readonly WorkRow[];
  readonly isLoading: boolean;
  readonly error: Error | undefined;
  readonly onRetry: () => void;
  /** The screen with the whole list. */
  readonly viewAll: { readonly href: string } | { readonly onPress: () => void };
  /** What happened, what to do, and the one button. */
  readonly empty: {
    readonly title: string;
    readonly description: string;
    readonly action: { readonly label: string; readonly href: string };
  };
}

function ViewAll({ viewAll, title }: Pick<WorkListProps, 'viewAll' | 'title'>) {
  const label = `View all ${title.toLowerCase()}`;
  if ('href' in viewAll) {
    return (
      <Link variant="standalone" href={viewAll.href} aria-label={label}>
        View all
      </Link>
    );
  }
  return (
    <Link variant="standalone" onPress={viewAll.onPress} aria-label={label}>
      View all
    </Link>
  );
}

function Body({ rows, isLoading, error, onRetry, empty, title }: WorkListProps) {
  if (error !== undefined && rows.length === 0) {
    return (
      <div className={styles.state}>
        <ErrorState
          size="sm"
          headingLevel={3}
          title={`The ${title.toLowerCase()} could not be loaded.`}
          description={error.message}
          action={{ label: 'Try again', onPress: onRetry }}
        />
      </div>
    );
  }
  if (isLoading) {
    return (
      <ul className={styles.rows} aria-busy="true" aria-label={title}>
        {Array.from({ length: WORK_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.skeletonRow}>
            <Skeleton shape="circle" width={24} />
            <span className={styles.rowText}>
              <Skeleton shape="text" lines={2} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (rows.length === 0) {
    return (
      <div className={styles.state}>
        <EmptyState size="sm" headingLevel={3} {...empty} />
      </div>
    );
  }
  return (
    <ul className={styles.rows} aria-label={title}>
      {rows.map((row) => (
        <li key={row.key} className={styles.row} data-marked={row.isMarked === true || undefined}>
          {row.leading}
          <span className={styles.rowText}>
            <span className={styles.rowTitle} title={row.title}>
              {row.title}
            </span>
            {row.meta !== undefined && <span className={styles.rowMeta}>{row.meta}</span>}
          </span>
          <span className={styles.rowEnd}>
            {row.badges !== undefined && <span className={styles.rowBadges}>{row.badges}</span>}
            <LinkButton size="sm" href={row.href} aria-label={`${row.action}: ${row.title}`}>
              {row.action}
            </LinkButton>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A part of home's worklist: a titled card with a few rows to act on, each with its one action
 * into the screen where it is done, and "View all" to that screen; skeleton rows while loading,
 * an empty state with what to do, an error with "Try again".
 */
export function WorkList(props: WorkListProps) {
  const headingId = useId();
  const { title, description, total, viewAll, isLoading } = props;
  const count = isLoading || total === undefined ? '' : `${formatNumber(total)} in all · `;
  return (
    <section aria-labelledby={headingId}>
      <Card
        padding="none"
        headingLevel={2}
        title={<span id={headingId}>{title}</span>}
        description={`${count}${description}`}
        actions={<ViewAll viewAll={viewAll} title={title} />}
      >
        <Body {...props} />
      </Card>
    </section>
  );
}

/** Home's lists: two columns from a laptop on, one on a phone. */
export function WorkGrid({ children }: { readonly children: ReactNode }) {
  return <div className={styles.worklist}>{children}</div>;
}
