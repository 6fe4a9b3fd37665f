import {
  type CampaignVitals,
  EVENT_PRODUCTION_STATUSES,
  type Event,
  type EventPayment,
  type EventProduction,
  INVOICE_STATUSES,
  PAYMENT_PREFERENCE_TYPES,
  PAYOUT_STATUSES,
  PROJECTIONS,
  type Sponsorship,
  type SponsorshipMention,
  type SponsorshipType,
  type Tag,
} from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { assigneeModel } from './assignee.ts';
import { brandModel } from './brand.ts';
import { channelModel, creatorModel } from './creator.ts';
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
import { processModel } from './process.ts';
import { offerModel, trackerModel } from './sales.ts';

// An event, its sponsorships and its production embed one another, so their models share this
// module: apart, they would import each other in a circle.

/**
 * An event (a piece of content). Lists embed its sponsorships, planned sponsorship and bare
 * production row and send channel, creator and brand in `included`; the detail call embeds them.
 * None is required: a campaign's and a production's embedded events come without them.
 */
export const eventModel: RecordModel<Event> = /* @__PURE__ */ defineModel<Event>()({
  name: 'event',
  schema: v.looseObject({
    id,
    content_id: id,
    publisher_id: id,
    brand_id: optionalNumber,
    title: v.string(),
    url: optionalText,
    planned_date: optionalText,
    aired_date: optionalText,
    billing_date: optionalText,
    rate: optionalNumber,
    actual_views: optionalNumber,
    estimated_views: optionalNumber,
    is_scheduled: flag,
    reviewed_at: optionalText,
    has_potential_matches: flag,
    ...timestamps,
    ...softDeleted,
  }),
  relations: {
    channel: { kind: 'one', model: () => channelModel, key: 'content_id', from: 'channels' },
    creator: { kind: 'one', model: () => creatorModel, key: 'publisher_id', from: 'creators' },
    brand: { kind: 'one', model: () => brandModel, key: 'brand_id', from: 'brands' },
    sponsorships: { kind: 'many', model: () => sponsorshipModel },
    plannedSponsorship: { kind: 'one', model: () => sponsorshipModel },
    production: { kind: 'one', model: () => eventProductionModel },
    // Only with `with=payment`; a malformed one is left out (with a warning), the event kept.
    payment: { kind: 'one', model: () => eventPaymentModel },
  },
});

/** Where an aired event's money stands: its invoice's and payout's dates and statuses (ours). */
export const eventPaymentModel: RecordModel<EventPayment> =
  /* @__PURE__ */ defineModel<EventPayment>()({
    name: 'event payment',
    schema: v.object({
      invoice: v.nullable(
        v.object({
          id,
          number: v.string(),
          status: v.picklist(INVOICE_STATUSES),
          issued_on: optionalText,
          due_on: optionalText,
          paid_at: optionalText,
        }),
      ),
      payout: v.nullable(
        v.object({
          id,
          status: v.picklist(PAYOUT_STATUSES),
          sent_at: optionalText,
          paid_at: optionalText,
          method: v.nullable(v.picklist(PAYMENT_PREFERENCE_TYPES)),
        }),
      ),
    }),
  });

const mentionSchema = v.looseObject({
  start: v.number(),
  is_reviewed: flag,
}) satisfies v.GenericSchema<unknown, SponsorshipMention>;

const vitalsSchema = v.looseObject({
  views: optionalNumber,
  clicks: optionalNumber,
  conversions: optionalNumber,
  revenue: optionalNumber,
}) satisfies v.GenericSchema<unknown, CampaignVitals>;

/**
 * A brand's placement in an event (/api/sponsorships); embedded in events, and in a production
 * list's `included.sponsorships`.
 */
export const sponsorshipModel: RecordModel<Sponsorship> =
  /* @__PURE__ */ defineModel<Sponsorship>()({
    name: 'sponsorship',
    schema: v.looseObject({
      id,
      brand_id: id,
      event_id: id,
      type: everyOf<SponsorshipType>()(['in-show', 'dedicated']),
      is_planned: flag,
      mentions: v.array(mentionSchema),
      campaign_vitals: vitalsSchema,
      created_at: v.string(),
      ...softDeleted,
    }),
    relations: {
      brand: { kind: 'one', model: () => brandModel, key: 'brand_id', from: 'brands' },
      event: { kind: 'one', model: () => eventModel, key: 'event_id', from: 'events' },
    },
  });

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

/** A label on productions (/api/tags). */
export const tagModel: RecordModel<Tag> = /* @__PURE__ */ defineModel<Tag>()({
  name: 'tag',
  schema: v.looseObject({ id, label: v.string() }),
});
