import type { Campaign } from '../model/Campaign.ts';

/**
 * Whether a follow-up campaign can be made from this one (decisions §9 'campaign renewal'): it is
 * up for renewal, or renewal is suggested (renew-recommendation).
 */
export function isRenewable(campaign: Pick<Campaign, 'status'>): boolean {
  return campaign.status === 'renewal' || campaign.status === 'renew-recommendation';
}
