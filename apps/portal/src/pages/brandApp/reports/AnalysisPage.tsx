import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { AnalysisReport } from '../../../features/reports/AnalysisReport.tsx';

/** Reporting's Campaign Analysis tab: spend against the brand's results. */
export function AnalysisPage() {
  return <BrandScope>{(brand) => <AnalysisReport brandId={brand.id} />}</BrandScope>;
}
