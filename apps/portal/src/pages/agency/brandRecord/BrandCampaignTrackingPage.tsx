import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { CampaignTrackingReport } from '../../../features/reports/CampaignTrackingReport.tsx';

/** Reporting / Campaign Tracking of the agency's brand record. */
export function BrandCampaignTrackingPage() {
  const brandId = useBrandId();
  return (
    <CampaignTrackingReport
      brand={{ id: brandId, app: 'agency' }}
      share={<ShareReportButton brandId={brandId} report="campaign-tracking" />}
    />
  );
}
