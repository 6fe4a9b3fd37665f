import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { SeismographReport } from '../../../features/reports/SeismographReport.tsx';

/** Reporting's Seismograph tab: the month's views day by day. */
export function SeismographPage() {
  return <BrandScope>{(brand) => <SeismographReport brandId={brand.id} />}</BrandScope>;
}
