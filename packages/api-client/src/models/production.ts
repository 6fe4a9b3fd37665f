import {
  EVENT_PRODUCTION_STATUSES,
  type EventProduction,
  type Integration,
  type Offer,
  PROJECTIONS,
  type Process,
  type ProcessSubjectType,
  type PromoCode,
  type Tag,
  type Tracker,
} from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { assigneeModel } from './agency.ts';
import { brandModel } from './brand.ts';
import { creatorModel } from './creator.ts';
import { eventModel, sponsorshipModel } from './event.ts';
import {
  everyOf,
  flag,
  id,
  optionalNumber,
  optionalText,
  softDeleted,
  timestamps,
} from './fields.ts';
import { threadModel } from './messaging.ts';

/**
 * A production. Lists embed its process, owner, backup and tags and send its event, sponsorship,
 * offer and tracker in `included`; the detail call embeds those and the internal thread. None is
 * required: an event embeds its production bare, and a production keeps the id of a deleted offer.
 */
export const eventProductionModel: RecordModel<EventProduction> =
  /* @__PURE__ */ defineModel<EventProduction>()({
    name: 'event production',
    schema: v.looseObject({
      id,
      event_id: id,
      sponsorship_id: optionalNumber,
      status: v.picklist(EVENT_PRODUCTION_STATUSES),
      is_important: flag,
      projection: v.nullable(v.picklist(PROJECTIONS)),
      offer_id: optionalNumber,
      tracker_id: optionalNumber,
      ...timestamps,
      ...softDeleted,
    }),
    relations: {
      event: { kind: 'one', model: () => eventModel, key: 'event_id', from: 'events' },
      sponsorship: {
        kind: 'one',
        model: () => sponsorshipModel,
        key: 'sponsorship_id',
        from: 'sponsorships',
      },
      tags: { kind: 'many', model: () => tagModel },
      offer: { kind: 'one', model: () => offerModel, key: 'offer_id', from: 'offers' },
      tracker: { kind: 'one', model: () => trackerModel, key: 'tracker_id', from: 'trackers' },
      owner: { kind: 'one', model: () => assigneeModel },
      backup: { kind: 'one', model: () => assigneeModel },
      process: { kind: 'one', model: () => processModel },
      thread: { kind: 'one', model: () => threadModel },
    },
  });

/** A record's state machine (/api/processes), embedded in campaigns, productions and creators. */
export const processModel: RecordModel<Process> = /* @__PURE__ */ defineModel<Process>()({
  name: 'process',
  schema: v.looseObject({
    id,
    subject_type: everyOf<ProcessSubjectType>()(['campaign', 'event_production', 'creator']),
    subject_id: id,
    // Workflow names and statuses stay strings: the server's transition rules are not shown.
    workflows: v.record(
      v.string(),
      v.looseObject({ status: v.string(), available_transitions: v.array(v.string()) }),
    ),
    ...timestamps,
  }),
});

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

/** A label on productions (/api/tags). */
export const tagModel: RecordModel<Tag> = /* @__PURE__ */ defineModel<Tag>()({
  name: 'tag',
  schema: v.looseObject({ id, label: v.string() }),
});
