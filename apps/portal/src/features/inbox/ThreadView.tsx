import { useMessages, useSessionState, useThread } from '@airtime/api-client';
import { Button, ErrorState, Skeleton } from '@airtime/design-system';
import type { UserSummary } from '@airtime/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Composer } from './Composer.tsx';
import * as styles from './inbox.css.ts';
import { type InboxThread, VISIBILITY_LABELS } from './inboxSubjects.ts';
import { MessageItem } from './MessageItem.tsx';

/**
 * The open conversation: its heading, the messages oldest to newest (earlier ones on request),
 * and the composer. Opening it reads it (the server marks it read), so its unread marker goes.
 */
export function ThreadView({
  entry,
  backHref,
}: {
  readonly entry: InboxThread;
  readonly backHref: string;
}) {
  const { subject, thread } = entry;
  const { profile } = useSessionState();
  const messages = useMessages(thread.id);
  const { mutate: refreshThread } = useThread(subject.type, subject.id, subject.visibility);
  const firstPageLoaded = messages.pages !== undefined;
  const unread = thread.has_unread_messages;
  useEffect(() => {
    if (firstPageLoaded && unread) void refreshThread();
  }, [firstPageLoaded, unread, refreshThread]);

  // Newest at the bottom, as in any chat; keep it in view as messages arrive.
  const ordered = [...messages.items].reverse();
  const end = useRef<HTMLDivElement>(null);
  const newestId = messages.items[0]?.id;
  useEffect(() => {
    if (newestId !== undefined) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  const author: UserSummary | null =
    profile === null
      ? null
      : {
          id: profile.id,
          firstname: profile.firstname,
          lastname: profile.lastname,
          avatar: profile.avatar,
          email: profile.email,
        };
  const canWrite = messages.permissions?.can_create !== false && author !== null;

  return (
    <>
      <header className={styles.paneHeader}>
        <div>
          <h2 className={styles.threadTitle}>{subject.name}</h2>
          <span className={styles.meta}>{VISIBILITY_LABELS[subject.visibility]}</span>
        </div>
        <Link className={styles.backLink} to={backHref}>
          All conversations
        </Link>
      </header>
      <div className={styles.scroll}>
        {messages.error !== undefined ? (
          <div className={styles.centered}>
            <ErrorState
              size="sm"
              title="The messages could not be loaded."
              description={messages.error.message}
              action={{ label: 'Try again', onPress: () => void messages.refresh() }}
            />
          </div>
        ) : messages.isLoading ? (
          <div className={styles.centered}>
            <Skeleton lines={6} label="Loading messages" />
          </div>
        ) : (
          <>
            {messages.hasMore && (
              <div className={styles.centered}>
                <Button
                  size="sm"
                  isPending={messages.isLoadingMore}
                  pendingLabel="Loading earlier messages"
                  onPress={() => void messages.loadMore()}
                >
                  Load earlier messages
                </Button>
              </div>
            )}
            {ordered.length === 0 && (
              <p className={styles.note}>No messages yet. Write the first one below.</p>
            )}
            {/* A log: screen readers hear new messages as they arrive, the first one too. */}
            <div role="log" aria-label={`Messages with ${subject.name}`}>
              <ol className={styles.messages}>
                {ordered.map((message) => (
                  <MessageItem key={message.id} message={message} meId={profile?.id ?? null} />
                ))}
              </ol>
            </div>
            <div ref={end} />
          </>
        )}
      </div>
      {canWrite && author !== null ? (
        <Composer thread={thread} author={author} subjectName={subject.name} />
      ) : (
        <p className={styles.note}>You can read this conversation but not write in it.</p>
      )}
    </>
  );
}
