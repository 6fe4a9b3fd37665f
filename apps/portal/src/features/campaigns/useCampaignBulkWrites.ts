import {
  type CampaignBatchInput,
  type InfiniteList,
  type ListPage,
  useBatchUpdateCampaigns,
  useDeleteCampaign,
} from '@airtime/api-client';
import type { Campaign } from '@airtime/domain';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';
import { campaignName } from './campaignName.ts';

/** What one bulk action changes on every selected campaign. */
export type CampaignBulkChange = Omit<CampaignBatchInput, 'ids'>;

type Pages = ListPage<Campaign>[] | undefined;

/** The loaded pages with each listed campaign passed through `change` (null drops it). */
function mapRows(pages: Pages, change: (row: Campaign) => Campaign | null): Pages {
  return pages?.map((page) => {
    const data = page.data.flatMap((row) => change(row) ?? []);
    const dropped = page.data.length - data.length;
    return { ...page, data, meta: { ...page.meta, total: page.meta.total - dropped } };
  });
}

/** '3 campaigns', '1 campaign'. */
export function countCampaigns(count: number): string {
  return `${count} ${count === 1 ? 'campaign' : 'campaigns'}`;
}

/**
 * The planning lists' bulk writes, optimistic on the list shown (decisions §9): the rows change
 * or leave at once, and a refusal puts them back and says so in a toast with Retry.
 */
export function useCampaignBulkWrites(list: InfiniteList<Campaign>) {
  const batch = useBatchUpdateCampaigns();
  const remove = useDeleteCampaign();

  /** One call for all of them (all or none): `what` names it for the failure toast. */
  const update = async (
    campaigns: readonly Campaign[],
    change: CampaignBulkChange,
    what: string,
  ): Promise<void> => {
    const ids = new Set(campaigns.map((campaign) => campaign.id));
    const before = new Map(list.items.flatMap((row) => (ids.has(row.id) ? [[row.id, row]] : [])));
    // Only the campaign's own fields show at once; an owner is an assignee, not a row field.
    const { owner_id: _owner, ...fields } = change;
    await list.mutate(
      (pages) => mapRows(pages, (row) => (ids.has(row.id) ? { ...row, ...fields } : row)),
      { revalidate: false },
    );
    try {
      await batch.trigger({ body: { ids: [...ids], ...change } });
    } catch (error) {
      await list.mutate((pages) => mapRows(pages, (row) => before.get(row.id) ?? row), {
        revalidate: false,
      });
      toastWriteFailure(what, error, () => void update(campaigns, change, what));
    }
  };

  /**
   * One DELETE per campaign, side by side. The rows leave at once; those the server refused come
   * back, named in the toast, whose Retry deletes them again.
   */
  const deleteAll = async (campaigns: readonly Campaign[]): Promise<void> => {
    const pending = new Set(campaigns.map((campaign) => campaign.id));
    const snapshot = list.pages;
    const hidePending = () =>
      list.mutate((pages) => mapRows(pages, (row) => (pending.has(row.id) ? null : row)), {
        revalidate: false,
      });
    await hidePending();
    const results = await Promise.allSettled(
      campaigns.map((campaign) =>
        remove.trigger({ params: { id: campaign.id } }).finally(() => {
          pending.delete(campaign.id);
          // Each deletion refetches the list, which still holds the ones under way: hide them again.
          void hidePending();
        }),
      ),
    );
    const failed = campaigns.filter((_, index) => results[index]?.status === 'rejected');
    const deleted = campaigns.filter((campaign) => !failed.includes(campaign));
    if (failed.length > 0) {
      const gone = new Set(deleted.map((campaign) => campaign.id));
      // The pages as they were, less the campaigns that are gone.
      await list.mutate(
        mapRows(snapshot === undefined ? undefined : [...snapshot], (row) =>
          gone.has(row.id) ? null : row,
        ),
        { revalidate: false },
      );
      const reason = results.find((result) => result.status === 'rejected')?.reason;
      toastWriteFailure(
        `delete ${failed.map(campaignName).join(', ')}`,
        reason,
        () => void deleteAll(failed),
      );
    }
  };

  /** Sets one field of every campaign: 'set the priority of 3 campaigns to High' on failure. */
  const setField = (
    campaigns: readonly Campaign[],
    change: CampaignBulkChange,
    field: string,
    value: string,
  ): Promise<void> =>
    update(
      campaigns,
      change,
      `set the ${field} of ${countCampaigns(campaigns.length)} to ${value}`,
    );

  return { update, setField, deleteAll };
}
