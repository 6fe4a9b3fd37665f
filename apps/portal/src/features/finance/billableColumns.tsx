import { Money, type TableColumn } from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import { dateColumn } from '../lists/commonColumns.tsx';

/** The billable events' columns in the `create invoice` modal. */
export const BILLABLE_COLUMNS: readonly TableColumn<Event>[] = [
  { id: 'title', label: 'Event', value: (event) => event.title, width: 240, grow: true },
  {
    id: 'creator',
    label: 'Creator',
    value: (event) => event.creator?.name ?? event.channel?.name ?? null,
    width: 160,
  },
  dateColumn<Event>('aired_date', 'Aired', (event) => event.aired_date, { width: 120 }),
  dateColumn<Event>('billing_date', 'Billed', (event) => event.billing_date, { width: 120 }),
  {
    id: 'rate',
    label: 'Rate',
    value: (event) => event.rate,
    cell: (event) => <Money value={event.rate} />,
    numeric: true,
    width: 110,
  },
];
