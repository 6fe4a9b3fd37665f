import { Avatar } from '@airtime/design-system';
import { isTemporaryId, type Message, type UserSummary } from '@airtime/domain';
import * as styles from './inbox.css.ts';
import { formatThreadTime } from './inboxSubjects.ts';

function nameOf(user: UserSummary | undefined, userId: number, meId: number | null): string {
  if (userId === meId) return 'You';
  if (user === undefined) return 'Someone';
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}

/** One message of a thread: who, when, and what; activity entries read as a line of the log. */
export function MessageItem({
  message,
  meId,
}: {
  readonly message: Message;
  readonly meId: number | null;
}) {
  const author = nameOf(message.user, message.user_id, meId);
  const sending = isTemporaryId(message.id);
  const classes = [
    styles.message,
    message.is_reply ? styles.reply : '',
    sending ? styles.pending : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} aria-busy={sending || undefined}>
      <Avatar
        name={
          message.user === undefined ? author : `${message.user.firstname} ${message.user.lastname}`
        }
        src={message.user?.avatar}
        size={8}
        aria-hidden="true"
      />
      <div>
        <div className={styles.messageHead}>
          <span className={styles.author}>{author}</span>
          <span className={styles.meta}>
            {sending ? (
              'Sending…'
            ) : (
              <time dateTime={message.created_at}>{formatThreadTime(message.created_at)}</time>
            )}
          </span>
          {message.is_reply && <span className={styles.meta}>Reply</span>}
        </div>
        {message.activity_log === null ? (
          <p className={styles.body}>{message.body}</p>
        ) : (
          <p className={styles.activity}>{message.activity_log.description}</p>
        )}
      </div>
    </li>
  );
}
