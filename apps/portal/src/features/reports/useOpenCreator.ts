import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';

/** Opens a creator's agency page, from a row of the brand's reports and lists. */
export function useOpenCreator(): (creatorId: number) => void {
  const navigate = useNavigate();
  return (creatorId) => void navigate(href('agency-creator', { creatorId }));
}
