import { BrandScope } from '../../../features/brandApp/BrandScope.tsx';
import { SeismographReport } from '../../../features/brandApp/SeismographReport.tsx';

/** Reporting's Seismograph tab: the month's views day by day. */
export function SeismographPage() {
  return <BrandScope>{(brand) => <SeismographReport brandId={brand.id} />}</BrandScope>;
}
