import type { Brand } from './Brand.ts';
import type { Event } from './Event.ts';

/** Read inside the show, or a video made for the brand ('dedicated' is ours). */
export type SponsorshipType = 'in-show' | 'dedicated';

/** One moment in the content where the brand is mentioned. */
export interface SponsorshipMention {
  /** Seconds from the start of the content. */
  readonly start: number;
  readonly is_reviewed: boolean;
}

/** The sponsorship's results so far; the shape is ours. */
export interface CampaignVitals {
  readonly views: number | null;
  readonly clicks: number | null;
  readonly conversions: number | null;
  /** Sales the brand attributes to it, whole US dollars. */
  readonly revenue: number | null;
}

/** A brand's placement inside one event (spec §3). */
export interface Sponsorship {
  readonly id: number;
  readonly brand_id: number;
  readonly event_id: number;
  readonly type: SponsorshipType;
  /** Whether this is the sponsorship the event was booked for, rather than one found later. */
  readonly is_planned: boolean;
  readonly mentions: readonly SponsorshipMention[];
  readonly campaign_vitals: CampaignVitals;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time of soft deletion; null while the sponsorship is live. */
  readonly deleted_at: string | null;
  readonly brand?: Brand;
  readonly event?: Event;
}
