import { LinkButton } from '@airtime/design-system';
import { MapPinOff } from 'lucide-react';
import { useLocation } from 'react-router';
import * as styles from '../../layouts/BareLayout.css.ts';

/** Any path the route table does not know (spec §2): what happened, what to do, and the way home. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className={styles.message}>
      <span className={styles.messageIcon} aria-hidden="true">
        <MapPinOff size={24} />
      </span>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.subtle}>
        {pathname === '/not-found'
          ? 'The page you were sent to does not exist or has moved.'
          : `There is no page at ${pathname}.`}{' '}
        Check the address, or start again from your home page.
      </p>
      <LinkButton href="/" variant="primary">
        Go to home
      </LinkButton>
    </div>
  );
}
