import { REPORT_LINK_EXPIRY_DAYS, type ReportLinkExpiryDays } from './reportLinks.ts';

/** Whether a number of days is one a link may live. */
export function isReportLinkExpiryDays(days: unknown): days is ReportLinkExpiryDays {
  return REPORT_LINK_EXPIRY_DAYS.some((option) => option === days);
}

/** When a link made at `createdAt` (ISO) for `days` days stops working (ISO). */
export function getReportLinkExpiry(createdAt: string, days: ReportLinkExpiryDays): string {
  return new Date(Date.parse(createdAt) + days * 86_400_000).toISOString();
}
