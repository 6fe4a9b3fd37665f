import { RouterLink } from '../navigation/RouterLink.tsx';
import * as styles from './legal.css.ts';

export interface LegalLinksProps {
  /** Prefix of the paths: '' for the public pages, '/agency' or '/brand' inside an app. */
  readonly base?: string;
}

/**
 * Links to the privacy policy, the terms and the opt-out page (the login landing's left panel).
 * Plain links: the sign-in page must load little.
 */
export function LegalLinks({ base = '' }: LegalLinksProps) {
  return (
    <nav aria-label="Legal">
      <ul className={styles.links}>
        <li>
          <RouterLink variant="standalone" to={`${base}/privacy`}>
            Privacy policy
          </RouterLink>
        </li>
        <li>
          <RouterLink variant="standalone" to={`${base}/terms`}>
            Terms of service
          </RouterLink>
        </li>
        <li>
          <RouterLink variant="standalone" to={`${base}/optout`}>
            Opt out and support
          </RouterLink>
        </li>
      </ul>
    </nav>
  );
}
