import type { WholeList } from '@airtime/api-client';
import type { TableColumn } from '@airtime/design-system';
import { useNavigate } from 'react-router';
import { href } from '../../../app/paths.ts';
import { getListStates, SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { type PayoutLine, paymentMethodLabel } from './payouts.ts';
import { amountColumn, eventsColumn, nameColumn } from './totalsColumns.tsx';

const COLUMNS: TableColumn<PayoutLine>[] = [
  nameColumn('Creator'),
  amountColumn('Amount due'),
  eventsColumn('Aired events'),
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
  return (
    <SummaryTable
      label="Payouts by creator"
      columns={COLUMNS}
      rows={lines}
      getRowId={(line) => line.id}
      defaultSort={{ column: 'amount', direction: 'descending' }}
      onRowAction={(key) => void navigate(href('agency-creator', { creatorId: Number(key) }))}
      {...getListStates(source)}
      errorTitle="The payouts could not be loaded."
      noun="creators"
      emptyTitle="No creator is owed anything for this month."
      emptyDescription="Payouts follow the sponsored events that aired; pick another month."
    />
  );
}
