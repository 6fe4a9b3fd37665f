import { Card, DateText, Inline, Link, Num, Stack, Stat } from '@airtime/design-system';
import type { Channel, ChannelActivity } from '@airtime/domain';
import { PlatformMark, platformName } from '../../../features/channels/PlatformMark.tsx';
import { DetailList } from '../../../features/page/DetailList.tsx';
import { Figures } from '../../../features/page/PageHeader.tsx';

/** One channel's profile: its platform, handle, address and audience, and its events so far. */
export function ChannelProfile({
  channel,
  activity,
  isActivityLoading,
}: {
  readonly channel: Channel;
  readonly activity: ChannelActivity | undefined;
  readonly isActivityLoading: boolean;
}) {
  return (
    <Card
      headingLevel={3}
      title={
        <Inline as="span" space="xs" wrap={false}>
          <PlatformMark contentTypeId={channel.content_type_id} />
          {channel.name}
        </Inline>
      }
      description="Channel profile"
    >
      <Stack>
        <DetailList
          details={[
            ['Platform', platformName(channel.content_type_id)],
            ['Handle', channel.handle === null ? '—' : `@${channel.handle}`],
            [
              'URL',
              channel.url === null ? (
                '—'
              ) : (
                <Link key="url" href={channel.url} isExternal>
                  {channel.url}
                </Link>
              ),
            ],
            ['Subscribers', <Num key="subscribers" value={channel.subscribers_count} />],
            ['Last aired', <DateText key="aired" value={activity?.lastAired ?? null} />],
          ]}
        />
        <Figures>
          <Stat label="Events" value={activity?.events ?? 0} isLoading={isActivityLoading} />
          <Stat label="Aired" value={activity?.aired ?? 0} isLoading={isActivityLoading} />
          <Stat label="Views" value={activity?.views ?? 0} compact isLoading={isActivityLoading} />
        </Figures>
      </Stack>
    </Card>
  );
}
