import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { AnalysisReport } from '../../../features/reports/AnalysisReport.tsx';

/** Reporting / Campaign Analysis of the agency's brand record. */
export function BrandAnalysisPage() {
  return <AnalysisReport brand={{ id: useBrandId(), app: 'agency' }} />;
}
