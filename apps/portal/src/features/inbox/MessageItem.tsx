import { Avatar, Inline, StatusBadge } from '@airtime/design-system';
import {
  isTemporaryId,
  type Message,
  type MessagePermissions,
  type ThreadVisibility,
  type UserSummary,
} from '@airtime/domain';
import { Activity } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenPageSettled } from '../realtime/pageSettled.ts';
import { getUserName } from '../users/getUserName.ts';
import { formatFullTime, formatThreadTime } from './inboxSubjects.ts';
import { LazyMessageEditor } from './lazyMessageParts.ts';
import { MessageBody } from './MessageBody.tsx';
import { MessageTags } from './MessageTags.tsx';
import * as styles from './message.css.ts';
import { ReactionList } from './ReactionList.tsx';
import type { MessageActions } from './useMessageActions.ts';

// A message's action bar (its buttons, icons and menus' triggers) is not in the conversation's first
// load: it loads once the page has settled, or at the first pointing or focus of a message.
const loadActionBar = () => import('./MessageActionBar.tsx');
const LazyMessageActionBar = lazy(async () => ({
  default: (await loadActionBar()).MessageActionBar,
}));
let actionBarAsked = false;

/** Who wrote a message, as the thread names them. */
export function authorName(message: Message, meId: number | null): string {
  if (message.user_id === meId) return 'You';
  return message.user === undefined ? 'Someone' : getUserName(message.user);
}

/** The thread's record, as the message's primary tag names it; the editor never offers it. */
function primarySubject(message: Message) {
  const primary = message.tags.find((tag) => tag.is_primary);
  return primary === undefined ? undefined : { type: primary.type, id: primary.id };
}

export interface MessageItemProps {
  readonly message: Message;
  readonly me: UserSummary | null;
  readonly permissions: MessagePermissions | undefined;
  /** The thread's visibility: a message of another (an internal note) is marked. */
  readonly threadVisibility: ThreadVisibility;
  /** The message this one replies to, when it is loaded. */
  readonly parent: Message | undefined;
  /** Opened from a link to it (`message_info`). */
  readonly isHighlighted?: boolean;
  readonly actions: MessageActions;
  readonly onReply: (message: Message) => void;
  readonly onDelete: (message: Message) => void;
}

/**
 * One message of a thread: who, when, what (links clickable, any HTML shown as text), the records
 * it is tagged with, the message it answers, its reactions and its actions. Activity entries read
 * as a quiet line of the log.
 */
export function MessageItem({
  message,
  me,
  permissions,
  threadVisibility,
  parent,
  isHighlighted = false,
  actions,
  onReply,
  onDelete,
}: MessageItemProps) {
  const [hasActions, setHasActions] = useState(false);
  useEffect(() => {
    if (actionBarAsked) return;
    actionBarAsked = true;
    void whenPageSettled().then(loadActionBar);
  }, []);
  const meId = me?.id ?? null;
  const author = authorName(message, meId);
  const sending = isTemporaryId(message.id);
  const time = sending ? 'Sending…' : formatThreadTime(message.created_at);
  const anchor = `message-${message.id}`;

  if (message.activity_log !== null) {
    return (
      <article id={anchor} className={styles.message} data-highlighted={isHighlighted || undefined}>
        <Activity size={16} aria-hidden="true" />
        <p className={styles.activity}>
          {`${author} ${message.activity_log.description}`}{' '}
          <time className={styles.meta} dateTime={message.created_at}>
            {time}
          </time>
        </p>
      </article>
    );
  }

  const isOwn = message.user_id === meId && !sending;
  const can = {
    react: permissions?.can_react !== false && me !== null && !sending,
    reply: permissions?.can_create !== false && me !== null && !sending,
    change: isOwn && permissions?.can_update !== false,
  };
  const editing = actions.editing?.id === message.id ? actions.editing : null;
  const classes = [
    styles.message,
    message.is_reply ? styles.reply : '',
    sending ? styles.pending : '',
  ].join(' ');
  const edited = !sending && message.updated_at !== message.created_at;
  const bodyAndTags = (
    <>
      <MessageBody body={message.body} />
      <MessageTags tags={message.tags} />
    </>
  );

  return (
    // Focusable, so the keyboard reaches a message's actions: they are mounted on first pointing
    // or focus, since a long thread mounts rows as it scrolls and most are never acted on.
    <article
      id={anchor}
      className={classes}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      aria-busy={sending || undefined}
      data-highlighted={isHighlighted || undefined}
      onPointerEnter={() => setHasActions(true)}
      onFocus={() => setHasActions(true)}
    >
      <Avatar
        name={
          message.user === undefined ? author : `${message.user.firstname} ${message.user.lastname}`
        }
        src={message.user?.avatar}
        size={8}
        aria-hidden="true"
      />
      <div>
        <Inline alignY="baseline">
          <span className={styles.author}>{author}</span>
          {sending ? (
            <span className={styles.meta}>{time}</span>
          ) : (
            <time
              className={styles.meta}
              dateTime={message.created_at}
              title={formatFullTime(message.created_at)}
            >
              {time}
            </time>
          )}
          {edited && <span className={styles.meta}>(edited)</span>}
          {message.visibility !== threadVisibility && message.visibility === 'internal' && (
            <StatusBadge size="sm" tone="warning" label="Internal note" />
          )}
        </Inline>
        {message.is_reply && (
          <a className={styles.quote} href={`#message-${message.parent_id}`}>
            {parent === undefined
              ? 'Reply to an earlier message'
              : `Reply to ${authorName(parent, meId)}: ${parent.body}`}
          </a>
        )}
        {editing === null ? (
          bodyAndTags
        ) : (
          // The message stays as it was while the editor's code loads (it is usually there).
          <Suspense fallback={bodyAndTags}>
            <LazyMessageEditor
              initial={editing.draft}
              initialTags={editing.tags}
              threadSubject={primarySubject(message)}
              onSave={(body, tags) => actions.saveEdit(message, body, tags)}
              onCancel={actions.cancelEdit}
            />
          </Suspense>
        )}
        <ReactionList
          message={message}
          meId={meId}
          canReact={can.react}
          onToggle={(emoji) => actions.toggleReaction(message, emoji)}
        />
      </div>
      {editing === null && hasActions && (
        <Suspense fallback={null}>
          <LazyMessageActionBar
            message={message}
            authorName={author}
            can={can}
            onReact={(emoji) => actions.toggleReaction(message, emoji)}
            onReply={() => onReply(message)}
            onEdit={() => actions.startEdit(message)}
            onDelete={() => onDelete(message)}
          />
        </Suspense>
      )}
    </article>
  );
}
