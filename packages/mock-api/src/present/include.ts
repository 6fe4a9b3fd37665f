import type { Event, ListIncluded } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';

/** Live rows behind a set of ids, each once, in id order: a list's `included.{resource}`. */
export function includeRows<T extends { readonly id: number }>(
  table: { get(id: number): T | undefined },
  ids: Iterable<number | null | undefined>,
): T[] {
  const out: T[] = [];
  const seen = new Set<number>();
  for (const id of ids) {
    if (id === null || id === undefined || seen.has(id)) continue;
    seen.add(id);
    const row = table.get(id);
    if (row !== undefined) out.push(row);
  }
  return out.sort((a, b) => a.id - b.id);
}

/** The channels, creators and brands a page of events points at (its sponsorships' brands too). */
export function includeForEvents(store: Store, events: readonly Event[]): ListIncluded {
  return {
    channels: includeRows(
      store.channels,
      events.map((event) => event.content_id),
    ),
    creators: includeRows(
      store.creators,
      events.map((event) => event.publisher_id),
    ),
    brands: includeRows(store.brands, [
      ...events.map((event) => event.brand_id),
      ...events.flatMap((event) =>
        store.sponsorships.lookup('event_id', event.id).map((row) => row.brand_id),
      ),
    ]),
  };
}
