import { Skeleton, Stack, text } from '@airtime/design-system';
import type { Campaign } from '@airtime/domain';
import { useCampaignProcess } from './useCampaignProcess.ts';
import { WorkflowMoves } from './WorkflowMoves.tsx';
import { CAMPAIGN_WORKFLOWS } from './workflowMoves.ts';

export interface CampaignWorkflowsProps {
  readonly campaign: Campaign;
  readonly mayWrite: boolean;
  /** The workflows to show, in order; all of the campaign's by default. */
  readonly workflows?: readonly { readonly id: string; readonly label: string }[];
  /** After a move went through. */
  readonly onMoved?: () => void;
}

/** Where each workflow of the campaign's process stands, with the moves it offers now. */
export function CampaignWorkflows({
  campaign,
  mayWrite,
  workflows = CAMPAIGN_WORKFLOWS,
  onMoved,
}: CampaignWorkflowsProps) {
  const { process, isLoading } = useCampaignProcess(campaign);
  if (isLoading)
    return <Skeleton shape="text" lines={workflows.length} label="Loading the workflow" />;
  if (process === undefined)
    return <p className={text({ size: 'sm', tone: 'subtle' })}>This campaign has no process.</p>;
  return (
    <Stack space="sm">
      {workflows.map(({ id, label }) => (
        <WorkflowMoves
          key={id}
          process={process}
          workflow={id}
          label={label}
          mayWrite={mayWrite}
          onMoved={onMoved}
        />
      ))}
    </Stack>
  );
}
