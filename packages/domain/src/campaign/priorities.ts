/** Campaign priorities from most to least pressing (spec §4); sorting relies on this order. */
export const PRIORITIES = ['urgent', 'high', 'medium', 'low', 'no-priority'] as const;

export type Priority = (typeof PRIORITIES)[number];

/** What users read for each priority. */
export const PRIORITY_TITLES: Record<Priority, string> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  'no-priority': 'No Priority',
};

/** Whether a value is one of the known priorities. */
export function isPriority(value: unknown): value is Priority {
  return PRIORITIES.some((priority) => priority === value);
}
