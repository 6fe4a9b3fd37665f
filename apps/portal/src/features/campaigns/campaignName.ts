import { type Campaign, formatCampaignName } from '@airtime/domain';

/** '{brand} × {creator}' as the inbox names it, or 'Campaign {id}' when a relation is missing. */
export function campaignName(campaign: Campaign): string {
  return campaign.brand === undefined || campaign.creator === undefined
    ? `Campaign ${campaign.id}`
    : formatCampaignName({ brand: campaign.brand.name, creator: campaign.creator.name });
}
