import { REALTIME } from '@airtime/api-client';
import {
  Button,
  Dialog,
  Drawer,
  ErrorState,
  Inline,
  Section,
  Skeleton,
  Stack,
} from '@airtime/design-system';
import { type Campaign, isRenewable } from '@airtime/domain';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { BookingDecisions } from '../booking/BookingDecisions.tsx';
import { RecordConversation } from '../inbox/RecordConversation.tsx';
import { useShellModals } from '../modals/shellModals.ts';
import { atEnd } from '../presence/presence.css.ts';
import { PresenceAvatars } from '../presence/presenceGates.tsx';
import { LiveChangeNote } from '../realtime/LiveChangeNote.tsx';
import { type AssigneeRole, AssigneeRows } from '../users/AssigneeRows.tsx';
import { CampaignEvents } from './CampaignEvents.tsx';
import { CampaignFacts } from './CampaignFacts.tsx';
import { CampaignFields } from './CampaignFields.tsx';
import { CampaignWorkflows } from './CampaignWorkflows.tsx';
import * as styles from './campaign.css.ts';
import type { CampaignModalProps } from './campaignModals.ts';
import { campaignTitle } from './campaignTitle.ts';
import { useCampaignEdit } from './useCampaignEdit.ts';

const ROLES: readonly AssigneeRole[] = [
  { type: 'owner', label: 'Owner' },
  { type: 'backup', label: 'Backup' },
];

/**
 * `planning` (decisions §9): one campaign in a side sheet over the list it was opened from: who
 * and where, its process's moves, its status, priority, end and team, its events and its
 * conversation; the plan step, the IO and a renewal open from here.
 */
export function PlanningModal({ campaignId, ...modal }: CampaignModalProps) {
  const edit = useCampaignEdit(campaignId);
  const campaign = edit.campaign.data;
  return (
    <Drawer {...modal} placement="right" size="lg">
      <Dialog padding="md" title={campaignTitle(campaign)}>
        {edit.campaign.error !== undefined ? (
          <ErrorState
            size="sm"
            title="The campaign could not be loaded."
            description={edit.campaign.error.message}
            action={{ label: 'Try again', onPress: () => void edit.campaign.mutate() }}
          />
        ) : campaign === undefined ? (
          <Skeleton shape="text" lines={8} label="Loading the campaign" />
        ) : (
          <CampaignBody campaign={campaign} edit={edit} />
        )}
      </Dialog>
    </Drawer>
  );
}

function CampaignBody({
  campaign,
  edit,
}: {
  readonly campaign: Campaign;
  readonly edit: ReturnType<typeof useCampaignEdit>;
}) {
  const mayWrite = useMayWrite();
  const modals = useShellModals();
  const props = { campaignId: campaign.id };
  return (
    <Stack space="lg">
      <LiveChangeNote kind="campaign" id={campaign.id} />
      <Stack space="sm">
        <CampaignFacts campaign={campaign} />
        <Inline space="sm">
          <Button size="sm" onPress={() => modals.open('plan', props)}>
            Plan step
          </Button>
          <Button size="sm" onPress={() => modals.open('io-document', props)}>
            IO document
          </Button>
          {mayWrite && isRenewable(campaign) && (
            <Button
              size="sm"
              variant="primary"
              onPress={() => modals.open('campaign-renewal', props)}
            >
              Renew campaign
            </Button>
          )}
          <span className={atEnd}>
            <PresenceAvatars channel={REALTIME.channels.presence('campaign', campaign.id)} />
          </span>
        </Inline>
      </Stack>
      <Section title="Workflow" headingLevel={3}>
        <CampaignWorkflows campaign={campaign} mayWrite={mayWrite} />
      </Section>
      <Section title="Details" headingLevel={3}>
        <CampaignFields
          campaign={campaign}
          mayWrite={mayWrite}
          save={edit.save}
          errors={edit.errors}
        />
        <AssigneeRows
          subjectType="campaign"
          subjectId={campaign.id}
          roles={ROLES}
          mayWrite={mayWrite}
        />
      </Section>
      <Section title="Events" headingLevel={3}>
        <CampaignEvents events={campaign.events} />
      </Section>
      <BookingDecisions decisions={campaign.booking_decisions} />
      <RecordConversation
        subjectType="campaign"
        subjectId={campaign.id}
        appType="agency"
        headingLevel={3}
        paneClassName={styles.conversation}
      />
    </Stack>
  );
}
