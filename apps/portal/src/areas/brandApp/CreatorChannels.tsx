import { useBrandCreator } from '@airtime/api-client';
import {
  Card,
  DateText,
  EmptyState,
  ErrorState,
  getPlatform,
  Link,
  Num,
  Stack,
  text,
} from '@airtime/design-system';
import type { Channel } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { ChannelTable } from '../../features/channels/ChannelTable.tsx';
import * as styles from './brandApp.css.ts';

/**
 * A creator's channels (the brand creator profile): the table, and the one channel the URL names
 * (`/profile/:channelId`) in detail above it.
 */
export function CreatorChannels({
  creatorId,
  channelId,
}: {
  readonly creatorId: number | null;
  readonly channelId: number | null;
}) {
  const navigate = useNavigate();
  const { data: creator, error, isLoading, mutate } = useBrandCreator(creatorId);
  const channels = creator?.channels ?? [];
  const chosen = channels.find((channel) => channel.id === channelId);
  return (
    <Stack>
      {chosen !== undefined && creatorId !== null && (
        <ChannelCard channel={chosen} allHref={href('brand-creator', { creatorId })} />
      )}
      {channelId !== null && creator !== undefined && chosen === undefined && (
        <EmptyState
          size="sm"
          title="This channel is not one of the creator's."
          description="Pick one of the channels below."
        />
      )}
      <h2 className={text({ size: 'lg', weight: 'semibold' })}>Channels</h2>
      <ChannelTable
        channels={channels}
        onOpen={(id) => {
          if (creatorId !== null)
            void navigate(href('brand-creator', { creatorId, channelId: id }));
        }}
        isLoading={isLoading}
        emptyTitle="No channels yet."
        emptyDescription="The creator's channels appear here once the agency adds them."
        {...(error === undefined
          ? {}
          : {
              errorState: (
                <ErrorState
                  size="sm"
                  title="The channels could not be loaded."
                  description={error.message}
                  action={{ label: 'Try again', onPress: () => void mutate() }}
                />
              ),
            })}
      />
    </Stack>
  );
}

/** One channel in detail: platform, handle, reach, where it lives. */
function ChannelCard({
  channel,
  allHref,
}: {
  readonly channel: Channel;
  readonly allHref: string;
}) {
  const platform = getPlatform(channel.content_type_id);
  return (
    <Card
      title={channel.name}
      headingLevel={2}
      description={platform?.name ?? 'Channel'}
      actions={<Link href={allHref}>All channels</Link>}
    >
      <dl className={styles.facts}>
        <dt>Handle</dt>
        <dd>{channel.handle === null ? '—' : `@${channel.handle}`}</dd>
        <dt>Subscribers</dt>
        <dd>
          <Num value={channel.subscribers_count} />
        </dd>
        <dt>Added</dt>
        <dd>
          <DateText value={channel.created_at} />
        </dd>
        <dt>Link</dt>
        <dd>
          {channel.url === null ? (
            '—'
          ) : (
            <Link href={channel.url} isExternal>
              {channel.url}
            </Link>
          )}
        </dd>
      </dl>
    </Card>
  );
}
