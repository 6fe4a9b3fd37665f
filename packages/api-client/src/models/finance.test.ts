import { describe, expect, it } from 'vitest';
import type { RecordModel } from '../decode/defineModel.ts';
import { decodeWithWarnings as decode } from '../test/decode.ts';
import { invoiceModel, payoutModel } from './finance.ts';

const at = '2026-01-02T03:04:05.000Z';
const live = { created_at: at, updated_at: at, deleted_at: null };
const invoice = {
  id: 1,
  brand_id: 2,
  number: 'INV-2026-0042',
  status: 'sent',
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  issued_on: '2026-11-01',
  due_on: '2026-12-01',
  amount: 12000,
  events_count: 6,
  event_ids: [11, 12],
  paid_at: null,
  status_changes: [{ status: 'sent', at, by: 'Fiona Finance' }],
  ...live,
};
const payout = {
  id: 1,
  publisher_id: 9,
  payment_preference_id: 4,
  status: 'scheduled',
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  amount: 8000,
  events_count: 4,
  event_ids: [11],
  sent_at: null,
  paid_at: null,
  status_changes: [],
  ...live,
};

describe('finance models', () => {
  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['invoice', invoiceModel, invoice],
    ['payout', payoutModel, payout],
  ])('a valid %s passes', (_name, model, raw) => {
    expect(decode(model, raw)).toEqual({ record: raw, warnings: [] });
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>, Record<string, unknown>]>([
    ['invoice', invoiceModel, invoice, { event_ids: [], status_changes: [] }],
    ['payout', payoutModel, payout, { event_ids: [], sent_at: null, status_changes: [] }],
  ])('an older %s without events, sending or history reads as none', (_name, model, raw, none) => {
    const older = Object.fromEntries(Object.entries(raw).filter(([key]) => !(key in none)));
    expect(decode(model, older)).toEqual({ record: { ...older, ...none }, warnings: [] });
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>, string, unknown]>([
    ['invoice', invoiceModel, invoice, 'status', 'lost'],
    ['invoice', invoiceModel, invoice, 'amount', '12000'],
    ['payout', payoutModel, payout, 'status', 'received'],
    ['invoice', invoiceModel, invoice, 'event_ids', ['11']],
    ['payout', payoutModel, payout, 'period_end', null],
  ])('a %s with a bad %s is left out with a warning', (_name, model, raw, field, value) => {
    const { record, warnings } = decode(model, { ...raw, [field]: value });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['invoice', invoiceModel, invoice],
    ['payout', payoutModel, payout],
  ])('a soft-deleted %s is left out', (_name, model, raw) => {
    const { record, warnings } = decode(model, { ...raw, deleted_at: at });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/it is deleted/)]);
  });

  it('a payout gets its creator and payment preference from included', () => {
    const creator = {
      id: 9,
      name: 'Pod People',
      logo: null,
      rep_cm: null,
      rep_tcp: null,
      outreach_emails: [],
      converted: false,
      ...live,
    };
    const preference = {
      id: 4,
      publisher_id: 9,
      type: 1,
      is_primary: true,
      payee_name: null,
      details: null,
      created_at: at,
      updated_at: at,
    };
    const { record } = decode(payoutModel, payout, {
      creators: [creator],
      payment_preferences: [preference],
    });
    expect(record?.creator?.id).toBe(9);
    expect(record?.paymentPreference?.type).toBe(1);
  });
});
