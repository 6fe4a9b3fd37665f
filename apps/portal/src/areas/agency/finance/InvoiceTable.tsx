import type { WholeList } from '@airtime/api-client';
import { DateText, type TableColumn } from '@airtime/design-system';
import type { InvoiceLine } from '@airtime/domain';
import { href } from '../../../app/paths.ts';
import { formatLongMonth } from '../../../features/months/months.ts';
import { countColumn, moneyColumn, nameColumn } from '../../../features/reports/figureColumns.tsx';
import { FinanceTable } from './FinanceTable.tsx';

const COLUMNS: TableColumn<InvoiceLine>[] = [
  nameColumn('Brand'),
  { id: 'month', label: 'Billing month', value: (line) => formatLongMonth(line.month), width: 150 },
  countColumn('events', 'Events', (row) => row.events),
  moneyColumn('amount', 'Amount', (row) => row.amount),
  {
    id: 'firstBilling',
    label: 'First billing day',
    value: (line) => line.firstBilling,
    cell: (line) => <DateText value={line.firstBilling} />,
    allowsSorting: true,
    width: 150,
  },
  {
    id: 'lastBilling',
    label: 'Last billing day',
    value: (line) => line.lastBilling,
    cell: (line) => <DateText value={line.lastBilling} />,
    allowsSorting: true,
    width: 150,
  },
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
