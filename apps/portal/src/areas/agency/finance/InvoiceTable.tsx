import type { WholeList } from '@airtime/api-client';
import { DateText, type TableColumn } from '@airtime/design-system';
import type { InvoiceLine } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../../app/paths.ts';
import { getListStates, SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { formatLongMonth } from '../../../features/months/months.ts';
import { amountColumn, eventsColumn, nameColumn } from './totalsColumns.tsx';

const COLUMNS: TableColumn<InvoiceLine>[] = [
  nameColumn('Brand'),
  { id: 'month', label: 'Billing month', value: (line) => formatLongMonth(line.month), width: 150 },
  eventsColumn('Events'),
  amountColumn('Amount'),
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
  const navigate = useNavigate();
  const byId = new Map(lines.map((line) => [line.id, line]));
  return (
    <SummaryTable
      label="Invoices by brand"
      columns={COLUMNS}
      rows={lines}
      getRowId={(line) => line.id}
      defaultSort={{ column: 'amount', direction: 'descending' }}
      onRowAction={(key) => {
        const line = byId.get(String(key));
        if (line !== undefined) navigate(href('agency-brand-dashboard', { brandId: line.brandId }));
      }}
      {...getListStates(source)}
      errorTitle="The billable events could not be loaded."
      noun="invoices"
      singularNoun="invoice"
      emptyTitle="Nothing is billed in this month."
      emptyDescription="Aired events are billed on their billing day; pick another month."
    />
  );
}
