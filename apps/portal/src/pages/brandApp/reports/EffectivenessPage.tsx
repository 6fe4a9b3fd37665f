import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { EffectivenessReport } from '../../../features/reports/EffectivenessReport.tsx';

/** Reporting's Effectiveness tab: cost per view and conversion. */
export function EffectivenessPage() {
  return <BrandScope>{(brand) => <EffectivenessReport brandId={brand.id} />}</BrandScope>;
}
