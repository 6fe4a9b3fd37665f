import { useCreator } from '@airtime/api-client';
import { LineChart } from '@airtime/design-system';
import { summarizeByChannel, summarizeChannelActivityByMonth } from '@airtime/domain';
import { useMemo } from 'react';
import { ChannelActivityTable } from '../../../areas/agency/creatorRecord/ChannelActivityTable.tsx';
import { CreatorReport } from '../../../areas/agency/creatorRecord/CreatorReport.tsx';
import { useCreatorEvents } from '../../../areas/agency/creatorRecord/useCreatorEvents.ts';

/** Lines beyond the palette's six colours would repeat; the table lists every channel. */
const CHART_CHANNELS = 6;

/** Events per channel over time: a line per busiest channel, and a table of every channel. */
export function CreatorChannelActivityPage() {
  const { creatorId, events } = useCreatorEvents();
  const creator = useCreator(creatorId);
  const channels = creator.data?.channels ?? [];
  const activity = useMemo(() => summarizeByChannel(events.items), [events.items]);
  const charted = useMemo(
    () =>
      [...channels]
        .sort((a, b) => (activity.get(b.id)?.events ?? 0) - (activity.get(a.id)?.events ?? 0))
        .slice(0, CHART_CHANNELS),
    [channels, activity],
  );
  const data = useMemo(
    () =>
      summarizeChannelActivityByMonth(
        events.items,
        charted.map((channel) => channel.id),
      ),
    [events.items, charted],
  );
  // Channels often share a name across platforms: the line names say which.
  const series = charted.map((channel) => ({
    key: `channel_${channel.id}`,
    label: `${channel.name} (#${channel.id})`,
  }));
  return (
    <CreatorReport
      title="Channel Activity"
      description="How many events each of the creator’s channels carries, month by month."
      events={events}
      also={{
        isLoading: creator.isLoading,
        error: creator.error,
        retry: () => void creator.mutate(),
      }}
      what="channel activity"
    >
      <LineChart
        label={`Events per month, ${charted.length === channels.length ? 'by channel' : `${CHART_CHANNELS} busiest channels`}`}
        data={data}
        x="month"
        xLabel="Month"
        xFormat="month"
        series={series}
        emptyMessage="No events on the creator’s channels yet."
      />
      {creatorId !== null && (
        <ChannelActivityTable creatorId={creatorId} channels={channels} activity={activity} />
      )}
    </CreatorReport>
  );
}
