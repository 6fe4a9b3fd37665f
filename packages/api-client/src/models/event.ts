import type {
  CampaignVitals,
  Event,
  Sponsorship,
  SponsorshipMention,
  SponsorshipType,
} from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
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
import { eventProductionModel } from './production.ts';

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
  },
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
