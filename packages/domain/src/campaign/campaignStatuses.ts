/** Every status a campaign can be in (spec §4), in the order lists and filters show them. */
export const CAMPAIGN_STATUSES = [
  'active',
  'review',
  'renewal',
  'cancelled',
  'paused',
  'no-response',
  'archived',
  'brand-negotiations',
  'publisher-negotiations',
  'rejected',
  'renewed',
  'renew-recommendation',
  'in-progress',
] as const;

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** What users read for each status; both negotiation statuses read as Planning on purpose. */
export const CAMPAIGN_STATUS_TITLES: Record<CampaignStatus, string> = {
  active: 'Active',
  review: 'Review',
  renewal: 'Renewal',
  cancelled: 'Cancelled',
  paused: 'Paused',
  'no-response': 'No Response',
  archived: 'Completed',
  'brand-negotiations': 'Planning',
  'publisher-negotiations': 'Planning',
  rejected: 'No Thanks',
  renewed: 'Renewed',
  'renew-recommendation': 'Suggested Renewal',
  'in-progress': 'In Progress',
};

/** Whether a value is one of the known campaign statuses. */
export function isCampaignStatus(value: unknown): value is CampaignStatus {
  return CAMPAIGN_STATUSES.some((status) => status === value);
}
