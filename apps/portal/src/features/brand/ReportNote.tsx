import { formatNumber } from '@airtime/design-system';
import * as styles from './brand.css.ts';

/** Says when a report adds up fewer rows than the server holds (the page cap of useAllEvents and useWholeList). */
export function ReportNote({
  count,
  total,
  isComplete,
  isLoading,
  noun,
}: {
  readonly count: number;
  readonly total: number | undefined;
  readonly isComplete: boolean;
  readonly isLoading: boolean;
  readonly noun: string;
}) {
  if (isLoading || isComplete || total === undefined) return null;
  return (
    <p className={styles.note}>
      These figures add up the latest {formatNumber(count)} of {formatNumber(total)} {noun}.
    </p>
  );
}
