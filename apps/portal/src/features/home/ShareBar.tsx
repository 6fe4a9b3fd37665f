import { formatPercent } from '@airtime/design-system';
import * as styles from './home.css.ts';

/** How much of a whole is reached, as a bar and in words: "62% of forecast". */
export function ShareBar({ ratio, of }: { readonly ratio: number; readonly of: string }) {
  const clamped = Math.max(0, Math.min(1, ratio));
  return (
    <div className={styles.shareRow}>
      <div aria-hidden="true" className={styles.share}>
        <div className={styles.shareFill} style={{ width: `${clamped * 100}%` }} />
      </div>
      <span className={styles.shareText}>
        {formatPercent(ratio)} of {of}
      </span>
    </div>
  );
}
