import { Dialog, Modal } from '@airtime/design-system';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { AirtimeWordmark } from '../features/auth/AirtimeWordmark.tsx';
import { LEGAL_TITLE_ID, LegalModalContext } from '../features/legal/legalModal.ts';
import { LinkRouting } from '../features/navigation/LinkRouting.tsx';
import * as styles from './LegalLayout.css.ts';

/**
 * Privacy, terms and opt-out as a modal over a branded panel (spec §2). Closing it goes back one
 * step in history, or to login when the page was opened directly.
 */
export function LegalLayout() {
  useDocumentTitle();
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => {
    // 'default' is the key of the first entry: nothing of this app to go back to.
    if (location.key === 'default') void navigate('/login', { replace: true });
    else void navigate(-1);
  };
  return (
    <div className={styles.backdrop}>
      <AirtimeWordmark onAccent />
      <p className={styles.tagline}>Performance-driven influencer campaigns.</p>
      <LegalModalContext value={true}>
        <Modal
          isOpen
          size="lg"
          onOpenChange={(isOpen) => {
            if (!isOpen) close();
          }}
        >
          <Dialog aria-labelledby={LEGAL_TITLE_ID}>
            <LinkRouting>
              <Outlet />
            </LinkRouting>
          </Dialog>
        </Modal>
      </LegalModalContext>
    </div>
  );
}
