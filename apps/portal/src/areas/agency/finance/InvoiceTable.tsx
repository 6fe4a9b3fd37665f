import type { WholeList } from '@airtime/api-client';
import { DateText, type TableColumn } from '@airtime/design-system';
import type { InvoiceLine } from '@airtime/domain';
import { href } from '../../../app/paths.ts';
import { formatLongMonth } from '../../../features/months/months.ts';
import { countColumn, moneyColumn, nameColumn } from '../../../features/reports/figureColumns.tsx';
import { FinanceTable } from './FinanceTable.tsx';

/** The first or last billing day of a line's events. */
function billingDayColumn(
  id: 'firstBilling' | 'lastBilling',
  label: string,
): TableColumn<InvoiceLine> {
  return {
    id,
    label,
    value: (line) => line[id],
    cell: (line) => <DateText value={line[id]} />,
    allowsSorting: true,
    width: 150,
  };
}

const COLUMNS: TableColumn<InvoiceLine>[] = [
  nameColumn('Brand'),
  { id: 'month', label: 'Billing month', value: (line) => formatLongMonth(line.month), width: 150 },
  countColumn('events', 'Events', (row) => row.events),
  moneyColumn('amount', 'Amount', (row) => row.amount),
  billingDayColumn('firstBilling', 'First billing day'),
  billingDayColumn('lastBilling', 'Last billing day'),
];

/** One line per brand to invoice for the billing month; a row opens the brand. */
export function InvoiceTable({
  lines,
  source,
}: {
  readonly lines: readonly InvoiceLine[];
  readonly source: WholeList<unknown>;
}) {
  return (
    <FinanceTable
      label="Invoices by brand"
      columns={COLUMNS}
      rows={lines}
      source={source}
      hrefOf={(line) => href('agency-brand-dashboard', { brandId: line.brandId })}
      errorTitle="The billable events could not be loaded."
      noun="invoices"
      singularNoun="invoice"
      emptyTitle="Nothing is billed in this month."
      emptyDescription="Aired events are billed on their billing day; pick another month."
    />
  );
}
