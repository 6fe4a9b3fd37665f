import { describe, expect, it } from 'vitest';
import { weekStartOf } from '../../areas/agency/weeks.ts';
import {
  CONVERSATIONS_LINK,
  conversationLink,
  INVOICES_LINK,
  invoiceLink,
  ioLink,
  PAYOUTS_LINK,
  PLANS_LINK,
  PRODUCTIONS_LINK,
  payoutLink,
  planLink,
  productionLink,
} from './homeLinks.ts';

const event = {
  id: 9,
  planned_date: '2026-11-25',
  aired_date: null,
} as unknown as NonNullable<Parameters<typeof productionLink>[0]['event']>;

describe('home links', () => {
  it.each([
    [
      'a plan, open in its brand planning',
      planLink({ id: 12, brand_id: 3 }),
      '/agency/brands/3/planning?modal=planning%3A%7B%22campaignId%22%3A12%7D',
    ],
    [
      'the plans needing attention',
      PLANS_LINK,
      '/agency/planning?sort=priority&filter.needs_attention=true',
    ],
    [
      'a production, open on the board in its week',
      productionLink({ id: 5, event }, weekStartOf),
      '/agency/production?filter.week=2026-11-22&modal=production%3A%7B%22id%22%3A5%7D',
    ],
    [
      'a production without its event, open on the board',
      productionLink({ id: 5 }, weekStartOf),
      '/agency/production?modal=production%3A%7B%22id%22%3A5%7D',
    ],
    [
      'the productions past due or moving',
      PRODUCTIONS_LINK,
      '/agency/production?filter.status=past-due&filter.status=moving',
    ],
    [
      'a conversation, open in the inbox',
      conversationLink({ subject_type: 'brand', subject_id: 2, visibility: 'internal' }),
      '/agency/inbox?thread=brand.2.internal',
    ],
    ['the unread conversations', CONVERSATIONS_LINK, '/agency/inbox?filter.unread=true'],
    [
      "a campaign's IO, over its brand planning",
      ioLink({ id: 7, brand_id: 4 }),
      '/agency/brands/4/planning?modal=io-document%3A%7B%22campaignId%22%3A7%7D',
    ],
    [
      'the invoices due',
      INVOICES_LINK,
      '/agency/accounting/invoices?sort=due_on&filter.status=overdue&filter.status=sent',
    ],
    [
      "a brand's invoices due",
      invoiceLink({ brand_id: 8 }),
      '/agency/accounting/invoices?sort=due_on&filter.status=overdue&filter.status=sent&filter.brand_id=8',
    ],
    [
      'the payouts late',
      PAYOUTS_LINK,
      '/agency/accounting/payouts?sort=period_start&filter.status=failed&filter.status=pending&filter.status=scheduled',
    ],
    [
      "a payout's month and status",
      payoutLink({ status: 'failed', period_start: '2025-12-01' }),
      '/agency/accounting/payouts?filter.status=failed&filter.month=2025-12',
    ],
  ])('%s', (_, link, expected) => {
    expect(link).toBe(expected);
  });
});
