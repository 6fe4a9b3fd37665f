import { useEffect, useState } from 'react';
import type { SWRResponse } from 'swr';
import type { ListPage } from '../decode/decoders.ts';
import { type ApiError, toApiError } from '../http/ApiError.ts';
import { useSessionContext } from '../session/SessionProvider.tsx';
import type { SelectedRecords, SelectionKind } from '../session/selection.ts';
import { NO_ITEMS } from './noItems.ts';
import { useSessionState } from './useSession.ts';
import { useSessionAction } from './useSessionAction.ts';

/** What the selection hooks give: the choices, the chosen one, and how to choose. */
export interface SelectedView<T> {
  /** The first 100 records one may choose from, by name. */
  readonly items: readonly T[];
  /** The chosen record, null until the start choice is made (or when there is nothing to choose). */
  readonly selected: T | null;
  /** Chooses another: the select call, then storage; rejects as the call does (`error` wraps it). */
  select(id: number): Promise<T>;
  /** The list is loading, or the start choice is on its way. */
  readonly isLoading: boolean;
  readonly isSelecting: boolean;
  /** The list's failure, or the last choice's. */
  readonly error: ApiError | undefined;
}

/** The list query of both selection hooks: one page, enough for every user of the fake's seeds. */
export const SELECTION_QUERY = { per_page: 100, sort: 'name' } as const;

/** The shared part of useSelectedBrand and useSelectedCreator (internal). */
export function useSelectedRecord<K extends SelectionKind>(
  kind: K,
  list: SWRResponse<ListPage<SelectedRecords[K]>, ApiError>,
): SelectedView<SelectedRecords[K]> {
  const session = useSessionContext();
  const state = useSessionState();
  const selected = (kind === 'brand' ? state.selectedBrand : state.selectedCreator) as
    | SelectedRecords[K]
    | null;
  const items = list.data?.data;
  const [startError, setStartError] = useState<ApiError | undefined>(undefined);
  const action = useSessionAction((id: number) => session.select(kind, id));
  const waiting = selected === null;

  useEffect(() => {
    if (items === undefined) return;
    setStartError(undefined);
    // Also once a route's preload made the choice: its call to the server may still fail.
    session
      .resolveSelection(kind, items)
      .catch((error: unknown) => setStartError(toApiError(error)));
  }, [session, kind, items]);

  return {
    items: items ?? NO_ITEMS,
    selected,
    select: action.run,
    isLoading:
      list.isLoading ||
      (waiting && items !== undefined && items.length > 0 && startError === undefined),
    isSelecting: action.isPending,
    error: list.error ?? action.error ?? startError,
  };
}
