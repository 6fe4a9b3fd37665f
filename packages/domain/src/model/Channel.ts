import type { ContentTypeId } from '../channel/contentTypes.ts';
import type { Creator } from './Creator.ts';

/** A creator's content channel, such as one show or one account (spec §3). */
export interface Channel {
  readonly id: number;
  readonly publisher_id: number;
  readonly content_type_id: ContentTypeId;
  readonly name: string;
  /** Handle on the platform, without the @; null when the platform has none. */
  readonly handle: string | null;
  readonly url: string | null;
  /** Image URL, or null when the channel has none. */
  readonly logo: string | null;
  readonly subscribers_count: number | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the channel is live. */
  readonly deleted_at: string | null;
  readonly creator?: Creator;
}
