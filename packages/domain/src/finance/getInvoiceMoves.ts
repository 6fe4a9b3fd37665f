import type { InvoiceStatus } from './invoiceStatuses.ts';

/**
 * The statuses an invoice may move to next (ours, the spec names none): a draft is sent or voided;
 * a sent invoice is paid, falls overdue or is voided; an overdue one is paid or voided; paid and
 * void are final.
 */
const INVOICE_MOVES: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  draft: ['sent', 'void'],
  sent: ['paid', 'overdue', 'void'],
  overdue: ['paid', 'void'],
  paid: [],
  void: [],
};

/** The statuses an invoice at `status` may move to, in the order menus offer them. */
export function getInvoiceMoves(status: InvoiceStatus): readonly InvoiceStatus[] {
  return INVOICE_MOVES[status];
}
