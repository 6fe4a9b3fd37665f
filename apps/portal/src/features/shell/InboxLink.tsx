import { Badge, LinkButton } from '@airtime/design-system';
import type { AppType } from '@airtime/domain';
import { Inbox } from 'lucide-react';
import { href } from '../../app/paths.ts';
import * as styles from './shell.css.ts';

/**
 * The header's link to the app's inbox; the unread count is in its name ("Inbox, 3 unread",
 * decisions §8) and on its badge.
 */
export function InboxLink({
  appType,
  count,
}: {
  readonly appType: AppType;
  readonly count: number;
}) {
  const label = count > 0 ? `Inbox, ${count} unread` : 'Inbox';
  return (
    <span className={styles.iconLink}>
      <LinkButton
        href={href(`${appType}-inbox`)}
        variant="ghost"
        aria-label={label}
        icon={<Inbox aria-hidden="true" />}
        className={styles.iconLinkButton}
      />
      {count > 0 && (
        <Badge count={count} size="sm" aria-hidden="true" className={styles.iconLinkBadge} />
      )}
    </span>
  );
}
