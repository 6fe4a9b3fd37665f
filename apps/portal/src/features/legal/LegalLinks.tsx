import { Link } from '@airtime/design-system';
import * as styles from './legal.css.ts';

export interface LegalLinksProps {
  /** Prefix of the paths: '' for the public pages, '/agency' or '/brand' inside an app. */
  readonly base?: string;
}

/** Links to the privacy policy, the terms and the opt-out page (the login landing's left panel). */
export function LegalLinks({ base = '' }: LegalLinksProps) {
  return (
    <nav aria-label="Legal">
      <ul className={styles.links}>
        <li>
          <Link variant="standalone" href={`${base}/privacy`}>
            Privacy policy
          </Link>
        </li>
        <li>
          <Link variant="standalone" href={`${base}/terms`}>
            Terms of service
          </Link>
        </li>
        <li>
          <Link variant="standalone" href={`${base}/optout`}>
            Opt out and support
          </Link>
        </li>
      </ul>
    </nav>
  );
}
