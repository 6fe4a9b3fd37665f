import { useCampaigns, useWholeList } from '@airtime/api-client';
import { DonutChart } from '@airtime/design-system';
import { getCampaignStatusShares } from './campaignStatusShares.ts';

/** A brand's campaigns by status as a donut, with its table view (decisions §6: reports have charts). */
export function CampaignStatusChart({ brandId }: { readonly brandId: number }) {
  const campaigns = useCampaigns({ brand_id: brandId, per_page: 100 });
  const { isLoading } = useWholeList(campaigns, 20);
  return (
    <DonutChart
      label="Campaigns by status"
      categoryLabel="Status"
      totalLabel="Campaigns"
      data={isLoading ? [] : getCampaignStatusShares(campaigns.items)}
      isLoading={isLoading}
      emptyMessage="This brand has no campaigns yet."
      errorMessage={
        campaigns.error === undefined
          ? undefined
          : `The campaigns could not be loaded: ${campaigns.error.message}`
      }
    />
  );
}
