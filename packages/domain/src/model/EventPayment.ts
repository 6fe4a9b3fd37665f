import type { InvoiceStatus } from '../finance/invoiceStatuses.ts';
import type { PayoutStatus } from '../finance/payoutStatuses.ts';
import type { PaymentPreferenceType } from '../payment/paymentPreferenceTypes.ts';

/**
 * Where an aired event's money stands: the brand invoice that bills it and the creator payout
 * that pays it (the events list gives it with `with=payment`; ours). Each reader gets dates and
 * statuses only; amounts stay on the invoice and payout lists their permissions open.
 */
export interface EventPayment {
  readonly invoice: {
    readonly id: number;
    readonly number: string;
    readonly status: InvoiceStatus;
    /** yyyy-MM-dd; null while a draft. */
    readonly issued_on: string | null;
    /** yyyy-MM-dd: issued_on plus the brand's agreed terms; null while a draft. */
    readonly due_on: string | null;
    /** ISO date-time the brand paid; null until then. */
    readonly paid_at: string | null;
  } | null;
  readonly payout: {
    readonly id: number;
    readonly status: PayoutStatus;
    /** ISO date-time the agency sent the money; null until then. */
    readonly sent_at: string | null;
    /** ISO date-time the creator received it; null until then. */
    readonly paid_at: string | null;
    /** How it is paid: the type of the payment preference it goes to; null without one. */
    readonly method: PaymentPreferenceType | null;
  } | null;
}
