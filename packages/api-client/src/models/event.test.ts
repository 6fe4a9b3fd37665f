import { describe, expect, it } from 'vitest';
import type { RecordModel } from '../decode/defineModel.ts';
import { decodeWithWarnings as decode } from '../test/decode.ts';
import { eventModel, eventProductionModel, sponsorshipModel, tagModel } from './event.ts';

const at = '2026-01-02T03:04:05.000Z';
const live = { created_at: at, updated_at: at, deleted_at: null };
const event = {
  id: 70,
  content_id: 11,
  publisher_id: 9,
  brand_id: 2,
  title: 'Episode 1',
  url: null,
  planned_date: '2026-12-01',
  aired_date: null,
  billing_date: null,
  rate: 1000,
  actual_views: null,
  estimated_views: 5000,
  is_scheduled: true,
  reviewed_at: null,
  has_potential_matches: false,
  ...live,
};
const sponsorship = {
  id: 30,
  brand_id: 2,
  event_id: 70,
  type: 'in-show',
  is_planned: true,
  mentions: [{ start: 120, is_reviewed: false }],
  campaign_vitals: { views: null, clicks: 10, conversions: null, revenue: null },
  created_at: at,
  deleted_at: null,
};
const brand = {
  id: 2,
  name: 'Acme',
  logo: null,
  is_active: true,
  last_event_date: null,
  representative_id: null,
  airtime_customer: true,
  converted: false,
  budget: null,
  website: null,
  industry_id: null,
  ...live,
};
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
const channel = {
  id: 11,
  publisher_id: 9,
  content_type_id: 1,
  name: 'The Pod',
  handle: null,
  url: null,
  logo: null,
  subscribers_count: null,
  ...live,
};
const production = {
  id: 50,
  event_id: 70,
  sponsorship_id: 30,
  status: 'new',
  is_important: false,
  projection: null,
  offer_id: null,
  tracker_id: null,
  ...live,
};
const tag = { id: 1, label: 'Holiday' };
const offer = {
  id: 6,
  brand_id: 2,
  name: 'Standard read',
  description: null,
  brand_flat_rate: 1000,
  creator_flat_rate: 800,
  brand_cpa_rate: null,
  creator_cpa_rate: null,
  is_active: true,
  ...live,
};
const tracker = {
  id: 8,
  type: 'landing',
  is_active: true,
  brand_id: 2,
  event_production_id: 50,
  last_checked_at: null,
  domain: 'acme.test/podcast',
  promocode: 'POD20',
  ...live,
};
const process = {
  id: 3,
  subject_type: 'event_production',
  subject_id: 50,
  workflows: { brief: { status: 'sent', available_transitions: ['complete'] } },
  created_at: at,
  updated_at: at,
};

describe('event, sponsorship and production models', () => {
  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['event', eventModel, event],
    ['sponsorship', sponsorshipModel, sponsorship],
    ['production', eventProductionModel, production],
    ['tag', tagModel, tag],
  ])('a valid %s passes', (_name, model, raw) => {
    const { record, warnings } = decode(model, raw);
    expect(warnings).toEqual([]);
    expect(record).toEqual(raw);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>, string, unknown]>([
    ['event', eventModel, event, 'title', null],
    ['event', eventModel, event, 'rate', '1000'],
    ['event', eventModel, event, 'content_id', null],
    ['sponsorship', sponsorshipModel, sponsorship, 'type', 'pre-roll'],
    ['sponsorship', sponsorshipModel, sponsorship, 'mentions', [{ start: '2:00' }]],
    ['sponsorship', sponsorshipModel, sponsorship, 'campaign_vitals', null],
    ['production', eventProductionModel, production, 'status', 'shipped'],
    ['production', eventProductionModel, production, 'projection', 'maybe'],
    ['production', eventProductionModel, production, 'event_id', null],
    ['tag', tagModel, tag, 'label', undefined],
  ])('a %s with a bad %s is left out with a warning', (_name, model, raw, field, value) => {
    const { record, warnings } = decode(model, { ...raw, [field]: value });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['event', eventModel, event],
    ['sponsorship', sponsorshipModel, sponsorship],
    ['production', eventProductionModel, production],
  ])('a soft-deleted %s is left out', (_name, model, raw) => {
    const { record, warnings } = decode(model, { ...raw, deleted_at: at });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/it is deleted/)]);
  });

  it('an event in a list gets channel, creator and brand from included, the rest embedded', () => {
    const { record, warnings } = decode(
      eventModel,
      { ...event, sponsorships: [sponsorship], plannedSponsorship: sponsorship, production },
      { channels: [channel], creators: [creator], brands: [brand] },
    );
    expect(warnings).toEqual([]);
    expect(record?.channel?.id).toBe(11);
    expect(record?.creator?.id).toBe(9);
    expect(record?.brand?.id).toBe(2);
    expect(record?.sponsorships?.[0]?.mentions).toEqual([{ start: 120, is_reviewed: false }]);
    expect(record?.plannedSponsorship?.is_planned).toBe(true);
    expect(record?.production?.status).toBe('new');
  });

  it('an event without a brand, or whose relations are not sent, is kept', () => {
    const { record, warnings } = decode(eventModel, { ...event, brand_id: null }, {});
    expect(warnings).toEqual([]);
    expect(record).toMatchObject({ id: 70, brand_id: null });
    expect(record?.channel).toBeUndefined();
  });

  it('a sponsorship gets brand and event from included', () => {
    const { record } = decode(sponsorshipModel, sponsorship, { brands: [brand], events: [event] });
    expect(record?.brand?.name).toBe('Acme');
    expect(record?.event?.title).toBe('Episode 1');
  });

  it('a production in a list gets event, sponsorship, offer and tracker from included', () => {
    const user = { id: 2, firstname: 'A', lastname: 'B', avatar: null, email: 'a@airtime.test' };
    const owner = {
      id: 1,
      user_id: 2,
      type: 'owner',
      subject_type: 'event_production',
      subject_id: 50,
      created_at: at,
      user,
    };
    const { record, warnings } = decode(
      eventProductionModel,
      {
        ...production,
        offer_id: 6,
        tracker_id: 8,
        process,
        owner,
        backup: { ...owner, id: 2, type: 'backup' },
        tags: [tag],
      },
      { events: [event], sponsorships: [sponsorship], offers: [offer], trackers: [tracker] },
    );
    expect(warnings).toEqual([]);
    expect(record?.event?.title).toBe('Episode 1');
    expect(record?.sponsorship?.id).toBe(30);
    expect(record?.offer?.name).toBe('Standard read');
    expect(record?.tracker?.type).toBe('landing');
    expect(record?.owner?.user.id).toBe(2);
    expect(record?.backup?.type).toBe('backup');
    expect(record?.process?.workflows.brief?.status).toBe('sent');
    expect(record?.tags).toEqual([tag]);
  });

  it('keeps a production whose deleted offer is no longer in included', () => {
    const { record, warnings } = decode(
      eventProductionModel,
      { ...production, offer_id: 6 },
      { offers: [] },
    );
    expect(warnings).toEqual([]);
    expect(record?.offer).toBeUndefined();
  });

  it('the detail call embeds the internal thread', () => {
    const thread = {
      id: 5,
      subject_type: 'event_production',
      subject_id: 50,
      visibility: 'internal',
      latest_message_at: null,
      has_unread_messages: false,
      created_at: at,
    };
    const { record } = decode(eventProductionModel, { ...production, thread });
    expect(record?.thread?.id).toBe(5);
  });
});

describe('an event payment', () => {
  const payment = {
    invoice: {
      id: 4,
      number: 'INV-2026-0004',
      status: 'paid',
      issued_on: '2026-10-01',
      due_on: '2026-10-31',
      paid_at: '2026-10-20T10:00:00.000Z',
    },
    payout: { id: 8, status: 'scheduled', sent_at: null, paid_at: null, method: 2 },
  };

  it('decodes with the event', () => {
    const { record, warnings } = decode(eventModel, { ...event, payment });
    expect(warnings).toEqual([]);
    expect(record?.payment).toEqual(payment);
  });

  it.each([
    ['an unknown method', { ...payment, payout: { ...payment.payout, method: 9 } }],
    ['an unknown invoice status', { ...payment, invoice: { ...payment.invoice, status: 'lost' } }],
    ['no payout key', { invoice: null }],
    ['a string', 'paid'],
  ])('with %s is left out, the event kept', (_what, bad) => {
    const { record, warnings } = decode(eventModel, { ...event, payment: bad });
    expect(record?.id).toBe(70);
    expect(record).not.toHaveProperty('payment');
    expect(warnings).toEqual([expect.stringMatching(/event payment/)]);
  });
});
