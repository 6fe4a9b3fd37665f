import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { CampaignTrackingReport } from '../../../features/reports/CampaignTrackingReport.tsx';

/** Reporting's Campaign Tracking tab for the selected brand. */
export function CampaignTrackingPage() {
  return (
    <BrandScope>
      {(brand) => <CampaignTrackingReport brand={{ id: brand.id, app: 'brand' }} />}
    </BrandScope>
  );
}
