import { groupBy } from './groupBy.ts';
import { type FigureEvent, summarizeEvents } from './summarizeEvents.ts';

/**
 * One day of aired events: their actual and estimated views. A type, not an interface, so a chart
 * that takes rows of named values takes it as it is.
 */
export type ViewsDay = {
  /** yyyy-MM-dd. */
  readonly day: string;
  readonly events: number;
  readonly views: number;
  readonly estimatedViews: number;
};

/** Views of the aired events by the day they aired, oldest first; events not aired are left out. */
export function getViewsByDay(events: readonly FigureEvent[]): ViewsDay[] {
  return [...groupBy(events, (event) => event.aired_date)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, group]) => {
      const { views, estimatedViews } = summarizeEvents(group);
      return { day, events: group.length, views, estimatedViews };
    });
}
