import type { EventPayment } from '../model/EventPayment.ts';
import type { PaymentPreferenceType } from '../payment/paymentPreferenceTypes.ts';
import { addCalendarDays, calendarDaysBetween } from './calendarDays.ts';
import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  INVOICE_ISSUE_DAYS,
  PAYOUT_LEAD_DAYS,
  PAYOUT_TRANSIT_DAYS,
} from './paymentChainTimes.ts';

/** The steps of an aired event's money, in order: brand invoiced, brand paid, payout sent, received. */
export const PAYMENT_CHAIN_STEPS = ['invoiced', 'brand_paid', 'payout_sent', 'received'] as const;
export type PaymentChainStepName = (typeof PAYMENT_CHAIN_STEPS)[number];

export const PAYMENT_CHAIN_STEP_TITLES: Record<PaymentChainStepName, string> = {
  invoiced: 'Invoiced',
  brand_paid: 'Paid by brand',
  payout_sent: 'Payout sent',
  received: 'Received',
};

export interface PaymentChainStep {
  readonly name: PaymentChainStepName;
  /** yyyy-MM-dd it happened; null until then. */
  readonly doneOn: string | null;
  /** yyyy-MM-dd it is due by: from the steps before (done or expected) and the agreed terms. */
  readonly dueOn: string | null;
  /** yyyy-MM-dd it is expected: its day once done, else its due day, or today once that passed. */
  readonly expectedOn: string | null;
  /** Days past its due day while it is the step waited for; 0 when not late. */
  readonly lateDays: number;
}

export interface PaymentChain {
  readonly steps: readonly [PaymentChainStep, PaymentChainStep, PaymentChainStep, PaymentChainStep];
  /** The first step not done; null once the creator received the money. */
  readonly next: PaymentChainStepName | null;
  /** The late step's days past due (only the step waited for can be late); 0 when on time. */
  readonly lateDays: number;
  /** How the payout goes (its payment preference type); null before there is a payout. */
  readonly method: PaymentPreferenceType | null;
  /** yyyy-MM-dd the creator has, or is expected to have, the money; null without a billing day. */
  readonly expectedArrival: string | null;
  /** The payout failed on its way: the creator gets nothing until it is sent again. */
  readonly isFailed: boolean;
}

/** What the chain reads of an event: its billing day (else its aired day) and its payment. */
export interface PaymentChainEvent {
  readonly billing_date: string | null;
  readonly aired_date: string | null;
  readonly payment?: EventPayment | null | undefined;
}

/**
 * Where an aired event's money stands for its creator, on `today` (yyyy-MM-dd): each step's day,
 * due day and expected day, which step is next and whether it is late. Due days: the invoice
 * INVOICE_ISSUE_DAYS after billing; the brand's payment on the invoice's due day (else billing plus
 * DEFAULT_PAYMENT_TERMS_DAYS); the payout PAYOUT_LEAD_DAYS after the brand paid; its arrival the
 * method's PAYOUT_TRANSIT_DAYS after it was sent. A step still open past its due day is expected
 * today, and the steps after it move with it.
 */
export function getPaymentChain(event: PaymentChainEvent, today: string): PaymentChain {
  const invoice = event.payment?.invoice ?? null;
  const payout = event.payment?.payout ?? null;
  const method = payout?.method ?? null;
  const billedOn = event.billing_date ?? event.aired_date;
  const done: readonly (string | null)[] = [
    invoice?.issued_on ?? null,
    dayOf(invoice?.paid_at),
    dayOf(payout?.sent_at),
    dayOf(payout?.paid_at),
  ];
  const dueAfter = [
    (previous: string) => addCalendarDays(previous, INVOICE_ISSUE_DAYS),
    // The brand's terms run from billing, as the invoice's due day says once it is issued.
    () =>
      invoice?.due_on ??
      (billedOn === null ? null : addCalendarDays(billedOn, DEFAULT_PAYMENT_TERMS_DAYS)),
    (previous: string) => addCalendarDays(previous, PAYOUT_LEAD_DAYS),
    (previous: string) => addCalendarDays(previous, PAYOUT_TRANSIT_DAYS[method ?? 0]),
  ];
  const steps: PaymentChainStep[] = [];
  let previous = billedOn;
  let next: PaymentChainStepName | null = null;
  PAYMENT_CHAIN_STEPS.forEach((name, index) => {
    const doneOn = done[index] ?? null;
    const dueOn = previous === null ? null : (dueAfter[index]?.(previous) ?? null);
    const waitedFor = doneOn === null && next === null;
    if (waitedFor) next = name;
    const lateDays =
      waitedFor && dueOn !== null ? Math.max(0, calendarDaysBetween(dueOn, today)) : 0;
    const expectedOn = doneOn ?? (dueOn === null ? null : laterOf(dueOn, today));
    steps.push({ name, doneOn, dueOn, expectedOn, lateDays });
    previous = expectedOn;
  });
  const [invoiced, brandPaid, payoutSent, received] = steps as [
    PaymentChainStep,
    PaymentChainStep,
    PaymentChainStep,
    PaymentChainStep,
  ];
  return {
    steps: [invoiced, brandPaid, payoutSent, received],
    next,
    lateDays: Math.max(...steps.map((step) => step.lateDays)),
    method,
    expectedArrival: received.expectedOn,
    isFailed: payout?.status === 'failed',
  };
}

/** The UTC day of an ISO date-time (or a yyyy-MM-dd day). */
function dayOf(at: string | null | undefined): string | null {
  return at == null ? null : at.slice(0, 10);
}

function laterOf(a: string, b: string): string {
  return a > b ? a : b;
}
