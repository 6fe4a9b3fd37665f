import type { Brand, Campaign, Channel, Creator, Event } from '@airtime/domain';
import * as v from 'valibot';
import { createDecodeContext } from '../decode/DecodeContext.ts';
import { decodeRecord, decodeRecords } from '../decode/decodeRecord.ts';
import { DecodeError, type Decoder, one, shape } from '../decode/decoders.ts';
import type { RecordModel } from '../decode/defineModel.ts';
import { brandModel } from '../models/brand.ts';
import { campaignRowModel, ioDocumentModel } from '../models/campaign.ts';
import { channelModel, creatorModel } from '../models/creator.ts';
import { eventModel } from '../models/event.ts';
import { defineCall } from './defineCall.ts';

// Insertion orders (spec §7 '/api/campaigns/{id}/io-document'): agency staff open a draft,
// then create (or replace) the campaign's document, optionally sending it to the creator.

/** What the IO modal opens with (GET .../io-document/create); the shape is the fake's. */
export interface IoDocumentDraft {
  readonly campaign_id: number;
  /** The number the document gets unless the agency types another, e.g. 'IO-2026-0142'. */
  readonly number: string;
  readonly campaign: Campaign;
  readonly brand: Brand | null;
  readonly creator: Creator | null;
  readonly channel: Channel | null;
  /** The campaign's booked events that have not aired yet: what the IO covers. */
  readonly events: readonly Event[];
  /** Sum of those events' rates, whole US dollars. */
  readonly total_rate: number;
  /** Whether the campaign already has a document, which creating again replaces. */
  readonly replaces_existing: boolean;
}

/** POST .../io-document. */
export interface IoDocumentInput {
  /** Letters, digits and dashes, at most 40; unique across campaigns. */
  readonly number: string;
  /** Send it to the creator now: io_status becomes approved, io_create moves to io_approval. */
  readonly send?: boolean;
}

const draftSchema = v.looseObject({
  data: v.looseObject({
    campaign_id: v.number(),
    number: v.string(),
    campaign: v.unknown(),
    brand: v.nullable(v.unknown()),
    creator: v.nullable(v.unknown()),
    channel: v.nullable(v.unknown()),
    events: v.array(v.unknown()),
    total_rate: v.number(),
    replaces_existing: v.boolean(),
  }),
});

const checkDraft = shape(draftSchema, 'an IO document draft');

/** The draft with its records decoded by their models (an unusable campaign fails the call). */
const decodeDraft: Decoder<IoDocumentDraft> = (raw, warn) => {
  const { data } = checkDraft(raw, warn);
  const context = createDecodeContext(warn);
  const optional = <T>(model: RecordModel<T>, value: unknown): T | null =>
    value === null ? null : (decodeRecord(model, value, context) ?? null);
  const campaign = decodeRecord(campaignRowModel, data.campaign, context);
  if (campaign === undefined) throw new DecodeError('The IO draft has no usable campaign.');
  return {
    campaign_id: data.campaign_id,
    number: data.number,
    campaign,
    brand: optional(brandModel, data.brand),
    creator: optional(creatorModel, data.creator),
    channel: optional(channelModel, data.channel),
    events: decodeRecords(eventModel, data.events, context),
    total_rate: data.total_rate,
    replaces_existing: data.replaces_existing,
  };
};

/** The campaign's IO; 404 while it has none. Agency staff and the campaign's creator users. */
export const getIoDocument = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/campaigns/:id/io-document',
  decode: one(ioDocumentModel),
});

/** The draft the IO modal opens with (agency staff). */
export const getIoDocumentDraft = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/campaigns/:id/io-document/create',
  decode: decodeDraft,
});

/** Creates the campaign's IO (201) or replaces it (200, signature cleared). */
export const createIoDocument = /* @__PURE__ */ defineCall<never, IoDocumentInput>()({
  method: 'POST',
  path: '/api/campaigns/:id/io-document',
  decode: one(ioDocumentModel),
});
