import { getEventMonth } from './getEventMonth.ts';
import { groupBy } from './groupBy.ts';
import { type EventFigures, type FigureEvent, summarizeEvents } from './summarizeEvents.ts';

/** The figures of one month's events. */
export interface MonthFigures extends EventFigures {
  /** 'yyyy-MM'. */
  readonly month: string;
}

/** The figures of each month ('yyyy-MM'), oldest first, by each event's day; no day, no month. */
export function summarizeByMonth(events: readonly FigureEvent[]): MonthFigures[] {
  return [...groupBy(events, getEventMonth)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, group]) => ({ month, ...summarizeEvents(group) }));
}
