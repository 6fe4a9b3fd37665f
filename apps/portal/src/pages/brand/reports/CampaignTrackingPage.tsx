import { BrandScope } from '../../../features/brandApp/BrandScope.tsx';
import { CampaignTracking } from '../../../features/brandApp/CampaignTracking.tsx';

/** Reporting's Campaign Tracking tab: the brand's campaigns by status. */
export function CampaignTrackingPage() {
  return <BrandScope>{(brand) => <CampaignTracking brandId={brand.id} />}</BrandScope>;
}
