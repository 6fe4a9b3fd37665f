import { DonutChart } from '@airtime/design-system';
import { getCampaignStatusShares } from './campaignStatusShares.ts';
import type { ReportBrand } from './reportBrand.ts';
import { useReportCampaigns } from './reportLists.ts';

/** A brand's campaigns by status as a donut, with its table view (decisions §6: reports have charts). */
export function CampaignStatusChart({ brand }: { readonly brand: ReportBrand }) {
  const { pages: campaigns, whole } = useReportCampaigns(brand);
  const { isLoading } = whole;
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
