import type { WholeList } from '@airtime/api-client';
import { EmptyState, ErrorState, Money, Table, type TableColumn } from '@airtime/design-system';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { type PayoutLine, paymentMethodLabel } from './payouts.ts';

const COLUMNS: TableColumn<PayoutLine>[] = [
  {
    id: 'name',
    label: 'Creator',
    value: (line) => line.name,
    allowsSorting: true,
    grow: true,
    width: 200,
  },
  {
    id: 'amount',
    label: 'Amount due',
    value: (line) => line.amount,
    cell: (line) => <Money value={line.amount} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    numeric: true,
    width: 140,
  },
  {
    id: 'events',
    label: 'Aired events',
    value: (line) => line.events,
    allowsSorting: true,
    firstSortDirection: 'descending',
    numeric: true,
    width: 120,
  },
  {
    id: 'method',
    label: 'Payment method',
    value: (line) => paymentMethodLabel(line.preference),
    allowsSorting: true,
    width: 170,
  },
  { id: 'payee', label: 'Payee', value: (line) => line.preference?.payee_name ?? null, width: 180 },
  {
    id: 'details',
    label: 'Account',
    value: (line) => line.preference?.details ?? null,
    width: 180,
  },
];

/** Each creator's amount due and where it goes; a row opens the creator. */
export function PayoutTable({
  lines,
  source,
}: {
  readonly lines: readonly PayoutLine[];
  readonly source: WholeList<unknown>;
}) {
  const navigate = useNavigate();
  const byId = new Map(lines.map((line) => [line.id, line]));
  return (
    <Table<PayoutLine>
      aria-label="Payouts by creator"
      columns={COLUMNS}
      rows={lines}
      getRowId={(line) => line.id}
      defaultSortDescriptor={{ column: 'amount', direction: 'descending' }}
      onRowAction={(key) => {
        const line = byId.get(Number(key));
        if (line !== undefined) navigate(href('agency-creator', { creatorId: line.id }));
      }}
      isLoading={source.isLoading}
      rowCountLabel={(count) => `${count} creators`}
      emptyState={
        <EmptyState
          size="sm"
          title="No creator is owed anything for this month."
          description="Payouts follow the sponsored events that aired; pick another month."
        />
      }
      {...(source.error === undefined
        ? {}
        : {
            errorState: (
              <ErrorState
                size="sm"
                title="The payouts could not be loaded."
                description={source.error.message}
                action={{ label: 'Try again', onPress: () => void source.refresh() }}
              />
            ),
          })}
    />
  );
}
