import type { TableColumn } from '@airtime/design-system';
import { PAYOUT_STATUS_TITLES, type Payout } from '@airtime/domain';
import { formatStatusHistory } from '../../../features/finance/statusHistory.ts';
import { dateColumn, recordColumn } from '../../../features/lists/commonColumns.tsx';
import { PayoutStatusBadge } from '../../../features/status/StatusBadges.tsx';
import { paymentMethodLabel } from './payouts.ts';
import { periodColumns } from './periodColumns.tsx';

/** The payout list's columns; the Move column is added by the list (for those who may write). */
export const PAYOUT_COLUMNS: readonly TableColumn<Payout>[] = [
  recordColumn<Payout>('creator', 'Creator', (payout) => payout.creator, {
    width: 200,
    grow: true,
  }),
  ...periodColumns<Payout>(),
  {
    id: 'method',
    label: 'Payment method',
    value: (payout) => paymentMethodLabel(payout.paymentPreference),
    width: 150,
  },
  {
    id: 'status',
    label: 'Status',
    value: (payout) => PAYOUT_STATUS_TITLES[payout.status],
    cell: (payout) => <PayoutStatusBadge status={payout.status} />,
    width: 110,
  },
  dateColumn<Payout>('sent_at', 'Sent', (payout) => payout.sent_at, {
    allowsSorting: true,
    firstSortDirection: 'descending',
  }),
  dateColumn<Payout>('paid_at', 'Received', (payout) => payout.paid_at, {
    allowsSorting: true,
    firstSortDirection: 'descending',
  }),
  {
    id: 'history',
    label: 'History',
    value: (payout) => formatStatusHistory(payout.status_changes, PAYOUT_STATUS_TITLES),
    width: 320,
  },
];
