import { getAppType, type Relationship } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';
import { presentCampaign } from './campaigns.ts';
import { presentCreator } from './creators.ts';

/** A relationship with its brand, its creator (and channels) and their campaigns. */
export function presentRelationship(
  store: Store,
  row: Relationship,
  user: StoredUser,
): Relationship {
  const brand = store.brands.get(row.brand_id);
  const creator = store.creators.get(row.publisher_id);
  const campaigns = store.campaigns
    .lookup('brand_id', row.brand_id)
    .filter((campaign) => campaign.publisher_id === row.publisher_id)
    .map((campaign) => presentCampaign(store, campaign));
  return {
    ...row,
    ...(brand === undefined ? {} : { brand }),
    ...(creator === undefined
      ? {}
      : { creator: presentCreator(store, creator, getAppType(user.business_role)) }),
    campaigns,
  };
}
