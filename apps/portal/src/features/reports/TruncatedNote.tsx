import { ALL_EVENTS_MAX_PAGES } from '@airtime/api-client';
import { formatNumber, text } from '@airtime/design-system';

/** Says that the figures cover only the events loaded, when there were more than the cap. */
export function TruncatedNote({ isTruncated }: { readonly isTruncated: boolean }) {
  if (!isTruncated) return null;
  return (
    <p className={text({ size: 'sm', tone: 'subtle' })}>
      {`These figures cover the first ${formatNumber(ALL_EVENTS_MAX_PAGES * 100)} events only.`}
    </p>
  );
}
