// A shareable brand report link (issue 20): which reports travel, which of their URL parameters
// a link keeps, how long it lives, and its states. The rules are ours (the spec names none).

/** The brand reports a link can open, as their paths name them in both apps. */
export const SHAREABLE_REPORTS = [
  'events',
  'creators',
  'campaign-tracking',
  'effectiveness',
  'analysis',
  'seismograph',
] as const;
export type ShareableReport = (typeof SHAREABLE_REPORTS)[number];

export const SHAREABLE_REPORT_TITLES: Readonly<Record<ShareableReport, string>> = {
  events: 'Events',
  creators: 'Creators',
  'campaign-tracking': 'Campaign Tracking',
  effectiveness: 'Effectiveness',
  analysis: 'Campaign Analysis',
  seismograph: 'Seismograph',
};

const PERIOD = ['filter.month', 'filter.period'] as const;

/**
 * The URL parameters a link keeps of each report: its period and filters, and the sort of a
 * server-sorted table. Anything else (modals, paging cursors, tabs) stays behind.
 */
export const REPORT_LINK_PARAMS: Readonly<Record<ShareableReport, readonly string[]>> = {
  events: [...PERIOD, 'sort'],
  creators: PERIOD,
  'campaign-tracking': ['filter.status', 'sort'],
  effectiveness: PERIOD,
  analysis: PERIOD,
  seismograph: PERIOD,
};

/** How long a link may live, in days. */
export const REPORT_LINK_EXPIRY_DAYS = [1, 7, 30, 90] as const;
export type ReportLinkExpiryDays = (typeof REPORT_LINK_EXPIRY_DAYS)[number];
export const DEFAULT_REPORT_LINK_EXPIRY_DAYS: ReportLinkExpiryDays = 30;

/** A link opens its report while live; an expired or revoked one shows nothing. */
export const REPORT_LINK_STATES = ['live', 'expired', 'revoked'] as const;
export type ReportLinkState = (typeof REPORT_LINK_STATES)[number];

/** The days a rolling report period looks back ('last-12-months' is 365 days up to today). */
export const ROLLING_PERIOD_DAYS = { 3: 90, 6: 182, 12: 365 } as const;

/** The period a report shows when its URL names none; null for a report without a period. */
export const REPORT_DEFAULT_PERIODS: Readonly<
  Record<ShareableReport, 'this-month' | 'last-12-months' | null>
> = {
  events: 'this-month',
  creators: 'last-12-months',
  'campaign-tracking': null,
  effectiveness: 'last-12-months',
  analysis: 'last-12-months',
  seismograph: 'last-12-months',
};

/** A link to one brand report, as the server keeps it. */
export interface ReportLink {
  readonly id: number;
  readonly brand_id: number;
  readonly report: ShareableReport;
  /** The report's kept URL parameters as a query string without '?': 'filter.month=2026-11'. */
  readonly params: string;
  /** The link's address (only in the answer that created it). */
  readonly url?: string | undefined;
  readonly token?: string | undefined;
  /** ISO date-times. */
  readonly expires_at: string;
  readonly revoked_at: string | null;
  readonly created_at: string;
  readonly created_by: { readonly id: number; readonly name: string };
}
