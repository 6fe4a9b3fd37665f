import { getLastAired } from './getLastAired.ts';
import { groupBy } from './groupBy.ts';
import { type EventFigures, type FigureEvent, summarizeEvents } from './summarizeEvents.ts';

/** A group of events with its figures, e.g. one creator's or one channel's. */
export interface EventGroup<K, E> extends EventFigures {
  readonly key: K;
  readonly items: readonly E[];
  /** The latest day one of them aired; null when none has. */
  readonly lastAired: string | null;
}

/** The figures of each group of events, in the order groups first appear; no key, no group. */
export function summarizeGroups<E extends FigureEvent, K>(
  events: readonly E[],
  keyOf: (event: E) => K | null | undefined,
): EventGroup<K, E>[] {
  return [...groupBy(events, keyOf)].map(([key, items]) => ({
    key,
    items,
    lastAired: getLastAired(items),
    ...summarizeEvents(items),
  }));
}
