import type { TableColumn } from '@airtime/design-system';
import { INVOICE_STATUS_TITLES, type Invoice } from '@airtime/domain';
import { InvoicingCustomerCell } from '../../../features/finance/InvoicingCustomerCell.tsx';
import { formatStatusHistory } from '../../../features/finance/statusHistory.ts';
import { dateColumn, recordColumn } from '../../../features/lists/commonColumns.tsx';
import { InvoiceStatusBadge } from '../../../features/status/StatusBadges.tsx';
import { periodColumns } from './periodColumns.tsx';

/** The invoicing list's columns; the row actions column is added by the list (it may write). */
export const INVOICE_COLUMNS: readonly TableColumn<Invoice>[] = [
  {
    id: 'number',
    label: 'Invoice',
    value: (invoice) => invoice.number,
    allowsSorting: true,
    width: 150,
  },
  recordColumn<Invoice>('brand', 'Brand', (invoice) => invoice.brand, { width: 200, grow: true }),
  {
    id: 'invoicing_customer',
    label: 'Invoicing customer',
    value: (invoice) => invoice.brand?.invoicing_customer?.name ?? '',
    // The brand's customer in the invoicing system, connected or changed from here.
    cell: (invoice) =>
      invoice.brand === undefined ? null : <InvoicingCustomerCell brand={invoice.brand} />,
    width: 190,
  },
  ...periodColumns<Invoice>(),
  {
    id: 'status',
    label: 'Status',
    value: (invoice) => INVOICE_STATUS_TITLES[invoice.status],
    cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
    width: 110,
  },
  dateColumn<Invoice>('issued_on', 'Issued', (invoice) => invoice.issued_on, {
    allowsSorting: true,
    firstSortDirection: 'descending',
  }),
  dateColumn<Invoice>('due_on', 'Due', (invoice) => invoice.due_on, {
    allowsSorting: true,
    firstSortDirection: 'descending',
  }),
  {
    id: 'history',
    label: 'History',
    value: (invoice) => formatStatusHistory(invoice.status_changes, INVOICE_STATUS_TITLES),
    width: 320,
  },
];
