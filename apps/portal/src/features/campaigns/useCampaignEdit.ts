import { type CampaignInput, useCampaign, useUpdateCampaign } from '@airtime/api-client';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';

/** The campaign fields the campaign's screens change, which the server may refuse by name. */
export const CAMPAIGN_EDIT_FIELDS = ['status', 'priority', 'ends_at', 'campaign_status'] as const;
export type CampaignEditField = (typeof CAMPAIGN_EDIT_FIELDS)[number];

/**
 * One campaign (GET /api/new-campaigns/{id}) and its optimistic edit (PUT): the change shows at
 * once, and a refusal puts the campaign back, says why under the field (a 422) and in a toast
 * with Retry: `await save({ priority: 'high' }, 'set the priority')`.
 */
export function useCampaignEdit(campaignId: number) {
  const campaign = useCampaign(campaignId);
  const update = useUpdateCampaign();
  const errors = useFormErrors<CampaignEditField>(CAMPAIGN_EDIT_FIELDS);

  async function save(change: CampaignInput, what: string): Promise<boolean> {
    const before = campaign.data;
    if (before === undefined) return false;
    errors.clear(...(Object.keys(change) as CampaignEditField[]));
    await campaign.mutate({ ...before, ...change }, { revalidate: false });
    try {
      await update.trigger({ params: { id: campaignId }, body: change });
      return true;
    } catch (error) {
      await campaign.mutate(before, { revalidate: false });
      errors.refuse(error);
      toastWriteFailure(what, error, () => void save(change, what));
      return false;
    }
  }

  return { campaign, save, errors: errors.errors };
}
