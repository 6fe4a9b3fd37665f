import type { Campaign } from '@airtime/domain';

/** Whether a follow-up campaign can be made from this one: it is up for renewal or suggested for it. */
export function isRenewable(campaign: Pick<Campaign, 'status'>): boolean {
  return campaign.status === 'renewal' || campaign.status === 'renew-recommendation';
}
