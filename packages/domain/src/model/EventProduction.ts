import type { EventProductionStatus } from '../production/eventProductionStatuses.ts';
import type { Projection } from '../production/projections.ts';
import type { Assignee } from './Assignee.ts';
import type { Event } from './Event.ts';
import type { Offer } from './Offer.ts';
import type { Process } from './Process.ts';
import type { Sponsorship } from './Sponsorship.ts';
import type { Tag } from './Tag.ts';
import type { Thread } from './Thread.ts';
import type { Tracker } from './Tracker.ts';

/** The agency's work to get one sponsored event made and aired (spec §3). */
export interface EventProduction {
  readonly id: number;
  readonly event_id: number;
  readonly sponsorship_id: number | null;
  readonly status: EventProductionStatus;
  readonly is_important: boolean;
  /** How likely it is to air; null until someone judges it. */
  readonly projection: Projection | null;
  readonly offer_id: number | null;
  readonly tracker_id: number | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the production is live. */
  readonly deleted_at: string | null;
  readonly event?: Event;
  readonly sponsorship?: Sponsorship;
  readonly tags?: readonly Tag[];
  readonly offer?: Offer;
  readonly tracker?: Tracker;
  readonly owner?: Assignee;
  readonly backup?: Assignee;
  /** The production process: product shipping, brief, analytics access and script approval. */
  readonly process?: Process;
  readonly thread?: Thread;
}
