import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { AnyCall, CallInput, CallResult } from '../endpoints/defineCall.ts';

export type { AnyCall };

import type { ListPage } from '../decode/decoders.ts';
import type { ApiError } from '../http/ApiError.ts';
import { useApiClient } from './ApiProvider.tsx';
import { type ApiCache, revalidateCached } from './cacheUpdates.ts';
import { type CacheMatch, cursorOfKey, keyFor, matchesAny } from './keys.ts';
import { fetchPreloadedOr } from './preloads.ts';

function request<C extends AnyCall>(
  client: ReturnType<typeof useApiClient>,
  call: C,
  input: CallInput<C> | undefined,
): Promise<CallResult<C>> {
  const send = client.request as (call: AnyCall, input?: unknown) => Promise<unknown>;
  return send(call, input) as Promise<CallResult<C>>;
}

/**
 * Reads one GET call through SWR; `null` as input waits (a conditional fetch). The resource hooks
 * are built on it:
 *
 * ```ts
 * export function useBrand(id: number | null) {
 *   return useQuery(getBrand, id === null ? null : { params: { id } });
 * }
 * ```
 */
export function useQuery<C extends AnyCall>(
  call: C,
  input?: CallInput<C> | null,
  config?: SWRConfiguration<CallResult<C>, ApiError>,
): SWRResponse<CallResult<C>, ApiError> {
  const client = useApiClient();
  const key = input === null ? null : keyFor(call, input ?? undefined);
  return useSWR<CallResult<C>, ApiError>(
    key,
    (url: string) => fetchPreloadedOr(client, url, () => request(client, call, input ?? undefined)),
    config,
  );
}

/** The row type of a list call's pages. */
export type PageItem<Page> = Page extends ListPage<infer T> ? T : never;

/** What an infinite list hook gives: every loaded row once, and how to load more. */
export interface InfiniteList<T> {
  /** The rows of all loaded pages, each id once, in page order. */
  readonly items: readonly T[];
  readonly pages: readonly ListPage<T>[] | undefined;
  /** Rows matching across all pages, as the server counts them. */
  readonly total: number | undefined;
  readonly hasMore: boolean;
  readonly isLoading: boolean;
  readonly isLoadingMore: boolean;
  readonly isValidating: boolean;
  readonly error: ApiError | undefined;
  loadMore(): Promise<void>;
  /** Refetches the loaded pages. */
  refresh(): Promise<void>;
  /** SWR's mutate of the pages, for optimistic changes. */
  readonly mutate: ReturnType<typeof useSWRInfinite<ListPage<T>, ApiError>>['mutate'];
  /** The SWR key of the first page (see swr/cacheUpdates). */
  readonly key: string | null;
  /**
   * Reads the same list (its query, filters and sort) again from its first page, outside the
   * cache, `perPage` rows a page, for work on every row (an export):
   * `for await (const page of list.readPages({ signal })) rows.push(...page.data)`.
   * Yields nothing while the list waits (`null`); aborting `signal` rejects the pending page.
   */
  readPages(options?: ReadPagesOptions): AsyncGenerator<ListPage<T>, void, undefined>;
}

/** The most rows a list call gives a page (spec §7 lists; a few lists take fewer). */
/**
 * `list` with more or other fields, its getters kept as getters: a spread would read them, and
 * SWR would re-render the hook for `isValidating` as if the caller used it.
 * `withListFields(list, { unread: 3 })`.
 */
export function withListFields<L extends object, E extends object>(
  list: L,
  extra: E,
): Omit<L, keyof E> & E {
  const result = Object.defineProperties({}, Object.getOwnPropertyDescriptors(list));
  return Object.defineProperties(result, Object.getOwnPropertyDescriptors(extra)) as Omit<
    L,
    keyof E
  > &
    E;
}

export const MAX_PER_PAGE = 100;

export interface ReadPagesOptions {
  /** @default MAX_PER_PAGE */
  readonly perPage?: number;
  readonly signal?: AbortSignal;
}

/**
 * Reads a cursor list page by page with useSWRInfinite (spec §7: `links.next`):
 *
 * ```ts
 * export function useBrandList(query?: BrandListQuery) {
 *   return useInfiniteList(listBrands, { query });
 * }
 * const { items, hasMore, loadMore } = useBrandList({ sort: 'name' });
 * ```
 */
export function useInfiniteList<C extends AnyCall>(
  call: C,
  input: CallInput<C> | null | undefined,
  config?: SWRInfiniteConfiguration<ListPage<PageItem<CallResult<C>>>, ApiError>,
): InfiniteList<PageItem<CallResult<C>>> {
  type T = PageItem<CallResult<C>>;
  const client = useApiClient();
  const anyCall = call as AnyCall;
  const base = (input ?? {}) as { readonly query?: object };
  const firstKey = input === null ? null : keyFor(anyCall, base as CallInput<AnyCall>);
  const getKey = (index: number, previous: ListPage<T> | null): string | null => {
    if (firstKey === null || index === 0) return firstKey;
    const cursor = previous?.links.next;
    if (cursor === null || cursor === undefined) return null;
    return keyFor(anyCall, { ...base, query: { ...base.query, cursor } } as CallInput<AnyCall>);
  };
  const swr = useSWRInfinite<ListPage<T>, ApiError>(
    getKey,
    (key: string) => {
      const cursor = cursorOfKey(key);
      const pageInput = cursor === undefined ? base : { ...base, query: { ...base.query, cursor } };
      return fetchPreloadedOr(
        client,
        key,
        () => request(client, anyCall, pageInput as CallInput<AnyCall>) as Promise<ListPage<T>>,
      );
    },
    { revalidateFirstPage: false, ...config },
  );
  // isValidating is read only by who asks for it (the getter below): SWR re-renders a hook for
  // the state it has read, and every list re-rendered twice for each refetch (realtime's reads on
  // joining, a window's focus) while its rows stayed the same.
  const { data: pages, size, setSize, isLoading, error, mutate } = swr;
  const items = useMemo(() => {
    const seen = new Set<unknown>();
    const rows: T[] = [];
    for (const page of pages ?? []) {
      for (const row of page.data) {
        const id = (row as { id?: unknown }).id;
        if (id !== undefined && seen.has(id)) continue;
        seen.add(id);
        rows.push(row);
      }
    }
    return rows;
  }, [pages]);
  const last = pages?.[pages.length - 1];
  const hasMore = last !== undefined && last.links.next !== null;
  const isLoadingMore =
    isLoading || (size > 0 && pages !== undefined && pages[size - 1] === undefined);
  return {
    items,
    pages,
    total: pages?.[0]?.meta.total,
    hasMore,
    isLoading,
    isLoadingMore,
    get isValidating() {
      return swr.isValidating;
    },
    error,
    key: firstKey,
    mutate,
    async loadMore() {
      if (hasMore && !isLoadingMore) await setSize(size + 1);
    },
    async refresh() {
      await mutate();
    },
    async *readPages({ perPage = MAX_PER_PAGE, signal }: ReadPagesOptions = {}) {
      if (firstKey === null) return;
      let cursor: string | undefined;
      do {
        signal?.throwIfAborted();
        const query = {
          ...base.query,
          per_page: perPage,
          ...(cursor === undefined ? {} : { cursor }),
        };
        const page = (await request(client, anyCall, {
          ...base,
          query,
          ...(signal === undefined ? {} : { signal }),
        } as CallInput<AnyCall>)) as ListPage<T>;
        yield page;
        cursor = page.links.next ?? undefined;
      } while (cursor !== undefined);
    },
  };
}

/**
 * The cached answers a write makes stale, named by their calls (the keys come from the calls'
 * declarations): a GET call for every answer of it, `matchesCall(call, params)` for one record's.
 * A list, or a function of the write's input and result.
 */
export type Invalidates<C extends AnyCall> =
  | readonly CacheMatch[]
  | ((input: CallInput<C>, result: CallResult<C>) => readonly CacheMatch[]);

/**
 * Makes one write call with SWR's mutation state; on success the cached answers `invalidates`
 * names are refetched (every query of each, infinite lists included):
 *
 * ```ts
 * export function useUpdateBrand() {
 *   return useApiMutation(updateBrand, ({ params }) => [listBrands, matchesCall(getBrand, params)]);
 * }
 * const { trigger, isMutating, error } = useUpdateBrand();
 * await trigger({ params: { id }, body: { name } });
 * ```
 */
export function useApiMutation<C extends AnyCall>(
  call: C,
  invalidates?: Invalidates<C>,
  config?: SWRMutationConfiguration<CallResult<C>, ApiError, string, CallInput<C>>,
) {
  const client = useApiClient();
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation<CallResult<C>, ApiError, string, CallInput<C>>(
    `${call.method} ${call.path}`,
    async (_key, { arg }) => {
      const result = await request(client, call, arg);
      if (invalidates !== undefined) {
        const stale = typeof invalidates === 'function' ? invalidates(arg, result) : invalidates;
        await revalidateCached({ cache, mutate } satisfies ApiCache, matchesAny(stale));
      }
      return result;
    },
    { throwOnError: true, ...config },
  );
}

/** The cache of the nearest provider, for optimistic and realtime updates outside a hook's own key. */
export function useApiCache(): ApiCache {
  const { cache, mutate } = useSWRConfig();
  return useMemo(() => ({ cache, mutate }), [cache, mutate]);
}
