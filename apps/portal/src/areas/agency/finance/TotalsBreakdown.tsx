import type { WholeList } from '@airtime/api-client';
import { BarChart, Num, Stack, Stat, type TableColumn, text } from '@airtime/design-system';
import { computeGrandTotal, type RevenueTotals } from '@airtime/domain';
import { useMemo } from 'react';
import { Figures } from '../../../features/page/PageHeader.tsx';
import { countColumn, moneyColumn, nameColumn } from '../../../features/reports/figureColumns.tsx';
import { FinanceTable } from './FinanceTable.tsx';

/** Bars in the chart: the largest few; the table below holds every row. */
const CHART_BARS = 10;

export interface TotalsBreakdownProps {
  /** The chart's and the table's name, e.g. 'Revenue by brand'. */
  readonly label: string;
  /** The first column's header: 'Brand' or 'Creator'. */
  readonly nameLabel: string;
  /** Plural noun for counts: 'brands'. */
  readonly noun: string;
  readonly rows: readonly RevenueTotals[];
  /** The events behind the rows (their loading and error state). */
  readonly source: WholeList<unknown>;
  /** The page of a row's brand or creator. */
  readonly hrefOf: (row: RevenueTotals) => string;
  readonly emptyTitle: string;
  readonly emptyDescription: string;
}

/**
 * Amounts per brand or creator: the totals as figures, the largest as a bar chart (with its table
 * view), and every row in a sortable table whose rows open the record.
 */
export function TotalsBreakdown({
  label,
  nameLabel,
  noun,
  rows,
  source,
  hrefOf,
  emptyTitle,
  emptyDescription,
}: TotalsBreakdownProps) {
  const total = computeGrandTotal(rows);
  const columns = useMemo<TableColumn<RevenueTotals>[]>(
    () => [
      nameColumn(nameLabel),
      moneyColumn('amount', 'Aired rates', (row) => row.amount),
      countColumn('events', 'Aired events', (row) => row.events),
      {
        id: 'views',
        label: 'Views',
        value: (row) => row.views,
        cell: (row) => <Num value={row.views} compact />,
        allowsSorting: true,
        firstSortDirection: 'descending',
        numeric: true,
        width: 120,
      },
    ],
    [nameLabel],
  );
  const errorMessage =
    source.error === undefined
      ? undefined
      : `The events could not be loaded: ${source.error.message}`;
  return (
    <Stack>
      <Figures>
        <Stat
          label="Aired rates"
          value={total.amount}
          format="money"
          compact
          isLoading={source.isLoading}
        />
        <Stat label="Aired events" value={total.events} isLoading={source.isLoading} />
        <Stat label={`${nameLabel}s`} value={rows.length} isLoading={source.isLoading} />
      </Figures>
      <BarChart
        label={`${label}, top ${CHART_BARS}`}
        data={rows.slice(0, CHART_BARS).map((row) => ({ name: row.name, amount: row.amount }))}
        x="name"
        xLabel={nameLabel}
        series={[{ key: 'amount', label: 'Aired rates' }]}
        valueFormat="money"
        isLoading={source.isLoading}
        errorMessage={errorMessage}
        emptyMessage={emptyTitle}
      />
      <FinanceTable
        label={label}
        columns={columns}
        rows={rows}
        source={source}
        hrefOf={hrefOf}
        errorTitle="The events could not be loaded."
        noun={noun}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
      />
      {source.isTruncated && (
        <p className={text({ tone: 'subtle' })}>
          Only the first 5,000 events are counted; pick a shorter period.
        </p>
      )}
    </Stack>
  );
}
