import { getLastAired } from './getLastAired.ts';
import { type GroupHead, groupByHead } from './groupByHead.ts';
import {
  type EventTotals,
  summarizeEventTotals,
  type TotalsEvent,
} from './summarizeEventTotals.ts';

/** The totals of one group of events, with the group's id, name and logo. */
export interface GroupTotals extends GroupHead, EventTotals {
  /** The latest day one of the group's events aired; null when none has. */
  readonly lastAired: string | null;
}

/**
 * The totals per creator, channel or content type (pass getCreatorHead, getChannelHead,
 * getContentTypeHead...), most spend first, then by name.
 */
export function summarizeTotalsBy<E extends TotalsEvent>(
  events: readonly E[],
  headOf: (event: E) => GroupHead | null,
): GroupTotals[] {
  return groupByHead(events, headOf)
    .map(({ head, items }) => ({
      ...head,
      ...summarizeEventTotals(items),
      lastAired: getLastAired(items),
    }))
    .sort(
      // Numeric, so content type 2 comes before 10 when they spent the same.
      (a, b) => b.spend - a.spend || a.name.localeCompare(b.name, 'en', { numeric: true }),
    );
}
