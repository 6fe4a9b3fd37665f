import type { ApiError } from '@airtime/api-client';
import { type EventSelection, useEvents } from '@airtime/api-client';
import type { Event } from '@airtime/domain';
import { useLoadAll } from './useLoadAll.ts';

/** Every event of a selection, for reports that add them up. */
export interface AllEvents {
  readonly events: readonly Event[];
  readonly isLoading: boolean;
  /** False when there were more than the reports read (see useLoadAll). */
  readonly isComplete: boolean;
  /** How many the server counts. */
  readonly total: number | undefined;
  readonly error: ApiError | undefined;
  readonly retry: () => void;
}

/** Loads all events of a selection, a hundred a page (e.g. a brand's aired events). */
export function useAllEvents(selection: EventSelection): AllEvents {
  const list = useEvents({ ...selection, per_page: 100 });
  const state = useLoadAll(list);
  return {
    events: list.items,
    isLoading: state.isLoading,
    isComplete: state.isComplete,
    total: list.total,
    error: list.error,
    retry: () => void list.refresh(),
  };
}
