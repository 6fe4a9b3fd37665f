import { AudioWaveform } from 'lucide-react';
import * as styles from './auth.css.ts';

/** The product's name with its mark, for the public pages (the shell has its own header). */
export function AirtimeWordmark({
  onAccent = false,
}: {
  /** On the accent colour (the legal pages' panel): white, its tile outlined. @default false */
  readonly onAccent?: boolean;
}) {
  return (
    <span className={onAccent ? `${styles.wordmark} ${styles.wordmarkOnAccent}` : styles.wordmark}>
      <span
        className={onAccent ? styles.wordmarkIconOnAccent : styles.wordmarkIcon}
        aria-hidden="true"
      >
        <AudioWaveform size={20} />
      </span>
      Airtime
    </span>
  );
}
