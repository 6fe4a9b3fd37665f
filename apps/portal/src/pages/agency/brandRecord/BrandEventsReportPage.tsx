import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { ShareReportButton } from '../../../features/reportLinks/ShareReportButton.tsx';
import { EventsReport } from '../../../features/reports/EventsReport.tsx';

/** Reporting / Events of the agency's brand record. */
export function BrandEventsReportPage() {
  const brandId = useBrandId();
  return (
    <EventsReport
      brand={{ id: brandId, app: 'agency' }}
      share={<ShareReportButton brandId={brandId} report="events" />}
    />
  );
}
