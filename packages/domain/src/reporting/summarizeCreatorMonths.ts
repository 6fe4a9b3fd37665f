import type { Event } from '../model/Event.ts';
import { getEventMonth } from './getEventMonth.ts';
import { getMonthStart } from './getMonthStart.ts';
import { groupBy } from './groupBy.ts';
import { isInForecast } from './isInForecast.ts';
import { type FigureEvent, summarizeEvents } from './summarizeEvents.ts';

/** One month of a creator's events, keyed by its first day. */
export interface EventMonth {
  /** The month's first day, yyyy-MM-dd. */
  readonly month: string;
  readonly events: number;
  readonly aired: number;
  /** Not aired yet. */
  readonly planned: number;
  /** Planned and booked for a brand. */
  readonly booked: number;
  /** Planned and not booked: inventory still for sale. */
  readonly open: number;
  readonly views: number;
  /** What the month's aired events earned: their rates. */
  readonly earnings: number;
  // Charts read a row's series by name.
  [key: string]: string | number;
}

/** A creator's events per month (their aired day, else their planned day), oldest month first. */
export function summarizeCreatorMonths(
  events: readonly (FigureEvent & Pick<Event, 'brand_id'>)[],
): EventMonth[] {
  return [...groupBy(events, getEventMonth)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, items]) => {
      const figures = summarizeEvents(items);
      const booked = items.filter(isInForecast).length;
      return {
        month: getMonthStart(month),
        events: figures.events,
        aired: figures.aired,
        planned: figures.planned,
        booked,
        open: figures.planned - booked,
        views: figures.views,
        earnings: figures.spend,
      };
    });
}
