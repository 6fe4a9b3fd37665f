import { Outlet } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { AirtimeWordmark } from '../features/auth/AirtimeWordmark.tsx';
import { MarketingPanel } from '../features/auth/MarketingPanel.tsx';
import { LegalLinks } from '../features/legal/LegalLinks.tsx';
import * as styles from './LoginLayout.css.ts';

/** The login landing (spec §2): the sign-in page and the legal links on the left, marketing on the right. */
export function LoginLayout() {
  useDocumentTitle();
  return (
    <div className={styles.landing}>
      <main className={styles.main}>
        <AirtimeWordmark />
        <div className={styles.slot}>
          <Outlet />
        </div>
        <LegalLinks />
      </main>
      <MarketingPanel />
    </div>
  );
}
