import type { SponsorshipType } from '@airtime/domain';
import { nothing, one } from '../decode/decoders.ts';
import { sponsorshipModel } from '../models/event.ts';
import { defineCall } from './defineCall.ts';

// Sponsorships (spec §7): a brand's placements inside an event. Agency staff only. An event has at
// most one planned sponsorship, for the brand it is booked for (422 `is_planned` otherwise).

export interface SponsorshipMentionInput {
  /** Seconds from the start of the content. */
  readonly start: number;
  readonly is_reviewed?: boolean;
}

export interface CampaignVitalsInput {
  readonly views?: number | null;
  readonly clicks?: number | null;
  readonly conversions?: number | null;
  readonly revenue?: number | null;
}

export interface SponsorshipUpdateInput {
  readonly type?: SponsorshipType;
  readonly is_planned?: boolean;
  /** Replaces the mentions; stored in order of start. */
  readonly mentions?: readonly SponsorshipMentionInput[];
  /** Replaces the vitals; fields left out become null. */
  readonly campaign_vitals?: CampaignVitalsInput;
}

export interface SponsorshipInput extends SponsorshipUpdateInput {
  readonly event_id: number;
  readonly brand_id: number;
}

export const createSponsorship = /* @__PURE__ */ defineCall<never, SponsorshipInput>()({
  method: 'POST',
  path: '/api/sponsorships',
  decode: one(sponsorshipModel),
});
export const updateSponsorship = /* @__PURE__ */ defineCall<never, SponsorshipUpdateInput>()({
  method: 'PUT',
  path: '/api/sponsorships/:id',
  decode: one(sponsorshipModel),
});
/** Soft delete; a production that pointed at it lets go. 204. */
export const deleteSponsorship = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/sponsorships/:id',
  decode: nothing,
});
