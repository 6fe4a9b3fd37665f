import { type Campaign, type Creator, getAppType } from '@airtime/domain';
import { forbidden, found } from '../http/HttpError.ts';
import type { AccessRule, UserContext } from '../http/route.ts';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';

// Who sees which creators, channels and campaigns (the spec does not show it; README "Who sees
// what"): agency staff all; creator users their own creators; brand users the creators their
// brands have a relationship with, and their brands' campaigns.

/** Agency staff and creator users (the creator app's calls; agency users may open any app). */
export const agencyOrCreator: AccessRule = (user) =>
  getAppType(user.business_role) === 'brand' ? 'Brand users cannot do this.' : null;

/** The creators the brands of a brand user have a relationship with. */
export function brandCreatorIds(store: Store, user: StoredUser): Set<number> {
  const ids = new Set<number>();
  for (const brandId of user.brand_ids) {
    for (const relationship of store.relationships.lookup('brand_id', brandId))
      ids.add(relationship.publisher_id);
  }
  return ids;
}

/** The creators a user may see, as a predicate. */
export function creatorVisibility(store: Store, user: StoredUser): (creatorId: number) => boolean {
  switch (getAppType(user.business_role)) {
    case 'agency':
      return () => true;
    case 'creator':
      return (creatorId) => user.creator_ids.includes(creatorId);
    case 'brand': {
      let ids: Set<number> | undefined;
      return (creatorId) => {
        ids ??= brandCreatorIds(store, user);
        return ids.has(creatorId);
      };
    }
  }
}

/** A creator the user may see, or 404 / 403. */
export function visibleCreator(context: UserContext<string>, creatorId: number): Creator {
  const creator = found(context.store.creators.get(creatorId), 'Creator', creatorId);
  if (!creatorVisibility(context.store, context.user)(creator.id))
    forbidden('You do not have access to this creator.');
  return creator;
}

/** Whether a user may see a campaign: agency staff all, brand users their brands', creators theirs. */
export function canSeeCampaign(
  user: StoredUser,
  campaign: Pick<Campaign, 'brand_id' | 'publisher_id'>,
): boolean {
  switch (getAppType(user.business_role)) {
    case 'agency':
      return true;
    case 'brand':
      return user.brand_ids.includes(campaign.brand_id);
    case 'creator':
      return user.creator_ids.includes(campaign.publisher_id);
  }
}

/** A campaign the user may see, or 404 / 403. */
export function visibleCampaign(context: UserContext<string>, campaignId: number): Campaign {
  const campaign = found(context.store.campaigns.get(campaignId), 'Campaign', campaignId);
  if (!canSeeCampaign(context.user, campaign))
    forbidden('You do not have access to this campaign.');
  return campaign;
}
