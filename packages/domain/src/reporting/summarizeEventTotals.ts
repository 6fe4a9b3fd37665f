import type { Event } from '../model/Event.ts';
import { computeCostPerConversion } from './computeCostPerConversion.ts';
import { computeRoas } from './computeRoas.ts';
import { getEventVitals } from './getEventVitals.ts';
import { type EventFigures, type FigureEvent, summarizeEvents } from './summarizeEvents.ts';

/** The fields of an event its totals are added up from. */
export type TotalsEvent = FigureEvent &
  Pick<Event, 'brand_id' | 'plannedSponsorship' | 'sponsorships'>;

/** The figures of a set of events with the booked brand's results on them. */
export interface EventTotals extends EventFigures {
  readonly clicks: number;
  readonly conversions: number;
  readonly revenue: number;
  /** Revenue per dollar spent; null before any spend. */
  readonly roas: number | null;
  /** Spend per conversion; null before any conversion. */
  readonly costPerConversion: number | null;
}

/**
 * The totals the brand reports show: the events' figures, and the clicks, conversions and revenue
 * the brand's sponsorships brought back on all of them (aired or not).
 */
export function summarizeEventTotals(events: readonly TotalsEvent[]): EventTotals {
  const figures = summarizeEvents(events);
  let clicks = 0;
  let conversions = 0;
  let revenue = 0;
  for (const event of events) {
    const vitals = getEventVitals(event);
    clicks += vitals?.clicks ?? 0;
    conversions += vitals?.conversions ?? 0;
    revenue += vitals?.revenue ?? 0;
  }
  return {
    ...figures,
    clicks,
    conversions,
    revenue,
    roas: computeRoas(revenue, figures.spend),
    costPerConversion: computeCostPerConversion(figures.spend, conversions),
  };
}
