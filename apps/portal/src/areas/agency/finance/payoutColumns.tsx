import { Money, Num, type TableColumn } from '@airtime/design-system';
import { PAYOUT_STATUS_TITLES, type Payout } from '@airtime/domain';
import { formatStatusHistory } from '../../../features/finance/statusHistory.ts';
import { dateColumn, recordColumn } from '../../../features/lists/commonColumns.tsx';
import { formatLongMonth } from '../../../features/months/months.ts';
import { PayoutStatusBadge } from '../../../features/status/StatusBadges.tsx';
import { paymentMethodLabel } from './payouts.ts';

/** The payout list's columns; the Move column is added by the list (for those who may write). */
export const PAYOUT_COLUMNS: readonly TableColumn<Payout>[] = [
  recordColumn<Payout>('creator', 'Creator', (payout) => payout.creator, {
    width: 200,
    grow: true,
  }),
  {
    id: 'period_start',
    label: 'Period',
    value: (payout) => payout.period_start,
    cell: (payout) => formatLongMonth(payout.period_start.slice(0, 7)),
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 150,
  },
  {
    id: 'amount',
    label: 'Amount',
    value: (payout) => payout.amount,
    cell: (payout) => <Money value={payout.amount} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 120,
  },
  {
    id: 'events',
    label: 'Events',
    value: (payout) => payout.events_count,
    cell: (payout) => <Num value={payout.events_count} />,
    numeric: true,
    width: 90,
  },
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
