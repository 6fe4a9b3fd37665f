import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { CreatorsReport } from '../../../features/reports/CreatorsReport.tsx';

/** Reporting / Creators of the agency's brand record. */
export function BrandCreatorsReportPage() {
  const brandId = useBrandId();
  return (
    <CreatorsReport
      brand={{ id: brandId, app: 'agency' }}
      share={<ShareReportButton brandId={brandId} report="creators" />}
    />
  );
}
