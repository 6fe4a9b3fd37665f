import type { Event } from '@airtime/domain';
import type { Badge } from './badge.ts';

/** Where an event stands on a day: aired, still planned, or planned and missed. */
export type EventState = 'aired' | 'planned' | 'overdue';

/** The event's state on `today` (yyyy-MM-dd). */
export function getEventState(
  event: Pick<Event, 'aired_date' | 'planned_date'>,
  today: string,
): EventState {
  if (event.aired_date !== null) return 'aired';
  if (event.planned_date !== null && event.planned_date < today) return 'overdue';
  return 'planned';
}

const EVENT_STATE_BADGES: Record<EventState, Badge> = {
  aired: { label: 'Aired', tone: 'positive' },
  planned: { label: 'Planned', tone: 'info' },
  overdue: { label: 'Not aired', tone: 'warning' },
};

export function eventStateBadge(state: EventState): Badge {
  return EVENT_STATE_BADGES[state];
}

/** Where an event stands in the brand app: aired, scheduled, or planned. */
export function eventScheduleBadge(event: Pick<Event, 'aired_date' | 'is_scheduled'>): Badge {
  if (event.aired_date !== null) return { label: 'Aired', tone: 'positive' };
  if (event.is_scheduled) return { label: 'Scheduled', tone: 'info' };
  return { label: 'Planned', tone: 'neutral' };
}
