/** Every status an event production can be in (spec §4), in board order. */
export const EVENT_PRODUCTION_STATUSES = [
  'planning',
  'placeholder',
  'new',
  'in-progress',
  'moving',
  'back-to-tcp',
  'past-due',
  'cancelled',
  'aired',
] as const;

export type EventProductionStatus = (typeof EVENT_PRODUCTION_STATUSES)[number];

/** What users read for each status; back-to-tcp: production sent the event back to planning. */
export const EVENT_PRODUCTION_STATUS_TITLES: Record<EventProductionStatus, string> = {
  planning: 'Planning',
  placeholder: 'Placeholder',
  new: 'New',
  'in-progress': 'In Progress',
  moving: 'Moving',
  'back-to-tcp': 'Sent Back',
  'past-due': 'Past Due',
  cancelled: 'Cancelled',
  aired: 'Aired',
};

/** Whether a value is one of the known event production statuses. */
export function isEventProductionStatus(value: unknown): value is EventProductionStatus {
  return EVENT_PRODUCTION_STATUSES.some((status) => status === value);
}
