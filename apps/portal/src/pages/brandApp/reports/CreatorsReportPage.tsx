import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { CreatorsReport } from '../../../features/reports/CreatorsReport.tsx';

/** Reporting's Creators tab (the index) for the selected brand. */
export function CreatorsReportPage() {
  return (
    <BrandScope>
      {(brand) => (
        <CreatorsReport
          brand={{ id: brand.id, app: 'brand' }}
          share={<ShareReportButton brandId={brand.id} report="creators" />}
        />
      )}
    </BrandScope>
  );
}
