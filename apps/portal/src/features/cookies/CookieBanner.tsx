import { Banner, NativeButton } from '@airtime/design-system';
import { STORAGE_KEYS } from '@airtime/domain';
import { useState } from 'react';
import { href } from '../../app/paths.ts';
import { RouterLink } from '../navigation/RouterLink.tsx';
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

/**
 * The cookie notice on every layout until 'I accept' (spec §2, §4), remembered in localStorage.
 * Plain controls: it is on the sign-in page, which must load little.
 */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(isAccepted);
  if (accepted) return null;
  return (
    <section aria-label="Cookie notice" className={styles.cookieNotice}>
      <Banner
        tone="neutral"
        isFullWidth
        actions={
          <NativeButton
            size="sm"
            variant="primary"
            onClick={() => {
              remember();
              setAccepted(true);
            }}
          >
            I accept
          </NativeButton>
        }
      >
        By using this application, you agree to our use of cookies.
        <RouterLink to={href('privacy')} className={styles.privacyLink}>
          Privacy policy
        </RouterLink>
      </Banner>
    </section>
  );
}
