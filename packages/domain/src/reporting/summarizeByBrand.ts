import type { Event } from '../model/Event.ts';
import { getBrandHead } from './getBrandHead.ts';
import { getLastAired } from './getLastAired.ts';
import { groupByHead } from './groupByHead.ts';
import { type EventFigures, type FigureEvent, summarizeEvents } from './summarizeEvents.ts';

/** A brand's events with a creator and their figures. */
export interface BrandSummary extends EventFigures {
  readonly brandId: number;
  readonly name: string;
  readonly logo: string | null;
  /** The latest aired day, yyyy-MM-dd. */
  readonly lastAired: string | null;
}

/** Booked events grouped by brand (getBrandHead), the biggest earner first, then by name. */
export function summarizeByBrand(
  events: readonly (FigureEvent & Pick<Event, 'brand_id' | 'brand'>)[],
): BrandSummary[] {
  return groupByHead(events, getBrandHead)
    .map(({ head, items }) => ({
      ...summarizeEvents(items),
      brandId: head.id,
      name: head.name,
      logo: head.logo,
      lastAired: getLastAired(items),
    }))
    .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name));
}
