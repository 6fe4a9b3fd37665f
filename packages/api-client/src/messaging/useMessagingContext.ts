import { useMemo } from 'react';
import type { BareFetcher, Key, Middleware, SWRConfiguration, SWRHook } from 'swr';
import { useApiClient } from '../swr/ApiProvider.tsx';
import type { ApiCache } from '../swr/cacheUpdates.ts';
import { useApiCache } from '../swr/createHooks.ts';
import { cursorOfKey } from '../swr/keys.ts';
import { ledgerOf, type MessagingLedger } from './ledger.ts';
import { parseMessagesUrl } from './messageLists.ts';
import type { MessagingContext } from './operations.ts';
import { markThreadReadInLists } from './threadLists.ts';

/** The client and the ledger of the nearest ApiProvider's cache. */
export function useMessagingContext(): MessagingContext {
  const client = useApiClient();
  const cache = useApiCache();
  return useMemo(() => ({ client, ledger: ledgerOf(cache) }), [client, cache]);
}

/** SWR middleware that passes each fetched answer, with its cache key, through `after`. */
function afterFetch(after: (url: string, data: unknown) => unknown): Middleware {
  return (useSWRNext: SWRHook) =>
    <Data, Error>(
      key: Key,
      fetcher: BareFetcher<Data> | null,
      config: SWRConfiguration<Data, Error, BareFetcher<Data>>,
    ) => {
      const wrapped: BareFetcher<Data> | null =
        fetcher === null
          ? null
          : async (...args) =>
              after(typeof args[0] === 'string' ? args[0] : '', await fetcher(...args)) as Data;
      return useSWRNext<Data, Error>(key, wrapped, config);
    };
}

/**
 * SWR middleware for the thread and message hooks: a refetch that lands while optimistic
 * changes are in flight shows them too, instead of hiding them until they end.
 */
export function rebaseMiddleware(ledger: MessagingLedger): Middleware {
  return afterFetch((url, data) => (url === '' ? data : ledger.rebaseFetched(url, data)));
}

/**
 * SWR middleware for the message lists: the server takes fetching a thread's newest page (no
 * cursor) as reading the thread, so the cached thread lists show it read as soon as it answers.
 */
export function readThreadMiddleware(cache: ApiCache): Middleware {
  return afterFetch((url, data) => {
    const list = parseMessagesUrl(url);
    if (list !== undefined && cursorOfKey(url) === undefined)
      void markThreadReadInLists(cache, list.threadId);
    return data;
  });
}
