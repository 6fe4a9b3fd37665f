import type { Event } from '../model/Event.ts';
import { isAired } from './isAired.ts';

/** Aired events billed on or after `today` (yyyy-MM-dd), the soonest billing first. */
export function getUpcomingBilling<E extends Pick<Event, 'aired_date' | 'billing_date'>>(
  events: readonly E[],
  today: string,
): (E & { readonly billing_date: string })[] {
  return events
    .filter(
      (event): event is E & { readonly billing_date: string } =>
        isAired(event) && event.billing_date !== null && event.billing_date >= today,
    )
    .sort((a, b) => a.billing_date.localeCompare(b.billing_date));
}
