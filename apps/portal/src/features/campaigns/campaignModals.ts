import type { ManagedModalProps } from '@airtime/design-system';

/** What each campaign modal (planning, plan, io-document, campaign-renewal) opens with: the campaign's id, which goes in the URL. */
export interface CampaignModalProps extends ManagedModalProps {
  readonly campaignId: number;
}
