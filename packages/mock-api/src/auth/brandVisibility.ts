import type { Brand } from '@airtime/domain';
import { forbidden, found } from '../http/HttpError.ts';
import type { UserContext } from '../http/route.ts';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';
import { canSeeBrand } from './access.ts';

/** The brands a creator user's creators have a relationship with. */
export function creatorBrandIds(store: Store, user: StoredUser): Set<number> {
  const ids = new Set<number>();
  for (const creatorId of user.creator_ids) {
    for (const relationship of store.relationships.lookup('publisher_id', creatorId))
      ids.add(relationship.brand_id);
  }
  return ids;
}

/** The brands a user may see, as a predicate. */
export function brandVisibility(store: Store, user: StoredUser): (brandId: number) => boolean {
  let creatorIds: Set<number> | undefined;
  return (brandId) =>
    canSeeBrand(user, brandId, () => (creatorIds ??= creatorBrandIds(store, user)));
}

/** A brand the user may see, or 404 / 403. */
export function visibleBrand(context: UserContext<string>, brandId: number): Brand {
  const brand = found(context.store.brands.get(brandId), 'Brand', brandId);
  if (!brandVisibility(context.store, context.user)(brand.id))
    forbidden('You do not have access to this brand.');
  return brand;
}
