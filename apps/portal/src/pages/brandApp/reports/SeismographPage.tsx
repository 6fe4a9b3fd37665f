import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { SeismographReport } from '../../../features/reports/SeismographReport.tsx';

/** Reporting's Seismograph tab for the selected brand. */
export function SeismographPage() {
  return (
    <BrandScope>
      {(brand) => (
        <SeismographReport
          brand={{ id: brand.id, app: 'brand' }}
          share={<ShareReportButton brandId={brand.id} report="seismograph" />}
        />
      )}
    </BrandScope>
  );
}
