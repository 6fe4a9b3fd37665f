import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { SeismographReport } from '../../../features/reports/SeismographReport.tsx';

/** Reporting's Seismograph tab for the selected brand. */
export function SeismographPage() {
  return (
    <BrandScope>
      {(brand) => <SeismographReport brand={{ id: brand.id, app: 'brand' }} />}
    </BrandScope>
  );
}
