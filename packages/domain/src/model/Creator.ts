import type { CreatorGender } from '../creator/creatorGenders.ts';
import type { Channel } from './Channel.ts';
import type { PaymentPreference } from './PaymentPreference.ts';
import type { Process } from './Process.ts';
import type { Thread } from './Thread.ts';

/** A creator, called publisher by the API (spec §3). */
export interface Creator {
  readonly id: number;
  readonly name: string;
  /** Image URL, or null when the creator has none. */
  readonly logo: string | null;
  /** User id of the creator manager (CM); null when unassigned. */
  readonly rep_cm: number | null;
  /** User id of the Airtime rep; null when unassigned. */
  readonly rep_tcp: number | null;
  /** Addresses the agency writes to when reaching out. */
  readonly outreach_emails: readonly string[];
  /** Whether the creator came in through prospecting and converted. */
  readonly converted: boolean;
  // The creator's profile (ours: spec §3 is silent; decisions §9 'edit demographics', 'add
  // address', 'phone'). Optional: records from before them have none; null when not recorded.
  /** Age in years. */
  readonly age?: number | null;
  /** ISO 3166-1 alpha-2 code of the country the creator lives in, e.g. 'US'. */
  readonly country?: string | null;
  readonly gender?: CreatorGender | null;
  /** Postal address, several lines: where products are shipped to. */
  readonly address?: string | null;
  readonly phone?: string | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the creator is live. */
  readonly deleted_at: string | null;
  readonly channels?: readonly Channel[];
  readonly paymentPreferences?: readonly PaymentPreference[];
  readonly threads?: readonly Thread[];
  /** The prospecting process that turns a prospect into a signed creator. */
  readonly conversionProcess?: Process;
}
