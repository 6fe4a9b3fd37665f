import { Avatar, Badge } from '@airtime/design-system';
import { Link } from 'react-router';
import * as styles from './inbox.css.ts';
import {
  formatThreadTime,
  type InboxThread,
  subjectKey,
  VISIBILITY_LABELS,
} from './inboxSubjects.ts';

export interface ThreadListProps {
  readonly threads: readonly InboxThread[];
  /** The open conversation's key. */
  readonly openKey: string | null;
  /** The link that opens a conversation (keeps the rest of the URL). */
  readonly hrefOf: (key: string) => string;
}

/**
 * The conversations as links, newest first: the record's name, who can read it, the latest
 * message's time and an unread marker (in words for screen readers).
 */
export function ThreadList({ threads, openKey, hrefOf }: ThreadListProps) {
  return (
    <ul className={styles.threadList} aria-label="Conversations">
      {threads.map(({ subject, thread }) => {
        const key = subjectKey(subject);
        const unread = thread.has_unread_messages;
        return (
          <li key={key}>
            <Link
              to={hrefOf(key)}
              className={styles.threadLink}
              aria-current={key === openKey ? 'true' : undefined}
              data-unread={unread || undefined}
            >
              <Avatar name={subject.name} src={subject.logo} size={8} aria-hidden="true" />
              <span className={styles.threadText}>
                <span className={styles.threadName}>{subject.name}</span>
                <span className={styles.meta}>{VISIBILITY_LABELS[subject.visibility]}</span>
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
      })}
    </ul>
  );
}
