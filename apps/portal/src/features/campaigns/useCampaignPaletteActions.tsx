import { type Campaign, isPlanningGroup, PLANNING_GROUP_TITLES } from '@airtime/domain';
import { ArrowRight, Flag, Tag } from 'lucide-react';
import { type PaletteAction, usePaletteActions } from '../palette/paletteActions.tsx';
import { CAMPAIGN_STATUS_OPTIONS, PRIORITY_OPTIONS } from '../status/statusOptions.ts';
import { campaignName } from './campaignName.ts';
import { countCampaigns, type useCampaignBulkWrites } from './useCampaignBulkWrites.ts';
import { useCampaignProcess } from './useCampaignProcess.ts';
import { useWorkflowMove } from './useWorkflowMove.ts';
import { CAMPAIGN_WORKFLOWS, getMoveLabel } from './workflowMoves.ts';

const PLANNING = CAMPAIGN_WORKFLOWS[0];

/** 'Move campaign to IO Approval': where the move takes the campaign on the board. */
function moveLabel(transition: string): string {
  return isPlanningGroup(transition)
    ? `Move campaign to ${PLANNING_GROUP_TITLES[transition]}`
    : getMoveLabel(PLANNING.id, transition);
}

/**
 * The command palette's actions on the selected campaigns of a planning list, for those the list
 * lets select (writers): the bulk bar's priority and status, through the same writes; and with
 * one campaign selected, the planning step's moves its process offers now, as the campaign's own
 * buttons make them.
 */
export function useCampaignPaletteActions(
  campaigns: readonly Campaign[],
  writes: ReturnType<typeof useCampaignBulkWrites>,
  mayWrite: boolean,
): void {
  const single = mayWrite && campaigns.length === 1 ? campaigns[0] : undefined;
  const { process } = useCampaignProcess(single);
  const { move } = useWorkflowMove(PLANNING.label);
  const target = single === undefined ? countCampaigns(campaigns.length) : campaignName(single);
  const moves: PaletteAction[] =
    single === undefined || process === undefined
      ? []
      : (process.workflows[PLANNING.id]?.available_transitions ?? []).map((transition) => ({
          id: `campaign:move:${transition}`,
          label: moveLabel(transition),
          description: target,
          icon: <ArrowRight />,
          keywords: [getMoveLabel(PLANNING.id, transition), 'step'],
          run: () => void move(process, PLANNING.id, transition),
        }));
  const actions: PaletteAction[] =
    !mayWrite || campaigns.length === 0
      ? []
      : [
          ...moves,
          ...PRIORITY_OPTIONS.map((option) => ({
            id: `campaign:priority:${option.id}`,
            label: `Set priority ${option.label}`,
            description: target,
            icon: <Flag />,
            run: () =>
              void writes.setField(campaigns, { priority: option.id }, 'priority', option.label),
          })),
          ...CAMPAIGN_STATUS_OPTIONS.map((option) => ({
            id: `campaign:status:${option.id}`,
            label: `Set status ${option.label}`,
            description: target,
            icon: <Tag />,
            run: () =>
              void writes.setField(campaigns, { status: option.id }, 'status', option.label),
          })),
        ];
  usePaletteActions(actions);
}
