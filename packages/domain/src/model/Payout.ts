import type { PayoutStatus } from '../finance/payoutStatuses.ts';
import type { Creator } from './Creator.ts';
import type { PaymentPreference } from './PaymentPreference.ts';
import type { StatusChange } from './StatusChange.ts';

/** A creator payout (Finance > Creator Payout); the shape is ours. Amounts in whole dollars. */
export interface Payout {
  readonly id: number;
  readonly publisher_id: number;
  readonly payment_preference_id: number | null;
  readonly status: PayoutStatus;
  /** First day earned, yyyy-MM-dd. */
  readonly period_start: string;
  /** Last day earned, yyyy-MM-dd. */
  readonly period_end: string;
  readonly amount: number;
  readonly events_count: number;
  /** The aired events it pays for. */
  readonly event_ids: readonly number[];
  /** ISO date-time the agency sent it; null until then. */
  readonly sent_at: string | null;
  /** ISO date-time the creator received it; null until then. */
  readonly paid_at: string | null;
  /** Its status moves, oldest first. */
  readonly status_changes: readonly StatusChange<PayoutStatus>[];
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while live. */
  readonly deleted_at: string | null;
  readonly creator?: Creator;
  readonly paymentPreference?: PaymentPreference;
}
