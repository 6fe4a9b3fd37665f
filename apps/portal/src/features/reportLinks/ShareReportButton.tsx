import { Button } from '@airtime/design-system';
import type { ShareableReport } from '@airtime/domain';
import { useShellModals } from '../modals/shellModals.ts';
import { useMayShareReports } from './useMayShareReports.ts';

/** A brand report's Share: opens the dialog that makes its link (for those who may share). */
export function ShareReportButton({
  brandId,
  report,
}: {
  readonly brandId: number;
  readonly report: ShareableReport;
}) {
  const modals = useShellModals();
  if (!useMayShareReports()) return null;
  return <Button onPress={() => modals.open('share-report', { brandId, report })}>Share</Button>;
}
