import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { CampaignTrackingReport } from '../../../features/reports/CampaignTrackingReport.tsx';

/** Reporting / Campaign Tracking of the agency's brand record. */
export function BrandCampaignTrackingPage() {
  return <CampaignTrackingReport brand={{ id: useBrandId(), app: 'agency' }} />;
}
