import { formatNumber } from '@airtime/design-system';
import * as styles from './creator.css.ts';
import { MAX_EVENT_PAGES } from './useAllEvents.ts';

/** Says that the figures cover only the events loaded, when there were more than the cap. */
export function TruncatedNote({ isTruncated }: { readonly isTruncated: boolean }) {
  if (!isTruncated) return null;
  return (
    <p className={styles.note}>
      {`These figures cover the first ${formatNumber(MAX_EVENT_PAGES * 100)} events only.`}
    </p>
  );
}
