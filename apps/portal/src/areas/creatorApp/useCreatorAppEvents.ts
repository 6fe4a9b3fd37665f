import { useAllEvents, useSelectedCreator, type WholeList } from '@airtime/api-client';
import type { Event, SelectableCreator } from '@airtime/domain';

export interface CreatorAppEvents extends WholeList<Event> {
  /** The creator the app shows (spec §4), null while it is chosen or when the user has none. */
  readonly creator: SelectableCreator | null;
  /** The user may see no creator at all. */
  readonly hasNoCreator: boolean;
}

/** The creator app's events of a creator, optionally of one brand (creatorHomeReads preloads it). */
export function creatorAppEventsSelection(creatorId: number, brandId?: number) {
  return { creatorId, ...(brandId === undefined ? {} : { brand_id: brandId }) };
}

/**
 * The creator app's events: those of the selected creator (useSelectedCreator), optionally of
 * one brand, all pages.
 */
export function useCreatorAppEvents(brandId?: number | null): CreatorAppEvents {
  const selection = useSelectedCreator();
  const creator = selection.selected;
  const events = useAllEvents(
    creator === null || brandId === null ? null : creatorAppEventsSelection(creator.id, brandId),
  );
  const hasNoCreator = !selection.isLoading && selection.error === undefined && creator === null;
  return {
    ...events,
    creator,
    hasNoCreator,
    // A brand page waits for its brand (null) before it reads: loading, not empty.
    isLoading: !hasNoCreator && (selection.isLoading || brandId === null || events.isLoading),
    error: selection.error ?? events.error,
  };
}
