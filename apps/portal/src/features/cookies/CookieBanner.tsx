import { Banner, Button, Link } from '@airtime/design-system';
import { STORAGE_KEYS } from '@airtime/domain';
import { useState } from 'react';
import { href } from '../../app/paths.ts';
import * as styles from './cookies.css.ts';

function isAccepted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookiesAccept) === 'true';
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.cookiesAccept, 'true');
  } catch {
    // Storage refused: the notice is gone for this page and comes back on the next load.
  }
}

/** The cookie notice on every layout until 'I accept' (spec §2, §4), remembered in localStorage. */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(isAccepted);
  if (accepted) return null;
  return (
    <section aria-label="Cookie notice" className={styles.cookieNotice}>
      <Banner
        tone="neutral"
        isFullWidth
        actions={
          <Button
            size="sm"
            variant="primary"
            onPress={() => {
              remember();
              setAccepted(true);
            }}
          >
            I accept
          </Button>
        }
      >
        By using this application, you agree to our use of cookies.
        <Link href={href('privacy')} className={styles.privacyLink}>
          Privacy policy
        </Link>
      </Banner>
    </section>
  );
}
