import type { Event } from '@airtime/domain';
import { monthOfDay } from '../months/months.ts';

// What the apps' reports add up from events: one sum for all of them, so a figure means the same
// on every page. Aired events count their rate and views, the others their plan.

type FigureEvent = Pick<
  Event,
  'aired_date' | 'planned_date' | 'rate' | 'actual_views' | 'estimated_views'
>;

/** The figures of a set of events. */
export interface EventFigures {
  readonly events: number;
  readonly aired: number;
  /** Events not aired yet. */
  readonly planned: number;
  /** Actual views of the aired events. */
  readonly views: number;
  /** What the aired events were estimated to reach, to compare with `views`. */
  readonly estimatedViews: number;
  /** What the events not aired yet are estimated to reach. */
  readonly plannedViews: number;
  /** Rates of the aired events, whole US dollars: what the brands pay and the creators earn. */
  readonly spend: number;
  /** Rates of the events not aired yet. */
  readonly plannedSpend: number;
  /** Cost per thousand views; null before any views. */
  readonly cpm: number | null;
  /** Views as a share of the estimate (1 is on target); null without an estimate. */
  readonly delivery: number | null;
  /** Spend per aired event with a rate; null without one. */
  readonly averageRate: number | null;
}

/** Cost per thousand views, or null when nothing was viewed. */
export function computeCpm(spend: number, views: number): number | null {
  return views > 0 ? (spend / views) * 1000 : null;
}

/** Adds up events: aired ones count their rate and views, the others their plan. */
export function summarizeEvents(events: readonly FigureEvent[]): EventFigures {
  let aired = 0;
  let views = 0;
  let estimatedViews = 0;
  let plannedViews = 0;
  let spend = 0;
  let plannedSpend = 0;
  let rated = 0;
  for (const event of events) {
    if (event.aired_date !== null) {
      aired += 1;
      views += event.actual_views ?? 0;
      estimatedViews += event.estimated_views ?? 0;
      spend += event.rate ?? 0;
      if (event.rate !== null) rated += 1;
    } else {
      plannedViews += event.estimated_views ?? 0;
      plannedSpend += event.rate ?? 0;
    }
  }
  return {
    events: events.length,
    aired,
    planned: events.length - aired,
    views,
    estimatedViews,
    plannedViews,
    spend,
    plannedSpend,
    cpm: computeCpm(spend, views),
    delivery: estimatedViews > 0 ? views / estimatedViews : null,
    averageRate: rated === 0 ? null : Math.round(spend / rated),
  };
}

/** Items by key, in the order keys first appear; items without a key are left out. */
export function groupBy<T, K>(
  items: readonly T[],
  keyOf: (item: T) => K | null | undefined,
): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null || key === undefined) continue;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return groups;
}

/** An event's day: the day it aired, else the day it is planned for (the API's `date`). */
export function getEventDay(event: Pick<Event, 'aired_date' | 'planned_date'>): string | null {
  return event.aired_date ?? event.planned_date;
}

/** The figures of each month ('yyyy-MM'), oldest first, by each event's day. */
export function summarizeByMonth<E extends FigureEvent>(
  events: readonly E[],
): (EventFigures & { readonly month: string })[] {
  const months = groupBy(events, (event) => monthOfDay(getEventDay(event)));
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, group]) => ({ month, ...summarizeEvents(group) }));
}

/** One day of aired events: their actual and estimated views. */
export type ViewsDay = {
  readonly day: string;
  readonly events: number;
  readonly views: number;
  readonly estimatedViews: number;
};

/** Views of the aired events by the day they aired, oldest first. */
export function getViewsByDay(events: readonly FigureEvent[]): ViewsDay[] {
  const days = groupBy(events, (event) => event.aired_date);
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, group]) => {
      const figures = summarizeEvents(group);
      return {
        day,
        events: group.length,
        views: figures.views,
        estimatedViews: figures.estimatedViews,
      };
    });
}

/** A group of events with its figures, e.g. one creator's or one channel's. */
export interface EventGroup<K, E> extends EventFigures {
  readonly key: K;
  readonly items: readonly E[];
  /** The latest day one of them aired; null when none has. */
  readonly lastAired: string | null;
}

/** The figures of each group of events, in the order groups first appear. */
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

/** The latest day one of the events aired, or null when none has. */
export function getLastAired(events: readonly Pick<Event, 'aired_date'>[]): string | null {
  return events.reduce<string | null>(
    (last, event) =>
      event.aired_date !== null && (last === null || event.aired_date > last)
        ? event.aired_date
        : last,
    null,
  );
}
