// Rows the store keeps that @airtime/domain has no type for: private user fields, join rows, and
// the finance and notification records the spec names without fields. Everything else is a
// domain type. Each is listed in the README as "ours" until the domain package adopts it.

import type { Assignee, SubjectType, UserProfile } from '@airtime/domain';

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

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A brand invoice (Finance > Brand Invoicing); the shape is ours. Amounts in whole dollars. */
export interface Invoice {
  readonly id: number;
  readonly brand_id: number;
  /** Human reference, e.g. 'INV-2026-0042'. */
  readonly number: string;
  readonly status: InvoiceStatus;
  /** First and last day billed, yyyy-MM-dd. */
  readonly period_start: string;
  readonly period_end: string;
  /** yyyy-MM-dd. */
  readonly issued_on: string | null;
  /** yyyy-MM-dd. */
  readonly due_on: string | null;
  readonly amount: number;
  readonly events_count: number;
  /** ISO date-time; null until paid. */
  readonly paid_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly deleted_at: string | null;
}

export const PAYOUT_STATUSES = ['pending', 'scheduled', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A creator payout (Finance > Creator Payout); the shape is ours. Amounts in whole dollars. */
export interface Payout {
  readonly id: number;
  readonly publisher_id: number;
  readonly payment_preference_id: number | null;
  readonly status: PayoutStatus;
  /** First and last day earned, yyyy-MM-dd. */
  readonly period_start: string;
  readonly period_end: string;
  readonly amount: number;
  readonly events_count: number;
  /** ISO date-time; null until paid. */
  readonly paid_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly deleted_at: string | null;
}

/** What `notification.created` carries and the inbox badge counts; the shape is ours. */
export interface Notification {
  readonly id: number;
  readonly user_id: number;
  /** Machine kind, e.g. 'assigned', 'mention', 'message'. */
  readonly type: string;
  readonly title: string;
  readonly body: string | null;
  readonly subject_type: SubjectType | null;
  readonly subject_id: number | null;
  /** ISO date-time; null while unread. */
  readonly read_at: string | null;
  readonly created_at: string;
}

/** An assignee row: the domain's Assignee without its embedded user, which is read at answer time. */
export type AssigneeRow = Omit<Assignee, 'user'>;
