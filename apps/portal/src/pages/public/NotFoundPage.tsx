import { MapPinOff } from 'lucide-react';
import { useLocation } from 'react-router';
import { ErrorMessage } from '../../features/errors/ErrorMessage.tsx';

/** Any path the route table does not know (spec §2): what happened, what to do, and the way home. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorMessage icon={<MapPinOff size={24} />} title="Page not found">
      {pathname === '/not-found'
        ? 'The page you were sent to does not exist or has moved.'
        : `There is no page at ${pathname}.`}{' '}
      Check the address, or start again from your home page.
    </ErrorMessage>
  );
}
