import {
  APPROVAL_STATUSES,
  CAMPAIGN_STATUSES,
  type Campaign,
  type IoDocument,
  PLAN_IO_STATUSES,
  PLANNING_GROUPS,
  PRIORITIES,
  type Relationship,
} from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { brandModel } from './brand.ts';
import { channelModel, creatorModel } from './creator.ts';
import { eventModel } from './event.ts';
import {
  flag,
  id,
  optionalNumber,
  optionalText,
  softDeleted,
  timestamps,
  withOptionalRelations,
} from './fields.ts';
import { processModel } from './process.ts';

/**
 * A campaign. Lists embed its process and IO document and send brand, creator and channel in
 * `included`; the detail call (and create, update) embeds those with the relationship and events.
 * Brand, creator and channel are required: every list or detail answer carries them, and a
 * planning board row cannot be shown without them, so a campaign whose creator or channel was
 * deleted is left out. The detail's `booking_decisions` pass through as sent (`bookingDecisionModel`
 * decodes one where needed): the planning modal only lists them, and the shell's budget holds.
 */
export const campaignModel: RecordModel<Campaign> = /* @__PURE__ */ defineModel<Campaign>()({
  name: 'campaign',
  schema: v.looseObject({
    id,
    brand_id: id,
    publisher_id: id,
    content_id: id,
    status: v.picklist(CAMPAIGN_STATUSES),
    campaign_status: v.picklist(PLAN_IO_STATUSES),
    priority: v.picklist(PRIORITIES),
    group: v.nullable(v.picklist(PLANNING_GROUPS)),
    group_duration: optionalText,
    ends_at: optionalText,
    relationship_id: optionalNumber,
    io_status: v.picklist(PLAN_IO_STATUSES),
    back_to_tcp_production_id: optionalNumber,
    ...timestamps,
    ...softDeleted,
  }),
  relations: {
    events: { kind: 'many', model: () => eventModel },
    brand: {
      kind: 'one',
      model: () => brandModel,
      key: 'brand_id',
      from: 'brands',
      required: true,
    },
    creator: {
      kind: 'one',
      model: () => creatorModel,
      key: 'publisher_id',
      from: 'creators',
      required: true,
    },
    channel: {
      kind: 'one',
      model: () => channelModel,
      key: 'content_id',
      from: 'channels',
      required: true,
    },
    process: { kind: 'one', model: () => processModel },
    ioDocument: { kind: 'one', model: () => ioDocumentModel },
    relationship: {
      kind: 'one',
      model: () => relationshipModel,
      key: 'relationship_id',
      from: 'relationships',
    },
  },
});

/**
 * A campaign as answers without its brand, creator and channel send it: the batch update
 * (`{ data: [...] }`), a transition's subject, `campaign.updated` payloads and a relationship's
 * campaigns. Same schema; nothing required.
 */
export const campaignRowModel: RecordModel<Campaign> =
  /* @__PURE__ */ withOptionalRelations(campaignModel);

/** A campaign's insertion order (GET /api/campaigns/{id}/io-document). */
export const ioDocumentModel: RecordModel<IoDocument> = /* @__PURE__ */ defineModel<IoDocument>()({
  name: 'IO document',
  schema: v.looseObject({
    id,
    campaign_id: id,
    number: v.string(),
    file_url: optionalText,
    sent_at: optionalText,
    signed_at: optionalText,
    ...timestamps,
  }),
  relations: {
    campaign: { kind: 'one', model: () => campaignRowModel, key: 'campaign_id', from: 'campaigns' },
  },
});

/**
 * A brand's standing with one creator. Lists send brand and creator in `included` (and the
 * creators' channels in `included.channels`); the detail call embeds them with the campaigns.
 */
export const relationshipModel: RecordModel<Relationship> =
  /* @__PURE__ */ defineModel<Relationship>()({
    name: 'relationship',
    schema: v.looseObject({
      id,
      brand_id: id,
      publisher_id: id,
      approval_status: v.picklist(APPROVAL_STATUSES),
      is_active: flag,
      started_on: optionalText,
      ...timestamps,
      ...softDeleted,
    }),
    relations: {
      brand: { kind: 'one', model: () => brandModel, key: 'brand_id', from: 'brands' },
      creator: { kind: 'one', model: () => creatorModel, key: 'publisher_id', from: 'creators' },
      // The detail call's campaigns come bare, without their brand, creator or channel.
      campaigns: { kind: 'many', model: () => campaignRowModel },
    },
  });
