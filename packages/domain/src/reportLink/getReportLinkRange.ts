import type { EventDateRange } from '../events/eventQuery.ts';
import { ROLLING_PERIOD_DAYS } from './reportLinks.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const ROLLING = /^last-(3|6|12)-months$/;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The days a link's period covers, both included: `filter.period=last-N-months` up to `today`,
 * else `filter.month`, else `fallback` (the report's own default). Null for a report without a
 * period (Campaign Tracking follows campaigns as they stand).
 */
export function getReportLinkRange(
  params: string,
  today: string,
  fallback: 'this-month' | 'last-12-months' | null,
): EventDateRange | null {
  const search = new URLSearchParams(params);
  const rolling = ROLLING.exec(search.get('filter.period') ?? '');
  if (rolling !== null) {
    const months = Number(rolling[1]) as keyof typeof ROLLING_PERIOD_DAYS;
    return { start: addDays(today, -ROLLING_PERIOD_DAYS[months]), end: today };
  }
  const month = MONTH.exec(search.get('filter.month') ?? '');
  if (month !== null) {
    const last = new Date(Date.UTC(Number(month[1]), Number(month[2]), 0)).getUTCDate();
    return { start: `${month[0]}-01`, end: `${month[0]}-${String(last).padStart(2, '0')}` };
  }
  if (fallback === null) return null;
  if (fallback === 'last-12-months')
    return getReportLinkRange('filter.period=last-12-months', today, null);
  return getReportLinkRange(`filter.month=${today.slice(0, 7)}`, today, null);
}
