import type { Event } from '../model/Event.ts';

/** An event's day, yyyy-MM-dd: the day it aired, else the day it is planned for (the API's `date`). */
export function getEventDay(event: Pick<Event, 'aired_date' | 'planned_date'>): string | null {
  return event.aired_date ?? event.planned_date;
}
