import type { Event } from '../model/Event.ts';
import { type GroupHead, groupByHead } from './groupByHead.ts';

/** One brand's or creator's revenue over a set of events. */
export interface RevenueTotals extends GroupHead {
  /** Sum of the events' rates, aired or not, whole dollars (what the brand pays). */
  readonly amount: number;
  readonly events: number;
  /** Sum of the actual views, null when no event has any. */
  readonly views: number | null;
}

/**
 * The finance pages' revenue per brand or per creator (pass getBrandHead or getCreatorHead): the
 * events' rates, counts and views, the largest amount first, then by name. No head, not counted.
 */
export function summarizeRevenueBy<E extends Pick<Event, 'rate' | 'actual_views'>>(
  events: readonly E[],
  headOf: (event: E) => GroupHead | null,
): RevenueTotals[] {
  return groupByHead(events, headOf)
    .map(({ head, items }) => ({
      ...head,
      amount: items.reduce((sum, event) => sum + (event.rate ?? 0), 0),
      events: items.length,
      views: items.reduce<number | null>(
        (sum, event) => (event.actual_views === null ? sum : (sum ?? 0) + event.actual_views),
        null,
      ),
    }))
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}
