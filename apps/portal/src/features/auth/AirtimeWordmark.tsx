import { AudioWaveform } from 'lucide-react';
import * as styles from './auth.css.ts';

/** The product's name with its mark, for the public pages (the shell has its own header). */
export function AirtimeWordmark() {
  return (
    <span className={styles.wordmark}>
      <span className={styles.wordmarkIcon} aria-hidden="true">
        <AudioWaveform size={20} />
      </span>
      Airtime
    </span>
  );
}
