import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { EventsReport } from '../../../features/reports/EventsReport.tsx';

/** Reporting's Events tab: the month's totals and every event. */
export function EventsReportPage() {
  return <BrandScope>{(brand) => <EventsReport brandId={brand.id} />}</BrandScope>;
}
