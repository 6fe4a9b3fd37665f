import type { Integration, Offer, PromoCode, Tracker } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { brandModel } from './brand.ts';
import { creatorModel } from './creator.ts';
import { flag, id, optionalNumber, optionalText, softDeleted, timestamps } from './fields.ts';

// What a brand sells through: the offer it pays per sponsorship, sales trackers, promo codes and
// its shop integrations.

/** What a brand pays per sponsorship (/api/offers); lists send the brand in `included.brands`. */
export const offerModel: RecordModel<Offer> = /* @__PURE__ */ defineModel<Offer>()({
  name: 'offer',
  schema: v.looseObject({
    id,
    brand_id: id,
    name: v.string(),
    description: optionalText,
    brand_flat_rate: optionalNumber,
    creator_flat_rate: optionalNumber,
    brand_cpa_rate: optionalNumber,
    creator_cpa_rate: optionalNumber,
    is_active: flag,
    ...timestamps,
    ...softDeleted,
  }),
  relations: {
    brand: { kind: 'one', model: () => brandModel, key: 'brand_id', from: 'brands' },
  },
});

const trackerBase = {
  id,
  is_active: flag,
  brand_id: id,
  event_production_id: optionalNumber,
  last_checked_at: optionalText,
  ...timestamps,
  ...softDeleted,
};

/** A sales tracker (/api/trackers): landing (domain and promo code) or promo link, by `type`. */
export const trackerModel: RecordModel<Tracker> = /* @__PURE__ */ defineModel<Tracker>()({
  name: 'tracker',
  schema: v.variant('type', [
    v.looseObject({
      ...trackerBase,
      type: v.literal('landing'),
      domain: v.string(),
      promocode: v.string(),
    }),
    v.looseObject({ ...trackerBase, type: v.literal('promo_link'), link: v.string() }),
  ]),
});

/** A creator's discount code for a brand (/api/promo_codes); lists send brand and creator in `included`. */
export const promoCodeModel: RecordModel<PromoCode> = /* @__PURE__ */ defineModel<PromoCode>()({
  name: 'promo code',
  schema: v.looseObject({
    id,
    brand_id: id,
    publisher_id: optionalNumber,
    code: v.string(),
    description: optionalText,
    starts_on: optionalText,
    ends_on: optionalText,
    created_at: v.string(),
  }),
  relations: {
    brand: { kind: 'one', model: () => brandModel, key: 'brand_id', from: 'brands' },
    creator: { kind: 'one', model: () => creatorModel, key: 'publisher_id', from: 'creators' },
  },
});

/** A brand's outside service (/api/integrations); lists send the brand in `included.brands`. */
export const integrationModel: RecordModel<Integration> =
  /* @__PURE__ */ defineModel<Integration>()({
    name: 'integration',
    schema: v.looseObject({
      id,
      brand_id: id,
      provider: v.string(),
      name: v.string(),
      is_active: flag,
      last_synced_at: optionalText,
      ...timestamps,
      ...softDeleted,
    }),
    relations: {
      brand: { kind: 'one', model: () => brandModel, key: 'brand_id', from: 'brands' },
    },
  });
