import { describe, expect, it } from 'vitest';
import type { EventPayment } from '../model/EventPayment.ts';
import { getPaymentChain, type PaymentChainEvent } from './getPaymentChain.ts';

const invoice = (over: Partial<NonNullable<EventPayment['invoice']>> = {}) => ({
  id: 1,
  number: 'INV-1',
  status: 'sent' as const,
  issued_on: '2026-10-03',
  due_on: '2026-11-02',
  paid_at: null,
  ...over,
});
const payout = (over: Partial<NonNullable<EventPayment['payout']>> = {}) => ({
  id: 1,
  status: 'scheduled' as const,
  sent_at: null,
  paid_at: null,
  method: 2 as const,
  ...over,
});
const billed = (payment: EventPayment | undefined): PaymentChainEvent => ({
  billing_date: '2026-10-01',
  aired_date: '2026-09-20',
  payment,
});

const PAID = invoice({ status: 'paid', paid_at: '2026-10-20T15:00:00.000Z' });

describe('getPaymentChain', () => {
  it.each([
    // what, event, today, next step, late days, expected arrival (no payout yet: a check's 10 days)
    ['nothing yet, on time', billed(undefined), '2026-10-04', 'invoiced', 0, '2026-11-15'],
    [
      'invoice 7 days late',
      billed({ invoice: null, payout: null }),
      '2026-10-13',
      'invoiced',
      7,
      '2026-11-15',
    ],
    [
      'draft invoice counts as not issued',
      billed({
        invoice: invoice({ status: 'draft', issued_on: null, due_on: null }),
        payout: null,
      }),
      '2026-10-06',
      'invoiced',
      0,
      '2026-11-15',
    ],
    [
      'issued, brand not due yet',
      billed({ invoice: invoice(), payout: null }),
      '2026-10-20',
      'brand_paid',
      0,
      '2026-11-17',
    ],
    [
      'brand 12 days past due_on',
      billed({ invoice: invoice({ status: 'overdue' }), payout: null }),
      '2026-11-14',
      'brand_paid',
      12,
      '2026-11-29',
    ],
    [
      'brand paid, payout due in 5 days',
      billed({ invoice: PAID, payout: payout() }),
      '2026-10-22',
      'payout_sent',
      0,
      '2026-10-26',
    ],
    [
      'payout 10 days late after the brand paid',
      billed({ invoice: PAID, payout: payout() }),
      '2026-11-04',
      'payout_sent',
      10,
      '2026-11-05',
    ],
    [
      'sent by check, in transit',
      billed({
        invoice: PAID,
        payout: payout({ status: 'sent', sent_at: '2026-10-24T09:00:00.000Z', method: 1 }),
      }),
      '2026-10-30',
      'received',
      0,
      '2026-11-03',
    ],
    [
      'sent by PayPal, 3 days overdue',
      billed({
        invoice: PAID,
        payout: payout({ status: 'sent', sent_at: '2026-10-24T09:00:00.000Z' }),
      }),
      '2026-10-28',
      'received',
      3,
      '2026-10-28',
    ],
    [
      'received',
      billed({
        invoice: PAID,
        payout: payout({
          status: 'paid',
          sent_at: '2026-10-24T09:00:00.000Z',
          paid_at: '2026-10-25T11:00:00.000Z',
        }),
      }),
      '2026-12-01',
      null,
      0,
      '2026-10-25',
    ],
    [
      'no billing day: the aired day counts',
      { billing_date: null, aired_date: '2026-09-20', payment: undefined },
      '2026-09-30',
      'invoiced',
      5,
      '2026-11-04',
    ],
    [
      'no day at all: nothing is due',
      { billing_date: null, aired_date: null },
      '2026-09-30',
      'invoiced',
      0,
      null,
    ],
  ] as const)('%s', (_what, event, today, next, lateDays, arrival) => {
    const chain = getPaymentChain(event, today);
    expect(chain.next).toBe(next);
    expect(chain.lateDays).toBe(lateDays);
    expect(chain.expectedArrival).toBe(arrival);
  });

  it.each([
    // transit by payment preference type: sent 2026-10-24, expected arrival
    [0, '2026-11-03'],
    [1, '2026-11-03'],
    [2, '2026-10-25'],
    [3, '2026-10-29'],
    [4, '2026-10-27'],
    [null, '2026-11-03'],
  ] as const)('a payout sent by method %s is expected on %s', (method, arrival) => {
    const sent = payout({ status: 'sent', sent_at: '2026-10-24T09:00:00.000Z', method });
    const chain = getPaymentChain(billed({ invoice: PAID, payout: sent }), '2026-10-24');
    expect(chain.expectedArrival).toBe(arrival);
    expect(chain.method).toBe(method);
  });

  it.each([
    // which steps are done on which day, and their due days
    [
      billed({ invoice: PAID, payout: payout() }),
      [
        ['invoiced', '2026-10-03', '2026-10-06'],
        ['brand_paid', '2026-10-20', '2026-11-02'],
        ['payout_sent', null, '2026-10-25'],
        ['received', null, '2026-10-27'],
      ],
    ],
    [
      billed({ invoice: null, payout: null }),
      [
        ['invoiced', null, '2026-10-06'],
        ['brand_paid', null, '2026-10-31'],
        ['payout_sent', null, '2026-11-05'],
        ['received', null, '2026-11-15'],
      ],
    ],
  ] as const)('steps and due days %#', (event, expected) => {
    const chain = getPaymentChain(event, '2026-10-26');
    expect(chain.steps.map((step) => [step.name, step.doneOn, step.dueOn])).toEqual(expected);
  });

  it.each([
    ['failed', true],
    ['sent', false],
  ] as const)('a %s payout is failed: %s', (status, failed) => {
    const sent = payout({ status, sent_at: '2026-10-24T09:00:00.000Z' });
    expect(getPaymentChain(billed({ invoice: PAID, payout: sent }), '2026-10-30').isFailed).toBe(
      failed,
    );
  });

  it('marks only the step waited for as late, however old the later ones are', () => {
    const chain = getPaymentChain(billed({ invoice: null, payout: null }), '2027-01-01');
    expect(chain.steps.map((step) => step.lateDays)).toEqual([87, 0, 0, 0]);
  });
});
