import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { CampaignTrackingReport } from '../../../features/reports/CampaignTrackingReport.tsx';

/** Reporting's Campaign Tracking tab for the selected brand. */
export function CampaignTrackingPage() {
  return (
    <BrandScope>
      {(brand) => (
        <CampaignTrackingReport
          brand={{ id: brand.id, app: 'brand' }}
          share={<ShareReportButton brandId={brand.id} report="campaign-tracking" />}
        />
      )}
    </BrandScope>
  );
}
