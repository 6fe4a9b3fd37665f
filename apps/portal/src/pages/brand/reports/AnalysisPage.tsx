import { AnalysisReport } from '../../../features/brandApp/AnalysisReport.tsx';
import { BrandScope } from '../../../features/brandApp/BrandScope.tsx';

/** Reporting's Campaign Analysis tab: spend against the brand's results. */
export function AnalysisPage() {
  return <BrandScope>{(brand) => <AnalysisReport brandId={brand.id} />}</BrandScope>;
}
