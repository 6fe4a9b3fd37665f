import type { Campaign, Process } from '@airtime/domain';
import { nextGroups } from '../seed/seedCampaigns.ts';
import { planIoMoves } from '../workflow/planIoMoves.ts';
import type { Store } from './createStore.ts';
import { subjectKey } from './subjectKey.ts';

/**
 * Keeps a campaign's planning process in step with the campaign after a write: the `planning`
 * workflow follows `group`, `plan` follows `campaign_status` and `io` follows `io_status`, each
 * with the moves the seed offers from there (other workflows are kept). Creates the process when
 * the campaign has none. Returns the process as stored.
 */
export function syncCampaignProcess(store: Store, campaign: Campaign, at: string): Process {
  const current = store.processes.lookupOne('subject', subjectKey('campaign', campaign.id));
  const workflows = {
    ...current?.workflows,
    planning: {
      status: campaign.group ?? 'done',
      available_transitions: nextGroups(campaign.group),
    },
    plan: {
      status: campaign.campaign_status,
      available_transitions: planIoMoves(campaign.campaign_status),
    },
    io: {
      status: campaign.io_status,
      available_transitions: planIoMoves(campaign.io_status),
    },
  };
  if (current === undefined) {
    return store.processes.insert({
      subject_type: 'campaign',
      subject_id: campaign.id,
      workflows,
      created_at: at,
      updated_at: at,
    });
  }
  const unchanged = (['planning', 'plan', 'io'] as const).every(
    (name) => current.workflows[name]?.status === workflows[name].status,
  );
  if (unchanged) return current;
  return store.processes.update(current.id, { workflows, updated_at: at }) ?? current;
}
