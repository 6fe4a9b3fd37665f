import type { WholeList } from '@airtime/api-client';
import { formatNumber, text } from '@airtime/design-system';

/** Says when a report adds up fewer rows than the server holds (the page cap of useAllEvents and useWholeList). */
export function ReportNote({
  list,
  noun,
}: {
  /** The list the report adds up. */
  readonly list: Pick<WholeList<unknown>, 'items' | 'total' | 'isComplete' | 'isLoading'>;
  readonly noun: string;
}) {
  const { items, total, isComplete, isLoading } = list;
  if (isLoading || isComplete || total === undefined) return null;
  return (
    <p className={text({ size: 'sm', tone: 'subtle' })}>
      These figures add up the latest {formatNumber(items.length)} of {formatNumber(total)} {noun}.
    </p>
  );
}
