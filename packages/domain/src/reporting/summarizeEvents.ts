import type { Event } from '../model/Event.ts';
import { computeAverageRate } from './computeAverageRate.ts';
import { computeCpm } from './computeCpm.ts';
import { computeDelivery } from './computeDelivery.ts';
import { isAired } from './isAired.ts';

/** The fields of an event its figures are added up from. */
export type FigureEvent = Pick<
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

/**
 * Adds up events, one sum for every report so a figure means the same on every page: aired events
 * count their rate and views, the others their plan. A missing rate or view count adds nothing.
 */
export function summarizeEvents(events: readonly FigureEvent[]): EventFigures {
  let aired = 0;
  let views = 0;
  let estimatedViews = 0;
  let plannedViews = 0;
  let spend = 0;
  let plannedSpend = 0;
  let rated = 0;
  for (const event of events) {
    if (isAired(event)) {
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
    delivery: computeDelivery(views, estimatedViews),
    averageRate: computeAverageRate(spend, rated),
  };
}
