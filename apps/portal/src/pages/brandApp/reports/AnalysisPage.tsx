import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { AnalysisReport } from '../../../features/reports/AnalysisReport.tsx';

/** Reporting's Campaign Analysis tab for the selected brand. */
export function AnalysisPage() {
  return (
    <BrandScope>
      {(brand) => (
        <AnalysisReport
          brand={{ id: brand.id, app: 'brand' }}
          share={<ShareReportButton brandId={brand.id} report="analysis" />}
        />
      )}
    </BrandScope>
  );
}
