import { useMemo } from 'react';
import type { BareFetcher, Key, Middleware, SWRConfiguration, SWRHook } from 'swr';
import { useApiClient } from '../swr/ApiProvider.tsx';
import { useApiCache } from '../swr/createHooks.ts';
import { ledgerOf, type MessagingLedger } from './ledger.ts';
import type { MessagingContext } from './operations.ts';

/** The client and the ledger of the nearest ApiProvider's cache. */
export function useMessagingContext(): MessagingContext {
  const client = useApiClient();
  const cache = useApiCache();
  return useMemo(() => ({ client, ledger: ledgerOf(cache) }), [client, cache]);
}

/**
 * SWR middleware for the thread and message hooks: a refetch that lands while optimistic
 * changes are in flight shows them too, instead of hiding them until they end.
 */
export function rebaseMiddleware(ledger: MessagingLedger): Middleware {
  return (useSWRNext: SWRHook) =>
    <Data, Error>(
      key: Key,
      fetcher: BareFetcher<Data> | null,
      config: SWRConfiguration<Data, Error, BareFetcher<Data>>,
    ) => {
      const rebased: BareFetcher<Data> | null =
        fetcher === null
          ? null
          : async (...args) => {
              const data = await fetcher(...args);
              return (
                typeof args[0] === 'string' ? ledger.rebaseFetched(args[0], data) : data
              ) as Data;
            };
      return useSWRNext<Data, Error>(key, rebased, config);
    };
}
