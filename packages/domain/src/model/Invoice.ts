import type { InvoiceStatus } from '../finance/invoiceStatuses.ts';
import type { Brand } from './Brand.ts';
import type { StatusChange } from './StatusChange.ts';

/** A brand invoice (Finance > Brand Invoicing); the shape is ours. Amounts in whole dollars. */
export interface Invoice {
  readonly id: number;
  readonly brand_id: number;
  /** Human reference, e.g. 'INV-2026-0042'. */
  readonly number: string;
  readonly status: InvoiceStatus;
  /** First day billed, yyyy-MM-dd. */
  readonly period_start: string;
  /** Last day billed, yyyy-MM-dd. */
  readonly period_end: string;
  /** yyyy-MM-dd; null while a draft. */
  readonly issued_on: string | null;
  /** yyyy-MM-dd; null while a draft. */
  readonly due_on: string | null;
  readonly amount: number;
  readonly events_count: number;
  /** The events it bills (each aired, booked, rated, billed in its period, on no other invoice). */
  readonly event_ids: readonly number[];
  /** Its status moves, oldest first. */
  readonly status_changes: readonly StatusChange<InvoiceStatus>[];
  /** ISO date-time; null until paid. */
  readonly paid_at: string | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while live. */
  readonly deleted_at: string | null;
  readonly brand?: Brand;
}
