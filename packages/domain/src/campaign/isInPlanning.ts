import type { Campaign } from '../model/Campaign.ts';
import type { CampaignStatus } from './campaignStatuses.ts';

// Statuses that mean the deal is still being shaped, whatever else the campaign says.
const PLANNING_STATUSES: readonly CampaignStatus[] = [
  'in-progress',
  'brand-negotiations',
  'rejected',
];

/** Whether a campaign belongs on the planning board rather than in production (spec §4). */
export function isInPlanning(
  campaign: Pick<Campaign, 'status' | 'campaign_status' | 'back_to_tcp_production_id'>,
): boolean {
  if (PLANNING_STATUSES.includes(campaign.status)) return true;
  if (campaign.status !== 'active') return false;
  // An active campaign is back in planning if production sent an event back or no plan exists.
  return campaign.back_to_tcp_production_id != null || campaign.campaign_status === 'not-started';
}
