import { useThread, useThreads } from '@airtime/api-client';
import { EmptyState, ErrorState, LoadMore, Skeleton, Spinner } from '@airtime/design-system';
import { type AppType, decodeQueryState, type Thread } from '@airtime/domain';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { InboxFilters } from './InboxFilters.tsx';
import * as styles from './inbox.css.ts';
import { parseThreadKey, threadKey } from './inboxSubjects.ts';
import { useListWithOpenThread } from './openThreadRow.ts';
import { THREAD_PARAM } from './preloadInbox.ts';
import { ThreadDetails, ThreadDetailsButton } from './ThreadDetails.tsx';
import { ThreadList } from './ThreadList.tsx';
import { ThreadView } from './ThreadView.tsx';
import { useInboxFilters } from './useInboxFilters.ts';

/**
 * The inbox (frameless): the reader's conversations on the left (searchable, filtered, newest
 * first, unread marked), the one named in the URL beside them, and what it is about on the right.
 * `?message=message.{id}` opens the conversation at that message, highlighted.
 */
export function Inbox({ appType }: { readonly appType: AppType }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useInboxFilters(appType);
  const list = useThreads(filters.api);
  const openKey = params.get(THREAD_PARAM);
  const target = parseThreadKey(openKey);
  const single = useThread(
    target?.type ?? 'brand',
    target?.id ?? null,
    target?.visibility ?? 'internal',
  );
  const listed = list.items.find((thread) => threadKey(thread) === openKey);
  // The thread's own answer (kept by writes and realtime), named from the list when it is there.
  const open = useMemo<Thread | undefined>(() => {
    const thread = single.data ?? undefined;
    if (thread === undefined) return undefined;
    return thread.subject === undefined && listed?.subject !== undefined
      ? { ...thread, subject: listed.subject }
      : thread;
  }, [single.data, listed?.subject]);
  const threads = useListWithOpenThread(list.items, openKey, open);
  const highlightId = decodeQueryState(params).message_info?.message ?? null;
  const hrefOf = (key: string) => {
    const next = new URLSearchParams(params);
    next.set(THREAD_PARAM, key);
    next.delete('message');
    return `${pathname}?${next}`;
  };
  const backHref = (() => {
    const next = new URLSearchParams(params);
    next.delete(THREAD_PARAM);
    next.delete('message');
    const search = next.toString();
    return search === '' ? pathname : `${pathname}?${search}`;
  })();

  return (
    <div className={styles.inbox} data-thread-open={open === undefined ? undefined : ''}>
      <section className={styles.listPane} aria-labelledby="inbox-heading">
        <header className={styles.paneHeader}>
          <h1 id="inbox-heading" className={styles.title}>
            Inbox
          </h1>
          {list.unread !== undefined && list.unread > 0 && (
            <span className={styles.meta}>{`${list.unread} unread`}</span>
          )}
          {list.isLoading && threads.length > 0 && (
            <Spinner size="sm" label="Refreshing conversations" />
          )}
        </header>
        <div className={styles.filters}>
          <InboxFilters filters={filters} />
        </div>
        <div className={styles.scroll}>
          {list.error !== undefined && threads.length === 0 ? (
            <div className={styles.centered}>
              <ErrorState
                headingLevel={2}
                size="sm"
                title="Your conversations could not be loaded."
                description={list.error.message}
                action={{ label: 'Try again', onPress: () => void list.refresh() }}
              />
            </div>
          ) : list.isLoading && threads.length === 0 ? (
            <div className={styles.centered}>
              <Skeleton lines={8} label="Loading conversations" />
            </div>
          ) : threads.length === 0 ? (
            <div className={styles.centered}>
              <EmptyState
                headingLevel={2}
                size="sm"
                title={filters.isFiltered ? 'No conversation matches.' : 'No conversations yet.'}
                description={
                  filters.isFiltered
                    ? 'Try other filters, or clear them to see every conversation.'
                    : 'Conversations about your records appear here as soon as someone writes.'
                }
                {...(filters.isFiltered
                  ? { action: { label: 'Clear filters', onPress: filters.query.clearFilters } }
                  : {})}
              />
            </div>
          ) : (
            <>
              <ThreadList
                threads={threads}
                openKey={openKey}
                hrefOf={hrefOf}
                showVisibility={appType === 'agency'}
              />
              <LoadMore
                onLoadMore={() => void list.loadMore()}
                isLoading={list.isLoadingMore}
                hasMore={list.hasMore}
                label="Load more conversations"
              />
            </>
          )}
        </div>
      </section>
      <section className={styles.threadPane} aria-label="Conversation">
        {open !== undefined ? (
          <ThreadView
            key={open.id}
            thread={open}
            appType={appType}
            backHref={backHref}
            highlightId={highlightId}
            {...(open.subject === undefined
              ? {}
              : {
                  headerLink: (
                    <ThreadDetailsButton thread={open} subject={open.subject} appType={appType} />
                  ),
                })}
          />
        ) : (
          <div className={styles.centered}>
            {single.error !== undefined ? (
              <ErrorState
                headingLevel={2}
                size="sm"
                title="This conversation could not be opened."
                description={single.error.message}
                action={{ label: 'Try again', onPress: () => void single.mutate() }}
              />
            ) : target !== null && single.isLoading ? (
              <Skeleton lines={6} label="Loading the conversation" />
            ) : (
              <EmptyState
                headingLevel={2}
                size="sm"
                title={
                  openKey !== null ? 'This conversation was not found.' : 'No conversation open.'
                }
                description="Choose a conversation on the left to read it and reply."
              />
            )}
          </div>
        )}
      </section>
      {open?.subject !== undefined && (
        <ThreadDetails key={open.id} thread={open} subject={open.subject} appType={appType} />
      )}
    </div>
  );
}
