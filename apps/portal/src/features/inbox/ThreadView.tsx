import { REALTIME, useMessages, useThread } from '@airtime/api-client';
import type { AppType, Message, Thread } from '@airtime/domain';
import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { atEnd } from '../presence/presence.css.ts';
import { PresenceAvatars, TypingIndicator } from '../presence/presenceGates.tsx';
import { Composer } from './Composer.tsx';
import * as styles from './inbox.css.ts';
import { SUBJECT_TYPE_LABELS, threadName, VISIBILITY_LABELS } from './inboxSubjects.ts';
import { LazyDeleteMessageDialog } from './lazyMessageParts.ts';
import { useMe } from './people.ts';
import { ThreadMessages } from './ThreadMessages.tsx';
import { useMessageActions } from './useMessageActions.ts';

export interface ThreadViewProps {
  readonly thread: Thread;
  readonly appType: AppType;
  /** The inbox's list, linked on screens too narrow to show it beside the thread. */
  readonly backHref?: string;
  /** A link beside the heading, e.g. "Open in inbox" where the thread is embedded in a page. */
  readonly headerLink?: ReactNode;
  /** The heading's level in the page's outline: 2 in the inbox, 3 inside a page's section. */
  readonly headingLevel?: 2 | 3;
  readonly highlightId?: number | null;
}

/**
 * The open conversation: its heading, the messages oldest to newest (earlier ones on request),
 * and the composer. Opening it reads it (the server marks it read), so its unread marker goes.
 */
export function ThreadView({
  thread,
  appType,
  backHref,
  headerLink,
  headingLevel = 2,
  highlightId = null,
}: ThreadViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = threadName(thread);
  const messages = useMessages(thread.id);
  const { mutate: refreshThread } = useThread(
    thread.subject_type,
    thread.subject_id,
    thread.visibility,
  );
  const firstPageLoaded = messages.pages !== undefined;
  const unread = thread.has_unread_messages;
  useEffect(() => {
    if (firstPageLoaded && unread) void refreshThread();
  }, [firstPageLoaded, unread, refreshThread]);

  const me = useMe();
  const actions = useMessageActions(me);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  // Rendered from the first delete on, so the dialog can play its closing animation.
  const [hasAskedToDelete, setHasAskedToDelete] = useState(false);
  if (deleting !== null && !hasAskedToDelete) setHasAskedToDelete(true);
  const cancelReply = useCallback(() => setReplyTo(null), []);
  const canWrite = messages.permissions?.can_create !== false && me !== null;
  const presence = REALTIME.channels.presence('thread', thread.id);

  return (
    <>
      <header className={styles.paneHeader}>
        <div>
          <Heading className={styles.threadTitle}>{name}</Heading>
          <span className={styles.meta}>
            {`${SUBJECT_TYPE_LABELS[thread.subject_type]} · ${VISIBILITY_LABELS[thread.visibility]}`}
          </span>
        </div>
        <span className={atEnd}>
          <PresenceAvatars channel={presence} />
        </span>
        {backHref !== undefined && (
          <Link className={styles.backLink} to={backHref}>
            All conversations
          </Link>
        )}
        {headerLink}
      </header>
      <ThreadMessages
        messages={messages}
        subjectName={name}
        threadVisibility={thread.visibility}
        me={me}
        actions={actions}
        highlightId={highlightId}
        onReply={setReplyTo}
        onDelete={setDeleting}
      />
      <TypingIndicator channel={presence} />
      {canWrite && me !== null ? (
        <Composer
          thread={thread}
          author={me}
          subjectName={name}
          replyTo={replyTo}
          onCancelReply={cancelReply}
          canWriteInternal={appType === 'agency' && thread.visibility !== 'internal'}
        />
      ) : (
        <p className={styles.note}>You can read this conversation but not write in it.</p>
      )}
      {hasAskedToDelete && (
        <Suspense fallback={null}>
          <LazyDeleteMessageDialog
            isOpen={deleting !== null}
            onClose={() => setDeleting(null)}
            onConfirm={() => {
              if (deleting !== null) actions.remove(deleting);
              setDeleting(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
