import { type Campaign, formatCampaignName } from '@airtime/domain';

/** A campaign's name once it is loaded, '{brand} × {creator}'; 'Campaign' before. */
export function campaignTitle(campaign: Campaign | undefined): string {
  return campaign?.brand === undefined || campaign.creator === undefined
    ? 'Campaign'
    : formatCampaignName({ brand: campaign.brand.name, creator: campaign.creator.name });
}
