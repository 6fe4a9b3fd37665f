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

/** SWR middleware that runs each fetch, with its cache key, through `run`. */
function aroundFetch(
  run: (url: string, fetch: () => Promise<unknown>) => Promise<unknown>,
): Middleware {
  return (useSWRNext: SWRHook) =>
    <Data, Error>(
      key: Key,
      fetcher: BareFetcher<Data> | null,
      config: SWRConfiguration<Data, Error, BareFetcher<Data>>,
    ) => {
      const wrapped: BareFetcher<Data> | null =
        fetcher === null
          ? null
          : (...args) =>
              run(typeof args[0] === 'string' ? args[0] : '', async () =>
                fetcher(...args),
              ) as Promise<Data>;
      return useSWRNext<Data, Error>(key, wrapped, config);
    };
}

/**
 * SWR middleware for the thread and message hooks: an answer that lands while optimistic
 * changes are in flight shows them too, instead of hiding them until they end, and a first load
 * shows what the server confirmed while it was under way.
 */
export function rebaseMiddleware(ledger: MessagingLedger): Middleware {
  return aroundFetch((url, fetch) => (url === '' ? fetch() : ledger.fetchRebased(url, fetch)));
}

/**
 * SWR middleware for the message lists: the server takes fetching a thread's newest page (no
 * cursor) as reading the thread, so the cached thread lists show it read as soon as it answers.
 */
export function readThreadMiddleware(cache: ApiCache): Middleware {
  return aroundFetch(async (url, fetch) => {
    const data = await fetch();
    const list = parseMessagesUrl(url);
    if (list !== undefined && cursorOfKey(url) === undefined)
      void markThreadReadInLists(cache, list.threadId);
    return data;
  });
}
