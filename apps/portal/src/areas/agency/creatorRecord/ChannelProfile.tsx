import { Card, DateText, Inline, Link, Num, Stack, Stat } from '@airtime/design-system';
import type { Channel, ChannelActivity } from '@airtime/domain';
import { Figures } from '../../../features/page/PageHeader.tsx';
import * as styles from '../../../features/reports/creatorReports.css.ts';
import { PlatformMark, platformName } from '../../../features/reports/PlatformMark.tsx';

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
        <dl className={styles.details}>
          <dt className={styles.detailTerm}>Platform</dt>
          <dd className={styles.detailValue}>{platformName(channel.content_type_id)}</dd>
          <dt className={styles.detailTerm}>Handle</dt>
          <dd className={styles.detailValue}>
            {channel.handle === null ? '—' : `@${channel.handle}`}
          </dd>
          <dt className={styles.detailTerm}>URL</dt>
          <dd className={styles.detailValue}>
            {channel.url === null ? (
              '—'
            ) : (
              <Link href={channel.url} isExternal>
                {channel.url}
              </Link>
            )}
          </dd>
          <dt className={styles.detailTerm}>Subscribers</dt>
          <dd className={styles.detailValue}>
            <Num value={channel.subscribers_count} />
          </dd>
          <dt className={styles.detailTerm}>Last aired</dt>
          <dd className={styles.detailValue}>
            <DateText value={activity?.lastAired ?? null} />
          </dd>
        </dl>
        <Figures>
          <Stat label="Events" value={activity?.events ?? 0} isLoading={isActivityLoading} />
          <Stat label="Aired" value={activity?.aired ?? 0} isLoading={isActivityLoading} />
          <Stat label="Views" value={activity?.views ?? 0} compact isLoading={isActivityLoading} />
        </Figures>
      </Stack>
    </Card>
  );
}
