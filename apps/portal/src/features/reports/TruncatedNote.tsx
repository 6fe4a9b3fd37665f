import { ALL_EVENTS_MAX_PAGES } from '@airtime/api-client';
import { formatNumber } from '@airtime/design-system';
import * as styles from './creatorReports.css.ts';

/** Says that the figures cover only the events loaded, when there were more than the cap. */
export function TruncatedNote({ isTruncated }: { readonly isTruncated: boolean }) {
  if (!isTruncated) return null;
  return (
    <p className={styles.note}>
      {`These figures cover the first ${formatNumber(ALL_EVENTS_MAX_PAGES * 100)} events only.`}
    </p>
  );
}
