import { Link, Outlet } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { AirtimeWordmark } from '../features/auth/AirtimeWordmark.tsx';
import * as styles from './BareLayout.css.ts';

/** The bare layout of the error, not-found and test pages (spec §2): the product's name, then the page. */
export function BareLayout() {
  useDocumentTitle();
  return (
    <div className={styles.bare}>
      <header className={styles.header}>
        <Link to="/" className={styles.home} aria-label="Airtime home">
          <AirtimeWordmark />
        </Link>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
