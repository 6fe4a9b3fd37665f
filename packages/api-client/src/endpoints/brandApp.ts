import type {
  ApprovalStatus,
  CampaignVitals,
  ContentTypeId,
  EventProductionStatus,
} from '@airtime/domain';
import { list, one } from '../decode/decoders.ts';
import { relationshipModel } from '../models/campaign.ts';
import { channelModel, creatorModel } from '../models/creator.ts';
import { eventModel } from '../models/event.ts';
import { defineCall } from './defineCall.ts';

// The brand app's calls (spec §7 'GET /api/brand/content, ...'), for brand users and agency staff.
// They cover `brand_id` when given, else the brand chosen with POST /api/brand/select, else every
// brand of a brand user (agency staff must name or choose one: a 422 otherwise). Filters and sorts
// as the fake's handler takes them (packages/mock-api/src/handlers/brandApp.ts).

/** Sort of the brand's channels: a field, '-' first for descending. */
export type BrandContentSort =
  | 'name'
  | '-name'
  | 'subscribers_count'
  | '-subscribers_count'
  | 'created_at'
  | '-created_at'
  | 'content_type_id'
  | '-content_type_id'
  | 'id'
  | '-id';

/** The channels of the creators the brand works with. */
export interface BrandContentListQuery {
  readonly brand_id?: readonly number[];
  /** Part of the name or handle, any case. */
  readonly s?: string;
  readonly ids?: readonly number[];
  /** Creator ids. */
  readonly publisher_id?: readonly number[];
  readonly content_type_id?: readonly ContentTypeId[];
  /** Default 'name'. */
  readonly sort?: BrandContentSort;
  /** 1 to 100, default 25. */
  readonly per_page?: number;
  readonly cursor?: string;
}

/** Sort of the brand's events; `date` is the aired day, else the planned day. */
export type BrandEventSort =
  | 'date'
  | '-date'
  | 'planned_date'
  | '-planned_date'
  | 'aired_date'
  | '-aired_date'
  | 'rate'
  | '-rate'
  | 'estimated_views'
  | '-estimated_views'
  | 'actual_views'
  | '-actual_views'
  | 'title'
  | '-title'
  | 'id'
  | '-id';

/**
 * The event query of spec §7. Build the range with the domain's buildEventQuery (month or week to
 * start_date and end_date, creators to publishers); `month` and `week` are also read by the server.
 */
export interface BrandEventListQuery {
  /** yyyy-MM-dd, included. */
  readonly start_date?: string;
  /** yyyy-MM-dd, included; not before start_date. */
  readonly end_date?: string;
  /** yyyy-MM, or any day of the month. */
  readonly month?: string;
  /** Any day of the week (weeks start on Sunday). */
  readonly week?: string;
  /** Creator ids. */
  readonly publishers?: readonly number[];
  readonly brand_id?: readonly number[];
  /** Channel ids. */
  readonly content_id?: readonly number[];
  /** The production's status. */
  readonly status?: readonly EventProductionStatus[];
  readonly is_scheduled?: boolean;
  readonly aired?: boolean;
  readonly sponsored?: boolean;
  readonly reviewed?: boolean;
  readonly has_potential_matches?: boolean;
  readonly ids?: readonly number[];
  /** Part of the title, any case. */
  readonly s?: string;
  /** Default 'date'. */
  readonly sort?: BrandEventSort;
  /** 1 to 100, default 25. */
  readonly per_page?: number;
  readonly cursor?: string;
}

/** The brand's own results for an event it sponsors (views come from the platform). */
export interface BrandEventInput {
  /** At least one; whole numbers 0 to 1,000,000,000, null clears one. */
  readonly campaign_vitals: Partial<Pick<CampaignVitals, 'clicks' | 'conversions' | 'revenue'>>;
}

/** Adds a creator to a brand, or records the brand's decision on one already there. */
export interface BrandRelationshipInput {
  readonly publisher_id: number;
  /** Default: the selected brand, else the brand user's first. */
  readonly brand_id?: number;
  /** Default 'approved'; 'unsent' is the agency's, not the brand's. */
  readonly approval_status?: Exclude<ApprovalStatus, 'unsent'>;
}

/** GET /api/brand/content: a page of channels, their creators from included.creators. */
export const listBrandContent = /* @__PURE__ */ defineCall<BrandContentListQuery>()({
  method: 'GET',
  path: '/api/brand/content',
  decode: list(channelModel),
});

/** GET /api/brand/creators/:id: a creator the brand works with, channels embedded. */
export const getBrandCreator = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/brand/creators/:id',
  decode: one(creatorModel),
});

/** GET /api/brand/events: a page of events; channels, creators and brands from `included`. */
export const listBrandEvents = /* @__PURE__ */ defineCall<BrandEventListQuery>()({
  method: 'GET',
  path: '/api/brand/events',
  decode: list(eventModel),
});

/** GET /api/brand/events/:id: one sponsored event with its channel, creator and brand. */
export const getBrandEvent = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/brand/events/:id',
  decode: one(eventModel),
});

/** PUT /api/brand/events/:id: records the brand's results on the planned sponsorship. */
export const updateBrandEvent = /* @__PURE__ */ defineCall<never, BrandEventInput>()({
  method: 'PUT',
  path: '/api/brand/events/:id',
  decode: one(eventModel),
});

/** POST /api/brand/relationships: 201 with a new relationship, 200 with a changed one. */
export const addBrandRelationship = /* @__PURE__ */ defineCall<never, BrandRelationshipInput>()({
  method: 'POST',
  path: '/api/brand/relationships',
  decode: one(relationshipModel),
});
