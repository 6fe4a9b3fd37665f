import type { Event } from '../model/Event.ts';
import { getEventDay } from './getEventDay.ts';
import { getMonthOfDay } from './getMonthOfDay.ts';

/** The month an event counts in, 'yyyy-MM': the month of its day (getEventDay); null without one. */
export function getEventMonth(event: Pick<Event, 'aired_date' | 'planned_date'>): string | null {
  return getMonthOfDay(getEventDay(event));
}
