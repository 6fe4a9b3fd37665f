import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { EventsReport } from '../../../features/reports/EventsReport.tsx';

/** Reporting's Events tab for the selected brand. */
export function EventsReportPage() {
  return (
    <BrandScope>
      {(brand) => (
        <EventsReport
          brand={{ id: brand.id, app: 'brand' }}
          share={<ShareReportButton brandId={brand.id} report="events" />}
        />
      )}
    </BrandScope>
  );
}
