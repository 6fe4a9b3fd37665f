// Rows the store keeps that @airtime/domain has no type for: private user fields, join rows, and
// Everything else is a domain type. Each is listed in the README as "ours" until the domain package adopts it.

import type {
  Assignee,
  Brand,
  Campaign,
  Channel,
  Creator,
  Event,
  PerformanceMetricValue,
  Permission,
  SavedView,
  SignupRequestFields,
  UserProfile,
} from '@airtime/domain';

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

/** A page-load measurement the portal posted (POST /api/pulse-page-metrics). */
export interface PageMetricRecord {
  readonly id: number;
  readonly url: string;
  readonly ip: string | null;
  readonly metrics: readonly PerformanceMetricValue[];
  /** The signed-in user who sent it; null for public pages. */
  readonly user_id: number | null;
  /** ISO date-time. */
  readonly created_at: string;
}

/** An invite request from the login page (POST /submit-form), as the form service files it. */
/** The permissions a named role grants; the role's id is its place in ROLES, counted from 1. */
export interface RoleGrantRecord {
  readonly id: number;
  readonly permissions: readonly Permission[];
}

export interface SignupRequestRecord {
  readonly id: number;
  readonly topic: string;
  readonly fields: SignupRequestFields;
  /** ISO date-time. */
  readonly created_at: string;
}

/**
 * What GET /api/campaigns/{id}/io-document/create answers: the insertion order the agency is about
 * to create, prefilled from the campaign (the domain has no type for the form).
 */
export interface IoDocumentDraft {
  readonly campaign_id: number;
  /** The number the document will get unless the agency types another. */
  readonly number: string;
  readonly campaign: Campaign;
  readonly brand: Brand | null;
  readonly creator: Creator | null;
  readonly channel: Channel | null;
  /** The campaign's booked events that have not aired yet: what the IO covers. */
  readonly events: readonly Event[];
  /** Sum of those events' rates, whole US dollars. */
  readonly total_rate: number;
  /** Whether the campaign already has a document, which creating again replaces. */
  readonly replaces_existing: boolean;
}

/** How far one user has read one thread: messages up to this id count as read for them. */
export interface ThreadRead {
  readonly id: number;
  readonly thread_id: number;
  readonly user_id: number;
  readonly last_read_message_id: number;
  /** ISO date-time. */
  readonly read_at: string;
}

/** A brand's booking conflict setting as stored; a brand without a row has no competitors listed and the default window. */
export interface BrandCompetitorsRow {
  readonly id: number;
  readonly brand_id: number;
  readonly competitor_brand_ids: readonly number[];
  readonly window_days: number;
  /** ISO date-time. */
  readonly updated_at: string;
}

/** A user's saved view of a list (issue 23): the domain's SavedView, plus whose it is. */
export interface SavedViewRow extends SavedView {
  readonly user_id: number;
}
