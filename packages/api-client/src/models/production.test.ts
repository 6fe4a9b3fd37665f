import { describe, expect, it } from 'vitest';
import type { RecordModel } from '../decode/defineModel.ts';
import { decodeWithWarnings as decode } from '../test/decode.ts';
import {
  eventProductionModel,
  integrationModel,
  offerModel,
  processModel,
  promoCodeModel,
  tagModel,
  trackerModel,
} from './production.ts';

const at = '2026-01-02T03:04:05.000Z';
const live = { created_at: at, updated_at: at, deleted_at: null };
const production = {
  id: 50,
  event_id: 70,
  sponsorship_id: 30,
  status: 'in-progress',
  is_important: true,
  projection: 'medium',
  offer_id: 6,
  tracker_id: 8,
  ...live,
};
const process = {
  id: 3,
  subject_type: 'event_production',
  subject_id: 50,
  workflows: {
    brief: { status: 'sent', available_transitions: ['complete', 'not-started'] },
    script_approval: { status: 'not-started', available_transitions: ['script-received'] },
  },
  created_at: at,
  updated_at: at,
};
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
const landing = {
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
const promoLink = { ...landing, id: 9, type: 'promo_link', link: 'https://acme.test/r/pod' };
const promoCode = {
  id: 12,
  brand_id: 2,
  publisher_id: 9,
  code: 'POD20',
  description: '20% off',
  starts_on: null,
  ends_on: '2027-01-01',
  created_at: at,
};
const integration = {
  id: 4,
  brand_id: 2,
  provider: 'shopify',
  name: 'Acme Shop',
  is_active: true,
  last_synced_at: at,
  ...live,
};
const tag = { id: 1, label: 'Holiday' };
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

describe('production models', () => {
  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['production', eventProductionModel, production],
    ['process', processModel, process],
    ['offer', offerModel, offer],
    ['landing tracker', trackerModel, landing],
    ['promo link tracker', trackerModel, promoLink],
    ['promo code', promoCodeModel, promoCode],
    ['integration', integrationModel, integration],
    ['tag', tagModel, tag],
  ])('a valid %s passes', (_name, model, raw) => {
    const { record, warnings } = decode(model, raw);
    expect(warnings).toEqual([]);
    expect(record).toEqual(raw);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>, string, unknown]>([
    ['production', eventProductionModel, production, 'status', 'shipped'],
    ['production', eventProductionModel, production, 'projection', 'maybe'],
    ['production', eventProductionModel, production, 'event_id', null],
    ['process', processModel, process, 'workflows', { brief: { status: 'sent' } }],
    ['process', processModel, process, 'subject_type', 'brand'],
    ['offer', offerModel, offer, 'brand_flat_rate', '1000'],
    ['landing tracker', trackerModel, landing, 'promocode', undefined],
    ['promo link tracker', trackerModel, promoLink, 'link', null],
    ['tracker', trackerModel, landing, 'type', 'pixel'],
    ['promo code', promoCodeModel, promoCode, 'code', 20],
    ['integration', integrationModel, integration, 'provider', null],
    ['tag', tagModel, tag, 'label', undefined],
  ])('a %s with a bad %s is left out with a warning', (_name, model, raw, field, value) => {
    const { record, warnings } = decode(model, { ...raw, [field]: value });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['production', eventProductionModel, production],
    ['offer', offerModel, offer],
    ['tracker', trackerModel, landing],
    ['integration', integrationModel, integration],
  ])('a soft-deleted %s is left out', (_name, model, raw) => {
    const { record, warnings } = decode(model, { ...raw, deleted_at: at });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/it is deleted/)]);
  });

  it('a production in a list gets event, sponsorship, offer and tracker from included', () => {
    const event = {
      id: 70,
      content_id: 11,
      publisher_id: 9,
      brand_id: 2,
      title: 'Episode 1',
      url: null,
      planned_date: null,
      aired_date: null,
      billing_date: null,
      rate: null,
      actual_views: null,
      estimated_views: null,
      is_scheduled: false,
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
      mentions: [],
      campaign_vitals: { views: null, clicks: null, conversions: null, revenue: null },
      created_at: at,
      deleted_at: null,
    };
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
      { ...production, process, owner, backup: { ...owner, id: 2, type: 'backup' }, tags: [tag] },
      { events: [event], sponsorships: [sponsorship], offers: [offer], trackers: [landing] },
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
    const { record, warnings } = decode(eventProductionModel, production, { offers: [] });
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

  it.each<[string, RecordModel<{ brand?: { id: number } }>, Record<string, unknown>]>([
    ['offer', offerModel, offer],
    ['promo code', promoCodeModel, promoCode],
    ['integration', integrationModel, integration],
  ])('a %s gets its brand from included.brands', (_name, model, raw) => {
    const { record } = decode(model, raw, { brands: [brand] });
    expect(record?.brand?.id).toBe(2);
  });

  it('a brand-wide promo code has no creator to look up', () => {
    const { record, warnings } = decode(promoCodeModel, { ...promoCode, publisher_id: null }, {});
    expect(warnings).toEqual([]);
    expect(record?.creator).toBeUndefined();
  });
});
