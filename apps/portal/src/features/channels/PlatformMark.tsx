import { getPlatform } from '@airtime/design-system';
import { MonitorPlay } from 'lucide-react';
import * as styles from './PlatformMark.css.ts';

/** A channel's platform (its content type) as the design system's mark, named for screen readers. */
export function PlatformMark({ contentTypeId }: { readonly contentTypeId: number }) {
  const platform = getPlatform(contentTypeId);
  const name = platform?.name ?? 'Channel';
  if (platform?.icon == null) {
    return <MonitorPlay role="img" aria-label={name} className={styles.platformMark} />;
  }
  return (
    <svg role="img" aria-label={name} viewBox="0 0 24 24" className={styles.platformMark}>
      <path d={platform.icon.path} />
    </svg>
  );
}

/** The platform's name, or 'Other' for a content type the design system does not know. */
export function platformName(contentTypeId: number): string {
  return getPlatform(contentTypeId)?.name ?? 'Other';
}
