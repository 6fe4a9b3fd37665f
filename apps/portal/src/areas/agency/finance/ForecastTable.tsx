import type { WholeList } from '@airtime/api-client';
import type { TableColumn } from '@airtime/design-system';
import type { ForecastRow } from '@airtime/domain';
import { useMemo } from 'react';
import { href } from '../../../app/paths.ts';
import { formatShortMonth } from '../../../features/months/months.ts';
import { countColumn, moneyColumn, nameColumn } from '../../../features/reports/figureColumns.tsx';
import { FinanceTable } from './FinanceTable.tsx';

/** The forecast per brand: expected amount per month, then the totals; rows open the brand. */
export function ForecastTable({
  rows,
  months,
  source,
}: {
  readonly rows: readonly ForecastRow[];
  readonly months: readonly string[];
  readonly source: WholeList<unknown>;
}) {
  const columns = useMemo<TableColumn<ForecastRow>[]>(
    () => [
      nameColumn('Brand'),
      ...months.map((month) => ({
        ...moneyColumn<ForecastRow>(
          month,
          `Expected ${formatShortMonth(month)}`,
          (row) => row.months[month]?.expected ?? 0,
        ),
        width: 150,
      })),
      moneyColumn('expected', 'Expected', (row) => row.expected),
      moneyColumn('booked', 'Booked', (row) => row.booked),
      countColumn('events', 'Planned events', (row) => row.events),
    ],
    [months],
  );
  return (
    <FinanceTable
      label="Forecast by brand"
      columns={columns}
      rows={rows}
      source={source}
      hrefOf={(row) => href('agency-brand-dashboard', { brandId: row.id })}
      pinFirstColumn
      defaultSort={{ column: 'expected', direction: 'descending' }}
      errorTitle="The planned events could not be loaded."
      noun="brands"
      emptyTitle="No booked event is planned in these months."
      emptyDescription="Book events for brands in Planning to see them forecast here."
    />
  );
}
