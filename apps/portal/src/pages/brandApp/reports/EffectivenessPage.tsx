import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { EffectivenessReport } from '../../../features/reports/EffectivenessReport.tsx';

/** Reporting's Effectiveness tab for the selected brand. */
export function EffectivenessPage() {
  return (
    <BrandScope>
      {(brand) => (
        <EffectivenessReport
          brand={{ id: brand.id, app: 'brand' }}
          share={<ShareReportButton brandId={brand.id} report="effectiveness" />}
        />
      )}
    </BrandScope>
  );
}
