import { describe, expect, it } from 'vitest';
import type { RecordModel } from '../decode/defineModel.ts';
import { decodeWithWarnings as decode } from '../test/decode.ts';
import { integrationModel, offerModel, promoCodeModel, trackerModel } from './sales.ts';

const at = '2026-01-02T03:04:05.000Z';
const live = { created_at: at, updated_at: at, deleted_at: null };
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

describe('sales models', () => {
  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['offer', offerModel, offer],
    ['landing tracker', trackerModel, landing],
    ['promo link tracker', trackerModel, promoLink],
    ['promo code', promoCodeModel, promoCode],
    ['integration', integrationModel, integration],
  ])('a valid %s passes', (_name, model, raw) => {
    const { record, warnings } = decode(model, raw);
    expect(warnings).toEqual([]);
    expect(record).toEqual(raw);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>, string, unknown]>([
    ['offer', offerModel, offer, 'brand_flat_rate', '1000'],
    ['landing tracker', trackerModel, landing, 'promocode', undefined],
    ['promo link tracker', trackerModel, promoLink, 'link', null],
    ['tracker', trackerModel, landing, 'type', 'pixel'],
    ['promo code', promoCodeModel, promoCode, 'code', 20],
    ['integration', integrationModel, integration, 'provider', null],
  ])('a %s with a bad %s is left out with a warning', (_name, model, raw, field, value) => {
    const { record, warnings } = decode(model, { ...raw, [field]: value });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['offer', offerModel, offer],
    ['tracker', trackerModel, landing],
    ['integration', integrationModel, integration],
  ])('a soft-deleted %s is left out', (_name, model, raw) => {
    const { record, warnings } = decode(model, { ...raw, deleted_at: at });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/it is deleted/)]);
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
