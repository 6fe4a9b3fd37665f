import { useCreator } from '@airtime/api-client';
import { Button, EmptyState, Inline, Section, Stack } from '@airtime/design-system';
import { summarizeByChannel } from '@airtime/domain';
import { Pencil, Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { href } from '../../../app/paths.ts';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { ChannelProfile } from '../../../areas/agency/creatorRecord/ChannelProfile.tsx';
import { useCreatorEvents } from '../../../areas/agency/creatorRecord/useCreatorEvents.ts';
import { ChannelTable } from '../../../features/channels/ChannelTable.tsx';
import { RecordConversation } from '../../../features/inbox/RecordConversation.tsx';
import { DataState } from '../../../features/lists/DataState.tsx';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';

/**
 * The creator's channel profile: the index shows the first channel, channel/:channelId the one
 * named; below, all the creator's channels, each opening its profile, then the creator's
 * conversations.
 */
export function CreatorChannelPage() {
  const { creatorId, events } = useCreatorEvents();
  const navigate = useNavigate();
  const channelId = useIdParam('channelId');
  const creator = useCreator(creatorId);
  const modals = useShellModals();
  const mayWrite = useMayWrite();
  const channels = creator.data?.channels ?? [];
  const channel =
    channelId === null ? channels[0] : channels.find((candidate) => candidate.id === channelId);
  const activity =
    channel === undefined ? undefined : summarizeByChannel(events.items).get(channel.id);
  return (
    <Stack>
      <Section
        title="Channel"
        description="Where the creator publishes, and its audience."
        {...(mayWrite && creatorId !== null
          ? {
              actions: (
                <Inline space="sm">
                  {channel !== undefined && (
                    <Button
                      size="sm"
                      icon={<Pencil />}
                      onPress={() => modals.open('channel', { creatorId, channelId: channel.id })}
                    >
                      Edit channel
                    </Button>
                  )}
                  <Button
                    size="sm"
                    icon={<Plus />}
                    onPress={() => modals.open('channel', { creatorId })}
                  >
                    Add channel
                  </Button>
                </Inline>
              ),
            }
          : {})}
      >
        <DataState
          isLoading={creator.isLoading}
          error={creator.error}
          onRetry={() => void creator.mutate()}
          what="channels"
        >
          {channel === undefined ? (
            <EmptyState
              size="sm"
              title={
                channelId === null
                  ? 'This creator has no channels yet.'
                  : 'This channel is not one of the creator’s.'
              }
              description="Pick one of the creator’s channels below."
              {...(channelId === null || creatorId === null
                ? {}
                : {
                    action: {
                      label: 'Show the first channel',
                      href: href('agency-creator', { creatorId }),
                    },
                  })}
            />
          ) : (
            <ChannelProfile
              channel={channel}
              activity={activity}
              isActivityLoading={events.isLoading}
            />
          )}
          {creatorId !== null && (
            <ChannelTable
              channels={channels}
              onOpen={(id) =>
                void navigate(href('agency-creator-channel', { creatorId, channelId: String(id) }))
              }
              emptyTitle="This creator has no channels yet."
              emptyDescription="Add the creator’s shows and accounts with Add channel."
            />
          )}
        </DataState>
      </Section>
      {creatorId !== null && (
        <Section
          title="Conversations"
          description="Internal notes about the creator, and the conversation shared with them."
        >
          <RecordConversation subjectType="creator" subjectId={creatorId} appType="agency" />
        </Section>
      )}
    </Stack>
  );
}
