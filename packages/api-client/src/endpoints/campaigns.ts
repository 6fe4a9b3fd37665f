import type { CampaignStatus, PlanIoStatus, PlanningGroup, Priority } from '@airtime/domain';
import { list, many, nothing, one } from '../decode/decoders.ts';
import { campaignModel, campaignRowModel } from '../models/campaign.ts';
import { defineCall } from './defineCall.ts';

// Campaigns (spec §7 'Campaigns, content, creators'): the planning board's list, one campaign,
// and the agency's writes. Filters and sorts are those of the fake's GET /api/new-campaigns
// (mock-api README, 'The planning board').

/** A list filter that takes one value or several (sent as `name[]=a&name[]=b`). */
type OneOrMany<T> = T | readonly T[];

/** Fields the campaign lists sort on; `priority` follows the domain's order, `group` the board's. */
export type CampaignSortField =
  | 'priority'
  | 'created_at'
  | 'updated_at'
  | 'ends_at'
  | 'status'
  | 'group'
  | 'brand'
  | 'creator'
  | 'id';

/** A sort: the field ascending, or `-field` descending. */
export type CampaignSort = CampaignSortField | `-${CampaignSortField}`;

/** The planning board's query (GET /api/new-campaigns). */
export interface CampaignListQuery {
  /** Text in the brand's, the creator's or the channel's name. */
  readonly s?: string;
  readonly ids?: readonly number[];
  /** Board columns; `io_approval` also shows `cm_request` (the domain's matchesPlanningGroup). */
  readonly group?: OneOrMany<PlanningGroup>;
  readonly status?: OneOrMany<CampaignStatus>;
  /** The plan's status. */
  readonly campaign_status?: OneOrMany<PlanIoStatus>;
  readonly io_status?: OneOrMany<PlanIoStatus>;
  readonly priority?: OneOrMany<Priority>;
  readonly brand_id?: OneOrMany<number>;
  readonly publisher_id?: OneOrMany<number>;
  /** Channel ids. */
  readonly content_id?: OneOrMany<number>;
  /** User ids of the creators' CMs. */
  readonly rep_cm?: OneOrMany<number>;
  /** The domain's isInPlanning. */
  readonly in_planning?: boolean;
  /** The domain's needsAttention. */
  readonly needs_attention?: boolean;
  /** yyyy-MM-dd, both ends included. */
  readonly created_from?: string;
  readonly created_to?: string;
  readonly ends_from?: string;
  readonly ends_to?: string;
  /** Default `-created_at`; several fields comma-separated, e.g. 'priority,-created_at'. */
  readonly sort?: CampaignSort | `${CampaignSort},${CampaignSort}`;
  /** 1 to 100, default 25. */
  readonly per_page?: number;
  readonly cursor?: string;
}

/**
 * What an update may change (PUT /api/new-campaigns/{id}, and each campaign of a batch). The
 * server keeps the planning group consistent: a group for a campaign outside planning is a 422.
 */
export interface CampaignInput {
  readonly status?: CampaignStatus;
  readonly campaign_status?: PlanIoStatus;
  readonly io_status?: PlanIoStatus;
  readonly priority?: Priority;
  readonly group?: PlanningGroup | null;
  /** yyyy-MM-dd, or null for open-ended. */
  readonly ends_at?: string | null;
  /** Only null: brings back a campaign a production sent back (setting it is production's job). */
  readonly back_to_tcp_production_id?: null;
}

/** A new campaign: a brand and a channel (the creator follows from the channel). */
export interface CampaignCreateInput extends CampaignInput {
  readonly brand_id: number;
  readonly content_id: number;
}

/** The board's bulk action: the same change to every campaign named, all or none. */
export interface CampaignBatchInput extends CampaignInput {
  /** At most 100; a refused one comes back as the 422 field `ids.{index}`. */
  readonly ids: readonly number[];
  /** Makes this agency user each campaign's owner (an assignee; ours: spec §7 shows no payload). */
  readonly owner_id?: number;
}

/** The planning board: rows embed their process and IO document; brand, creator, channel from `included`. */
export const listCampaigns = /* @__PURE__ */ defineCall<CampaignListQuery>()({
  method: 'GET',
  path: '/api/new-campaigns',
  decode: list(campaignModel),
});

/** One campaign with its brand, creator, channel, relationship and booked events embedded. */
export const getCampaign = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/new-campaigns/:id',
  decode: one(campaignModel),
});

/** Creates a campaign in planning (`cm_request`), finding or making the brand-creator relationship. */
export const createCampaign = /* @__PURE__ */ defineCall<never, CampaignCreateInput>()({
  method: 'POST',
  path: '/api/new-campaigns',
  decode: one(campaignModel),
});

export const updateCampaign = /* @__PURE__ */ defineCall<never, CampaignInput>()({
  method: 'PUT',
  path: '/api/new-campaigns/:id',
  decode: one(campaignModel),
});

/** Answers the changed campaigns as bare rows (process and IO embedded, no brand, creator, channel). */
export const batchUpdateCampaigns = /* @__PURE__ */ defineCall<never, CampaignBatchInput>()({
  method: 'PUT',
  path: '/api/campaigns/batch-update',
  decode: many(campaignRowModel),
});

/** Soft-deletes a campaign. */
export const deleteCampaign = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/campaigns/:id',
  decode: nothing,
});
