import type { WholeList } from '@airtime/api-client';
import {
  DateText,
  EmptyState,
  ErrorState,
  Money,
  Table,
  type TableColumn,
} from '@airtime/design-system';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import type { InvoiceLine } from './aggregate.ts';
import { monthName } from './month.ts';

const COLUMNS: TableColumn<InvoiceLine>[] = [
  {
    id: 'name',
    label: 'Brand',
    value: (line) => line.name,
    allowsSorting: true,
    grow: true,
    width: 200,
  },
  { id: 'month', label: 'Billing month', value: (line) => monthName(line.month), width: 150 },
  {
    id: 'events',
    label: 'Events',
    value: (line) => line.events,
    allowsSorting: true,
    firstSortDirection: 'descending',
    numeric: true,
    width: 100,
  },
  {
    id: 'amount',
    label: 'Amount',
    value: (line) => line.amount,
    cell: (line) => <Money value={line.amount} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    numeric: true,
    width: 140,
  },
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
    <Table<InvoiceLine>
      aria-label="Invoices by brand"
      columns={COLUMNS}
      rows={lines}
      getRowId={(line) => line.id}
      defaultSortDescriptor={{ column: 'amount', direction: 'descending' }}
      onRowAction={(key) => {
        const line = byId.get(String(key));
        if (line !== undefined) navigate(href('agency-brand-dashboard', { brandId: line.brandId }));
      }}
      isLoading={source.isLoading}
      rowCountLabel={(count) => `${count} ${count === 1 ? 'invoice' : 'invoices'}`}
      emptyState={
        <EmptyState
          size="sm"
          title="Nothing is billed in this month."
          description="Aired events are billed on their billing day; pick another month."
        />
      }
      {...(source.error === undefined
        ? {}
        : {
            errorState: (
              <ErrorState
                size="sm"
                title="The billable events could not be loaded."
                description={source.error.message}
                action={{ label: 'Try again', onPress: () => void source.refresh() }}
              />
            ),
          })}
    />
  );
}
