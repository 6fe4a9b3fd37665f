import type { ReportLink, ReportLinkState } from './reportLinks.ts';

/** Whether a link still opens its report at `now` (ISO): revoked wins over expired. */
export function getReportLinkState(
  link: Pick<ReportLink, 'expires_at' | 'revoked_at'>,
  now: string,
): ReportLinkState {
  if (link.revoked_at !== null) return 'revoked';
  return Date.parse(link.expires_at) <= Date.parse(now) ? 'expired' : 'live';
}
