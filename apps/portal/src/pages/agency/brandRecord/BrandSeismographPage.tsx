import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { SeismographReport } from '../../../features/reports/SeismographReport.tsx';

/** Reporting / Seismograph of the agency's brand record. */
export function BrandSeismographPage() {
  return <SeismographReport brand={{ id: useBrandId(), app: 'agency' }} />;
}
