import type {
  Brand,
  Campaign,
  Event,
  Relationship,
  ReportLink,
  ReportLinkExpiryDays,
  ShareableReport,
} from '@airtime/domain';
import { SHAREABLE_REPORTS } from '@airtime/domain';
import * as v from 'valibot';
import { createDecodeContext } from '../decode/DecodeContext.ts';
import { decodeRecords } from '../decode/decodeRecord.ts';
import { type Decoder, nothing, shape } from '../decode/decoders.ts';
import { campaignModel, relationshipModel } from '../models/campaign.ts';
import { eventModel } from '../models/event.ts';
import { defineCall } from './defineCall.ts';

// Report links (issue 20, calls of ours): a signed, expiring, revocable link to one brand report,
// opened read-only without signing in (GET /api/shared-reports/{token}, public).

export interface ReportLinkInput {
  readonly brand_id: number;
  readonly report: ShareableReport;
  /** The report's URL query ('filter.month=2026-11&sort=-date'); the server keeps its own params. */
  readonly params?: string;
  /** 30 when left out. */
  readonly expires_in_days?: ReportLinkExpiryDays;
}

/** A shared report as its public page shows it. */
export interface SharedReport {
  readonly link: ReportLink;
  readonly brand: Pick<Brand, 'id' | 'name'>;
  /** The brand's events of the link's period, in the link's sort (latest first by default). */
  readonly events: readonly Event[];
  /** The server sent its most events, not all of the period's. */
  readonly eventsTruncated: boolean;
  /** The brand's relationships (the Creators report). */
  readonly relationships: readonly Relationship[];
  /** The brand's campaigns (Campaign Analysis and Tracking). */
  readonly campaigns: readonly Campaign[];
}

const linkSchema = v.looseObject({
  id: v.number(),
  brand_id: v.number(),
  report: v.picklist(SHAREABLE_REPORTS),
  params: v.string(),
  url: v.optional(v.string()),
  token: v.optional(v.string()),
  expires_at: v.string(),
  revoked_at: v.nullable(v.string()),
  created_at: v.string(),
  created_by: v.object({ id: v.number(), name: v.string() }),
});

const decodeLink = shape(v.object({ data: linkSchema }), 'a report link');
const decodeLinks = shape(v.object({ data: v.array(linkSchema) }), 'a list of report links');

const sharedSchema = v.object({
  data: v.looseObject({
    link: linkSchema,
    brand: v.looseObject({ id: v.number(), name: v.string() }),
    events: v.array(v.unknown()),
    events_truncated: v.optional(v.boolean(), false),
    relationships: v.optional(v.array(v.unknown()), []),
    campaigns: v.optional(v.array(v.unknown()), []),
  }),
  included: v.optional(v.record(v.string(), v.array(v.unknown())), {}),
});

/** The shared report's records decoded with the relations `included` fills (creators, channels). */
const decodeShared: Decoder<SharedReport> = (raw, warn) => {
  const { data, included } = shape(sharedSchema, 'a shared report')(raw, warn);
  const context = createDecodeContext(warn, included);
  return {
    link: data.link,
    brand: { id: data.brand.id, name: data.brand.name },
    events: decodeRecords(eventModel, data.events, context),
    eventsTruncated: data.events_truncated,
    relationships: decodeRecords(relationshipModel, data.relationships, context),
    campaigns: decodeRecords(campaignModel, data.campaigns, context),
  };
};

/** GET /api/report-links?brand_id=: the brand's live links, newest first. */
export const listReportLinks = /* @__PURE__ */ defineCall<{ readonly brand_id: number }>()({
  method: 'GET',
  path: '/api/report-links',
  decode: (raw, warn) => decodeLinks(raw, warn).data,
});

/** POST /api/report-links: a new signed link, with its `token` and `url` (this answer only). */
export const createReportLink = /* @__PURE__ */ defineCall<never, ReportLinkInput>()({
  method: 'POST',
  path: '/api/report-links',
  decode: (raw, warn) => decodeLink(raw, warn).data,
});

/** DELETE /api/report-links/:id: the link stops opening its report. 204. */
export const revokeReportLink = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/report-links/:id',
  decode: nothing,
});

/** GET /api/shared-reports/:token, public: 401 for a changed token, 410 expired or revoked. */
export const getSharedReport = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/shared-reports/:token',
  isPublic: true,
  decode: decodeShared,
});
