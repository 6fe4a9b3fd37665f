import { type InfiniteList, useInfiniteList, useWholeList } from '@airtime/api-client';
import { listCreators } from '@airtime/api-client/calls';
import type { Creator, Process, SortEntry } from '@airtime/domain';
import { useMemo, useState } from 'react';

/** The creator list takes at most this many ids. */
export const MAX_IDS = 200;

const PAGE = 25;

/** The sorts of a stage list: the creator's name, when it was added, since when it stands here. */
export const STAGE_SORTS = ['name', 'created_at', 'since'] as const;

type Compare = (a: Creator, b: Creator) => number;

function comparer(field: string, byCreator: ReadonlyMap<number, Process>): Compare {
  if (field === 'created_at') return (a, b) => a.created_at.localeCompare(b.created_at);
  if (field === 'since') {
    const since = (creator: Creator) => byCreator.get(creator.id)?.updated_at ?? '';
    return (a, b) => since(a).localeCompare(since(b));
  }
  return (a, b) => a.name.localeCompare(b.name);
}

/**
 * The creators standing at one stage, sorted and paged here: the API sorts creators by their own
 * fields only, and 'since' is the process's. Every creator in the pipeline (at most MAX_IDS) is
 * read once, searched by the server, so a move between stages needs no new request.
 */
export function useStageCreators(
  pipeline: ReadonlyMap<number, Process>,
  byCreator: ReadonlyMap<number, Process>,
  search: string | undefined,
  sort: SortEntry,
  processesReady: boolean,
): InfiniteList<Creator> {
  const ids = [...pipeline.keys()].sort((a, b) => a - b).slice(0, MAX_IDS);
  const raw = useInfiniteList(
    listCreators,
    processesReady && ids.length > 0
      ? {
          query: { ids, sort: 'id', per_page: 100, ...(search === undefined ? {} : { s: search }) },
        }
      : null,
  );
  const whole = useWholeList(raw);
  const [shown, setShown] = useState(PAGE);
  // The same rows while nothing changed, so the table keeps its cells (and an open menu) mounted.
  const rows = useMemo(() => {
    const compare = comparer(sort.field, byCreator);
    return whole.items
      .filter((creator) => byCreator.has(creator.id))
      .sort((a, b) => (sort.direction === 'desc' ? compare(b, a) : compare(a, b)));
  }, [whole.items, byCreator, sort.field, sort.direction]);
  const items = useMemo(() => rows.slice(0, shown), [rows, shown]);
  return {
    ...raw,
    items,
    pages: undefined,
    total: rows.length,
    hasMore: rows.length > shown,
    isLoading: !processesReady || whole.isLoading,
    isLoadingMore: false,
    error: whole.error,
    loadMore: async () => setShown((count) => count + PAGE),
    // An export writes every creator at this stage, in this order: rows already here.
    readPages: async function* () {
      yield {
        data: rows,
        meta: { per_page: rows.length, total: rows.length },
        links: { next: null, prev: null },
        included: {},
      };
    },
  };
}
