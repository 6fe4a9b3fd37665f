import type { CampaignStatus } from '../campaign/campaignStatuses.ts';
import type { PlanningGroup } from '../campaign/planningGroups.ts';
import type { Priority } from '../campaign/priorities.ts';
import type { PlanIoStatus } from '../io/planIoStatuses.ts';
import type { BookingDecision } from './BookingDecision.ts';
import type { Brand } from './Brand.ts';
import type { Channel } from './Channel.ts';
import type { Creator } from './Creator.ts';
import type { Event } from './Event.ts';
import type { IoDocument } from './IoDocument.ts';
import type { Process } from './Process.ts';
import type { Relationship } from './Relationship.ts';

/** A brand's sponsorship deal with a creator on one channel (spec §3). */
export interface Campaign {
  readonly id: number;
  readonly brand_id: number;
  readonly publisher_id: number;
  /** Id of the content channel the campaign runs on. */
  readonly content_id: number;
  readonly status: CampaignStatus;
  /** Status of the plan (planning management); not-started sends an active campaign to planning. */
  readonly campaign_status: PlanIoStatus;
  readonly priority: Priority;
  /** Planning board column; null once the campaign has left planning. */
  readonly group: PlanningGroup | null;
  /** Time spent in the current group, humanized by the server ('3 days', '2 months'). */
  readonly group_duration: string | null;
  /** Last day of the campaign, yyyy-MM-dd; null when open-ended. */
  readonly ends_at: string | null;
  readonly relationship_id: number | null;
  readonly io_status: PlanIoStatus;
  /** The production that sent an event back to planning; null when none did. */
  readonly back_to_tcp_production_id: number | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the campaign is live. */
  readonly deleted_at: string | null;
  readonly events?: readonly Event[];
  /** The detail's booking decisions: bookings made despite competitors' events, newest first. Ours. */
  readonly booking_decisions?: readonly BookingDecision[];
  readonly creator?: Creator;
  readonly brand?: Brand;
  readonly channel?: Channel;
  /** The planning process, whose workflows move the campaign through the board. */
  readonly process?: Process;
  readonly ioDocument?: IoDocument;
  readonly relationship?: Relationship;
}
