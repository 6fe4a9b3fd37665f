import type { Agency } from './Agency.ts';
import type { BrandCustomMetricType } from './BrandCustomMetricType.ts';
import type { Industry } from './Industry.ts';
import type { InvoicingCustomerSummary } from './InvoicingCustomer.ts';
import type { Thread } from './Thread.ts';
import type { UserSummary } from './UserSummary.ts';

/** A brand that sponsors creators (spec §3); its stats come separately as `BrandStats`. */
export interface Brand {
  readonly id: number;
  readonly name: string;
  /** Image URL, or null when the brand has none. */
  readonly logo: string | null;
  readonly is_active: boolean;
  /** Day of the brand's latest aired event, yyyy-MM-dd; null before its first. */
  readonly last_event_date: string | null;
  /** User id of the agency rep who looks after the brand; null when unassigned. */
  readonly representative_id: number | null;
  /** Whether the brand is an Airtime customer (agency Brands root tab) or Non-Airtime. */
  readonly airtime_customer: boolean;
  /** Whether the brand came in through prospecting and converted. */
  readonly converted: boolean;
  /** Yearly sponsorship budget in whole US dollars; null when not set. The shape is ours. */
  readonly budget: number | null;
  readonly website: string | null;
  readonly industry_id: number | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the brand is live. */
  readonly deleted_at: string | null;
  /** The invoicing system's customer the brand is invoiced as; null until connected. Ours. */
  readonly invoicing_customer: InvoicingCustomerSummary | null;
  readonly agencies?: readonly Agency[];
  readonly threads?: readonly Thread[];
  readonly customMetricTypes?: readonly BrandCustomMetricType[];
  readonly representative?: UserSummary;
  readonly industry?: Industry;
}
