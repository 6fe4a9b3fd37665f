/** Where access to the creator's channel analytics is; expired grants need reconnecting (§4). */
export const ANALYTICS_ACCESS_STATUSES = [
  'not-started',
  'requested',
  'to-reconnect',
  'complete',
] as const;

export type AnalyticsAccessStatus = (typeof ANALYTICS_ACCESS_STATUSES)[number];

/** What users read for each analytics access status. */
export const ANALYTICS_ACCESS_STATUS_TITLES: Record<AnalyticsAccessStatus, string> = {
  'not-started': 'Not Started',
  requested: 'Requested',
  'to-reconnect': 'To Reconnect',
  complete: 'Complete',
};

/** Whether a value is one of the known analytics access statuses. */
export function isAnalyticsAccessStatus(value: unknown): value is AnalyticsAccessStatus {
  return ANALYTICS_ACCESS_STATUSES.some((status) => status === value);
}
