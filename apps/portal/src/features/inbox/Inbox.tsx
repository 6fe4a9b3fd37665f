import { EmptyState, ErrorState, Skeleton, Spinner } from '@airtime/design-system';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import * as styles from './inbox.css.ts';
import { type InboxSubject, subjectKey } from './inboxSubjects.ts';
import { ThreadList } from './ThreadList.tsx';
import { ThreadView } from './ThreadView.tsx';
import { useInboxThreads } from './useInboxThreads.tsx';

/** The URL parameter of the open conversation. */
const THREAD_PARAM = 'thread';

export interface InboxProps {
  /** The records whose conversations to list. */
  readonly subjects: readonly InboxSubject[];
  readonly isLoading: boolean;
  /** The subjects could not be read. */
  readonly error?: { readonly message: string } | undefined;
  readonly onRetry: () => void;
  /** Below the list, e.g. a way to read more records. */
  readonly footer?: ReactNode;
}

/**
 * The inbox (frameless): the conversations on the left, newest first with their unread markers;
 * the one named in the URL (`?thread=brand.2.internal`) open beside them.
 */
export function Inbox({ subjects, isLoading, error, onRetry, footer }: InboxProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const inbox = useInboxThreads(subjects);
  const openKey = params.get(THREAD_PARAM);
  const open = inbox.threads.find(({ subject }) => subjectKey(subject) === openKey);
  const hrefOf = (key: string) => {
    const next = new URLSearchParams(params);
    next.set(THREAD_PARAM, key);
    return `${pathname}?${next}`;
  };
  const loading = isLoading || (inbox.isLoading && inbox.threads.length === 0);

  return (
    <div className={styles.inbox} data-thread-open={open === undefined ? undefined : ''}>
      {inbox.probes}
      <section className={styles.listPane} aria-labelledby="inbox-heading">
        <header className={styles.paneHeader}>
          <h1 id="inbox-heading" className={styles.title}>
            Inbox
          </h1>
          {inbox.isLoading && !loading && <Spinner size="sm" label="Loading more conversations" />}
        </header>
        <div className={styles.scroll}>
          {error !== undefined ? (
            <div className={styles.centered}>
              <ErrorState
                headingLevel={2}
                size="sm"
                title="Your conversations could not be loaded."
                description={error.message}
                action={{ label: 'Try again', onPress: onRetry }}
              />
            </div>
          ) : loading ? (
            <div className={styles.centered}>
              <Skeleton lines={8} label="Loading conversations" />
            </div>
          ) : inbox.threads.length === 0 && inbox.failedCount === 0 ? (
            <div className={styles.centered}>
              <EmptyState
                headingLevel={2}
                size="sm"
                title="No conversations yet."
                description="Conversations about your records appear here as soon as someone writes."
              />
            </div>
          ) : (
            <ThreadList threads={inbox.threads} openKey={openKey} hrefOf={hrefOf} />
          )}
          {inbox.failedCount > 0 && (
            <div className={styles.centered}>
              <ErrorState
                headingLevel={2}
                size="sm"
                title={
                  inbox.failedCount === 1
                    ? 'One conversation could not be loaded.'
                    : `${inbox.failedCount} conversations could not be loaded.`
                }
                action={{ label: 'Try again', onPress: inbox.retry }}
              />
            </div>
          )}
          {footer}
        </div>
      </section>
      <section className={styles.threadPane} aria-label="Conversation">
        {open !== undefined ? (
          <ThreadView key={subjectKey(open.subject)} entry={open} backHref={pathname} />
        ) : (
          <div className={styles.centered}>
            <EmptyState
              headingLevel={2}
              size="sm"
              title={
                openKey !== null && !loading
                  ? 'This conversation was not found.'
                  : 'No conversation open.'
              }
              description="Choose a conversation on the left to read it and reply."
            />
          </div>
        )}
      </section>
    </div>
  );
}
