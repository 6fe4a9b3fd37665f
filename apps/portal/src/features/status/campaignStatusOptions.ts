import { CAMPAIGN_STATUS_TITLES, CAMPAIGN_STATUSES, type CampaignStatus } from '@airtime/domain';

/** One choice of a campaign-status filter: the status and what users read. */
export interface CampaignStatusOption {
  readonly id: CampaignStatus;
  readonly label: string;
}

// Both negotiations are titled Planning (spec §4), so a list of choices says whose; users read
// 'creator' where the API says publisher.
const NEGOTIATION_LABELS: Partial<Record<CampaignStatus, string>> = {
  'brand-negotiations': 'Planning (brand)',
  'publisher-negotiations': 'Planning (creator)',
};

/** Every campaign status as a filter option, in the domain's order, no two labels alike. */
export const CAMPAIGN_STATUS_OPTIONS: readonly CampaignStatusOption[] = CAMPAIGN_STATUSES.map(
  (status) => ({ id: status, label: NEGOTIATION_LABELS[status] ?? CAMPAIGN_STATUS_TITLES[status] }),
);
