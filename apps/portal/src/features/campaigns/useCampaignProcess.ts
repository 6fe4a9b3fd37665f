import { useProcesses } from '@airtime/api-client';
import type { Campaign, Process } from '@airtime/domain';

/** A campaign's process: the one it embeds, else asked for (GET /api/processes). */
export function useCampaignProcess(campaign: Campaign | undefined): {
  readonly process: Process | undefined;
  readonly isLoading: boolean;
} {
  const embedded = campaign?.process;
  const list = useProcesses(
    campaign === undefined || embedded !== undefined
      ? null
      : { subject_type: 'campaign', subject_id: campaign.id },
  );
  return {
    process: embedded ?? list.items[0],
    isLoading: campaign === undefined || (embedded === undefined && list.isLoading),
  };
}
