import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { EffectivenessReport } from '../../../features/reports/EffectivenessReport.tsx';

/** Reporting / Effectiveness of the agency's brand record. */
export function BrandEffectivenessPage() {
  return <EffectivenessReport brand={{ id: useBrandId(), app: 'agency' }} />;
}
