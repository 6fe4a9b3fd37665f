import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { EventsReport } from '../../../features/reports/EventsReport.tsx';

/** Reporting / Events of the agency's brand record. */
export function BrandEventsReportPage() {
  return <EventsReport brand={{ id: useBrandId(), app: 'agency' }} />;
}
