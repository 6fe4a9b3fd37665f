import { Avatar, Badge } from '@airtime/design-system';
import type { Thread } from '@airtime/domain';
import { memo } from 'react';
import { Link } from 'react-router';
import * as styles from './inbox.css.ts';
import {
  formatThreadTime,
  SUBJECT_TYPE_LABELS,
  threadKey,
  threadName,
  VISIBILITY_LABELS,
} from './inboxSubjects.ts';

export interface ThreadListProps {
  readonly threads: readonly Thread[];
  /** The open conversation's key. */
  readonly openKey: string | null;
  /** The link that opens a conversation (keeps the rest of the URL). */
  readonly hrefOf: (key: string) => string;
  /** Whether to say who can read each one (agency staff read all three kinds). */
  readonly showVisibility: boolean;
}

/**
 * The conversations as links, newest first: the record's name and kind, who can read it, the
 * latest message's time and an unread marker (in words for screen readers).
 */
export function ThreadList({ threads, openKey, hrefOf, showVisibility }: ThreadListProps) {
  return (
    <ul className={styles.threadList} aria-label="Conversations">
      {threads.map((thread) => {
        const key = threadKey(thread);
        return (
          <ThreadRow
            key={thread.id}
            thread={thread}
            href={hrefOf(key)}
            isOpen={key === openKey}
            showVisibility={showVisibility}
          />
        );
      })}
    </ul>
  );
}

interface ThreadRowProps {
  readonly thread: Thread;
  readonly href: string;
  readonly isOpen: boolean;
  readonly showVisibility: boolean;
}

/**
 * One conversation's link. Memoized: the inbox renders again as the open conversation loads and
 * is read, and only the rows whose conversation changed need to follow.
 */
const ThreadRow = memo(function ThreadRow({
  thread,
  href,
  isOpen,
  showVisibility,
}: ThreadRowProps) {
  const name = threadName(thread);
  const unread = thread.has_unread_messages;
  const kind = SUBJECT_TYPE_LABELS[thread.subject_type];
  return (
    <li>
      <Link
        to={href}
        className={styles.threadLink}
        aria-current={isOpen ? 'true' : undefined}
        data-unread={unread || undefined}
      >
        <Avatar name={name} src={thread.subject?.logo} size={8} aria-hidden="true" />
        <span className={styles.threadText}>
          <span className={styles.threadName}>{name}</span>
          <span className={styles.meta}>
            {showVisibility ? `${kind} · ${VISIBILITY_LABELS[thread.visibility]}` : kind}
          </span>
        </span>
        <span className={styles.meta}>
          {thread.latest_message_at === null ? (
            'No messages'
          ) : (
            <time dateTime={thread.latest_message_at}>
              {formatThreadTime(thread.latest_message_at)}
            </time>
          )}
          {unread && (
            <Badge variant="dot" tone="accent" label="unread" className={styles.unreadDot} />
          )}
        </span>
      </Link>
    </li>
  );
});
