// Rows the store keeps that @airtime/domain has no type for: private user fields, join rows, and
// Everything else is a domain type. Each is listed in the README as "ours" until the domain package adopts it.

import type { Assignee, UserProfile } from '@airtime/domain';

/**
 * A user as the store keeps it: the profile the API sends, plus what it never sends.
 * `is_impersonating` is stored false and computed per request.
 */
export interface StoredUser extends UserProfile {
  /** Plain text on purpose: this is a fake backend, and every persona's password is `password`. */
  readonly password: string;
  /** The second sign-in step's code; null when sign-in needs none. */
  readonly verification_code: string | null;
  /** Brands a brand user may see (brand app); empty for others. */
  readonly brand_ids: readonly number[];
  /** Creators a creator user may see (creator app); empty for others. */
  readonly creator_ids: readonly number[];
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the user is live. */
  readonly deleted_at: string | null;
}

/** A brand's membership of an agency (brand.agencies is many-to-many). */
export interface BrandAgency {
  readonly id: number;
  readonly brand_id: number;
  readonly agency_id: number;
}

/** A tag put on an event production (event production.tags). */
export interface ProductionTag {
  readonly id: number;
  readonly event_production_id: number;
  readonly tag_id: number;
}

/** An assignee row: the domain's Assignee without its embedded user, which is read at answer time. */
export type AssigneeRow = Omit<Assignee, 'user'>;
