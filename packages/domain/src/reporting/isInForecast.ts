import type { Event } from '../model/Event.ts';
import { isAired } from './isAired.ts';
import { isBooked } from './isBooked.ts';

/** Booked for a brand and not aired yet: the events forecasts and projections count. */
export function isInForecast(event: Pick<Event, 'aired_date' | 'brand_id'>): boolean {
  return !isAired(event) && isBooked(event);
}
