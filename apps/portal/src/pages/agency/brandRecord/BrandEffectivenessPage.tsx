import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { EffectivenessReport } from '../../../features/reports/EffectivenessReport.tsx';

/** Reporting / Effectiveness of the agency's brand record. */
export function BrandEffectivenessPage() {
  const brandId = useBrandId();
  return (
    <EffectivenessReport
      brand={{ id: brandId, app: 'agency' }}
      share={<ShareReportButton brandId={brandId} report="effectiveness" />}
    />
  );
}
