import type { CampaignSort, CampaignSortField } from '@airtime/api-client';
import { CAMPAIGN_COLUMNS } from '../../features/campaigns/campaignColumns.tsx';
import { pickColumns } from '../../features/lists/pickColumns.ts';

// The brand app's campaign lists: which columns each shows, and which the API sorts by.

/** The sort fields the brand's campaign lists take. */
export const BRAND_APP_CAMPAIGN_SORTS: readonly CampaignSortField[] = [
  'creator',
  'status',
  'ends_at',
  'created_at',
  'updated_at',
];

/** Whether a URL sort is one the campaign list takes. */
export function isCampaignSort(value: string): value is CampaignSort {
  return BRAND_APP_CAMPAIGN_SORTS.some((field) => field === value.replace(/^-/, ''));
}

/** The brand's campaigns with every creator (campaign tracking); the creator names each row. */
export const BRAND_CAMPAIGN_COLUMNS = pickColumns(
  CAMPAIGN_COLUMNS,
  ['creator', 'channel', 'status', 'campaign_status', 'ends_at', 'created_at'],
  BRAND_APP_CAMPAIGN_SORTS,
);

/** The brand's campaigns with one creator: the channel names each row. */
export const CREATOR_CAMPAIGN_COLUMNS = pickColumns(
  CAMPAIGN_COLUMNS,
  ['channel', 'status', 'campaign_status', 'ends_at', 'created_at'],
  BRAND_APP_CAMPAIGN_SORTS,
);
