import type { Brand } from './Brand.ts';
import type { Channel } from './Channel.ts';
import type { Creator } from './Creator.ts';
import type { EventPayment } from './EventPayment.ts';
import type { EventProduction } from './EventProduction.ts';
import type { Sponsorship } from './Sponsorship.ts';

/** A change of an event's description (its title) or video link, as traffic reviews it; ours. */
export interface EventDescriptionChange {
  readonly id: number;
  readonly event_id: number;
  readonly field: 'title' | 'url';
  readonly from: string | null;
  readonly to: string | null;
  /** Who changed it ('Dana Ops'); null when the user is gone. */
  readonly user_name: string | null;
  /** ISO date-time. */
  readonly created_at: string;
}

/** One piece of content on a channel, such as an episode or video (spec §3). */
export interface Event {
  readonly id: number;
  /** Id of the content channel the event airs on. */
  readonly content_id: number;
  readonly publisher_id: number;
  /** The brand it is booked for; null for content nobody has booked. */
  readonly brand_id: number | null;
  readonly title: string;
  readonly url: string | null;
  /** yyyy-MM-dd. */
  readonly planned_date: string | null;
  /** yyyy-MM-dd; null until it airs. */
  readonly aired_date: string | null;
  /** Day the brand is billed, yyyy-MM-dd. */
  readonly billing_date: string | null;
  /** What the brand pays for the event, whole US dollars. */
  readonly rate: number | null;
  readonly actual_views: number | null;
  readonly estimated_views: number | null;
  readonly is_scheduled: boolean;
  /** ISO date-time the agency reviewed the aired content; null before review. */
  readonly reviewed_at: string | null;
  /** Whether traffic matching may have found unclaimed sponsorships in it. */
  readonly has_potential_matches: boolean;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the event is live. */
  readonly deleted_at: string | null;
  readonly channel?: Channel;
  readonly creator?: Creator;
  readonly brand?: Brand;
  readonly sponsorships?: readonly Sponsorship[];
  /** The sponsorship the event was booked for (the one with is_planned). */
  readonly plannedSponsorship?: Sponsorship;
  readonly production?: EventProduction;
  /** The detail's history of description and link changes, newest first. */
  readonly description_changes?: readonly EventDescriptionChange[];
  /** Its invoice and payout, with `with=payment` on an aired, booked event. */
  readonly payment?: EventPayment;
}
