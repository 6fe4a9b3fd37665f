import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { CreatorsReport } from '../../../features/reports/CreatorsReport.tsx';

/** Reporting / Creators of the agency's brand record. */
export function BrandCreatorsReportPage() {
  return <CreatorsReport brand={{ id: useBrandId(), app: 'agency' }} />;
}
