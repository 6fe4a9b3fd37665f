import type { AppType, Brand, Creator, SelectableCreator } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import { subjectKey } from '../store/subjectKey.ts';

/**
 * A creator as lists send it: its channels embedded (they point at the creator, the creator not
 * at them); the CM and rep users go in `included.users`. The detail call adds, for agency staff,
 * payment preferences, every thread and the conversion process; for the creator's own users, the
 * payment preferences and the threads shared with creators; brand users get no more than the list.
 */
export function presentCreator(
  store: Store,
  creator: Creator,
  detailFor: AppType | null = null,
): Creator {
  const base: Creator = {
    ...(detailFor === 'brand' ? withoutHomeDetails(creator) : creator),
    channels: store.channels.lookup('publisher_id', creator.id),
  };
  if (detailFor === null || detailFor === 'brand') return base;
  const threads = store.threads
    .lookup('subject', subjectKey('creator', creator.id))
    .filter((thread) => detailFor === 'agency' || thread.visibility === 'creator');
  const conversionProcess =
    detailFor === 'agency'
      ? store.processes.lookupOne('subject', subjectKey('creator', creator.id))
      : undefined;
  return {
    ...base,
    paymentPreferences: store.paymentPreferences.lookup('publisher_id', creator.id),
    threads,
    ...(conversionProcess === undefined ? {} : { conversionProcess }),
  };
}

/** A creator as the creator app's picker shows it (spec §3 'selectable creator'). */
export function presentSelectableCreator(creator: Creator): SelectableCreator {
  return { id: creator.id, name: creator.name, logo: creator.logo };
}

/**
 * The brands a creator works with (any relationship), each with `last_event_date` read as the
 * day the creator's latest sponsored event for that brand aired: what the creator app's side menu
 * shows as 'Last aired'. Brand activity (`is_active`) is the brand's own.
 */
export function creatorBrands(store: Store, creatorId: number): Brand[] {
  const lastAired = new Map<number, string>();
  for (const event of store.events.lookup('publisher_id', creatorId)) {
    if (event.brand_id === null || event.aired_date === null) continue;
    const current = lastAired.get(event.brand_id);
    if (current === undefined || event.aired_date > current)
      lastAired.set(event.brand_id, event.aired_date);
  }
  const out: Brand[] = [];
  const seen = new Set<number>();
  for (const relationship of store.relationships.lookup('publisher_id', creatorId)) {
    const brand = store.brands.get(relationship.brand_id);
    if (brand === undefined || seen.has(brand.id)) continue;
    seen.add(brand.id);
    out.push({ ...brand, last_event_date: lastAired.get(brand.id) ?? null });
  }
  return out;
}

/** A creator without where they live and their phone: brand users never see those. */
export function withoutHomeDetails(creator: Creator): Creator {
  const { address: _address, phone: _phone, ...shared } = creator;
  return shared;
}
