import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { SeismographReport } from '../../../features/reports/SeismographReport.tsx';

/** Reporting / Seismograph of the agency's brand record. */
export function BrandSeismographPage() {
  const brandId = useBrandId();
  return (
    <SeismographReport
      brand={{ id: brandId, app: 'agency' }}
      share={<ShareReportButton brandId={brandId} report="seismograph" />}
    />
  );
}
