import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { CreatorsReport } from '../../../features/reports/CreatorsReport.tsx';

/** Reporting's Creators tab (the index): each creator's month for the brand. */
export function CreatorsReportPage() {
  return <BrandScope>{(brand) => <CreatorsReport brandId={brand.id} />}</BrandScope>;
}
