import type { WholeList } from '@airtime/api-client';
import type { TableColumn } from '@airtime/design-system';
import { href } from '../../../app/paths.ts';
import { countColumn, moneyColumn, nameColumn } from '../../../features/reports/figureColumns.tsx';
import { FinanceTable } from './FinanceTable.tsx';
import { type PayoutLine, paymentMethodLabel } from './payouts.ts';

const COLUMNS: TableColumn<PayoutLine>[] = [
  nameColumn('Creator'),
  moneyColumn('amount', 'Amount due', (row) => row.amount),
  countColumn('events', 'Aired events', (row) => row.events),
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
  return (
    <FinanceTable
      label="Payouts by creator"
      columns={COLUMNS}
      rows={lines}
      source={source}
      hrefOf={(line) => href('agency-creator', { creatorId: line.id })}
      errorTitle="The payouts could not be loaded."
      noun="creators"
      emptyTitle="No creator is owed anything for this month."
      emptyDescription="Payouts follow the sponsored events that aired; pick another month."
    />
  );
}
