import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { AnalysisReport } from '../../../features/reports/AnalysisReport.tsx';

/** Reporting / Campaign Analysis of the agency's brand record. */
export function BrandAnalysisPage() {
  const brandId = useBrandId();
  return (
    <AnalysisReport
      brand={{ id: brandId, app: 'agency' }}
      share={<ShareReportButton brandId={brandId} report="analysis" />}
    />
  );
}
