import type { SubjectType, ThreadVisibility } from '@airtime/domain';
import { useMemo } from 'react';
import { createThread, getThread } from '../endpoints/threads.ts';
import { rebaseMiddleware, useMessagingContext } from '../messaging/useMessagingContext.ts';
import { useApiCache, useApiMutation, useQuery } from '../swr/createHooks.ts';
import { keyFor } from '../swr/keys.ts';

/**
 * A record's thread of one visibility, with its subscriptions; `data` is null while the record
 * has none, a `null` id waits. Cache key: keyFor(getThread) of type, id and visibility.
 */
export function useThread(
  subjectType: SubjectType,
  subjectId: number | null,
  visibility: ThreadVisibility,
) {
  const { ledger } = useMessagingContext();
  const use = useMemo(() => [rebaseMiddleware(ledger)], [ledger]);
  return useQuery(
    getThread,
    subjectId === null ? null : { params: { type: subjectType, id: subjectId, visibility } },
    { use },
  );
}

/** Opens a record's conversation (created on first use); useThread of that record shows it at once. */
export function useCreateThread() {
  const cache = useApiCache();
  return useApiMutation(createThread, undefined, {
    onSuccess(thread) {
      const key = keyFor(getThread, {
        params: { type: thread.subject_type, id: thread.subject_id, visibility: thread.visibility },
      });
      void cache.mutate(key, thread, { revalidate: false });
    },
  });
}
