import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import type { ReportApp } from './reportBrand.ts';

/**
 * Opens a creator's page in `app` (the agency's creator record, the brand app's profile); a shared
 * report's visitor has no creator page to open, so its rows open nothing.
 */
export function useOpenCreator(app: ReportApp): (creatorId: number) => void {
  const navigate = useNavigate();
  return (creatorId) =>
    app !== 'shared' &&
    void navigate(
      app === 'agency'
        ? href('agency-creator', { creatorId })
        : href('brand-creator', { creatorId }),
    );
}
