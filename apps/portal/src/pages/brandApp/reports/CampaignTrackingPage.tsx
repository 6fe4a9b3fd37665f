import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { CampaignTracking } from '../../../features/reports/CampaignTracking.tsx';

/** Reporting's Campaign Tracking tab: the brand's campaigns by status. */
export function CampaignTrackingPage() {
  return <BrandScope>{(brand) => <CampaignTracking brandId={brand.id} />}</BrandScope>;
}
