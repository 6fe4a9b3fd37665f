import type { Campaign } from './Campaign.ts';

/** A campaign's insertion order, the contract the creator signs; the shape is ours. */
export interface IoDocument {
  readonly id: number;
  readonly campaign_id: number;
  /** Human reference printed on the document, e.g. 'IO-2026-0142'. */
  readonly number: string;
  /** Where the generated PDF can be downloaded; null until generated. */
  readonly file_url: string | null;
  /** ISO date-time it was sent to the creator; null before. */
  readonly sent_at: string | null;
  /** ISO date-time the creator signed; null before. */
  readonly signed_at: string | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  readonly campaign?: Campaign;
}
