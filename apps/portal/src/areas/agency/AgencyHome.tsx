import { useCampaigns, useEvents, useProductions, useSession } from '@airtime/api-client';
import {
  AvatarName,
  DateText,
  EMPTY_VALUE,
  Section,
  Stat,
  type TableColumn,
} from '@airtime/design-system';
import { type Event, getEventDay } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { CAMPAIGN_COLUMNS } from '../../features/campaigns/campaignColumns.tsx';
import { pickColumns } from '../../features/lists/pickColumns.ts';
import { ResourceTable } from '../../features/lists/ResourceTable.tsx';
import { Figures } from '../../features/page/PageHeader.tsx';
import { EventStateBadge } from '../../features/status/StatusBadges.tsx';
import {
  ATTENTION_COUNT_QUERY,
  ATTENTION_LIST_QUERY,
  HOME_PAGE_SIZE,
  inWorkCountSelection,
  weekAiringsSelection,
} from './agencyHomeReads.ts';

// Home's parts: the figures of the day and two short lists to act on; what they read is in
// agencyHomeReads.ts, which the route preloads.

/** The day's key figures: what needs attention, what is in work, IOs and unread notifications. */
export function HomeFigures({ week }: { readonly week: string }) {
  const { profile } = useSession();
  const attention = useCampaigns(ATTENTION_COUNT_QUERY);
  const inWork = useProductions(inWorkCountSelection(week));
  return (
    <Figures>
      <Stat
        label="Campaigns needing attention"
        value={attention.total}
        isLoading={attention.isLoading}
      />
      <Stat
        label="Productions in work this week"
        value={inWork.total}
        isLoading={inWork.isLoading}
      />
      <Stat label="IOs to handle" value={profile?.ios_count} isLoading={profile === null} />
      <Stat
        label="Unread notifications"
        value={profile?.unread_notifications_count}
        isLoading={profile === null}
      />
    </Figures>
  );
}

const airingColumns: TableColumn<Event>[] = [
  {
    id: 'date',
    label: 'Date',
    width: 120,
    value: getEventDay,
    cell: (event) => <DateText value={getEventDay(event)} />,
  },
  { id: 'title', label: 'Event', width: 220, grow: true, value: (event) => event.title },
  {
    id: 'creator',
    label: 'Creator',
    width: 180,
    value: (event) => event.creator?.name ?? null,
    cell: (event) =>
      event.creator === undefined ? (
        EMPTY_VALUE
      ) : (
        <AvatarName name={event.creator.name} src={event.creator.logo} />
      ),
  },
  {
    id: 'brand',
    label: 'Brand',
    width: 180,
    value: (event) => event.brand?.name ?? null,
    cell: (event) =>
      event.brand === undefined ? (
        EMPTY_VALUE
      ) : (
        <AvatarName name={event.brand.name} src={event.brand.logo} />
      ),
  },
  {
    id: 'aired',
    label: 'Aired',
    width: 110,
    value: (event) => event.aired_date !== null,
    cell: (event) => <EventStateBadge state={event.aired_date === null ? 'planned' : 'aired'} />,
  },
];

/** The week's sponsored airings, aired or planned, by day; a row opens its brand's events. */
export function WeekAirings({ week }: { readonly week: string }) {
  const navigate = useNavigate();
  const list = useEvents(weekAiringsSelection(week));
  return (
    <Section title="This week's airings">
      <ResourceTable
        label="This week's airings"
        columns={airingColumns}
        list={list}
        noun="airings"
        pageSize={HOME_PAGE_SIZE}
        onOpen={(event) => {
          if (event.brand_id !== null)
            void navigate(href('agency-brand-reporting-events', { brandId: event.brand_id }));
        }}
        emptyTitle="No sponsored airings this week."
        emptyDescription="Book events for brands from the production board."
      />
    </Section>
  );
}

// Home's compact lists show the server's order; their headers do not sort.
const attentionColumns = pickColumns(CAMPAIGN_COLUMNS, [
  'brand',
  'creator',
  'group',
  'priority',
  'group_duration',
]);

/** Plans stuck in a step or new as CM requests, most pressing first; a row opens the brand's planning. */
export function CampaignsNeedingAttention() {
  const navigate = useNavigate();
  const list = useCampaigns(ATTENTION_LIST_QUERY);
  return (
    <Section title="Campaigns needing attention">
      <ResourceTable
        label="Campaigns needing attention"
        columns={attentionColumns}
        list={list}
        noun="campaigns"
        live="campaign"
        pageSize={HOME_PAGE_SIZE}
        onOpen={(campaign) =>
          void navigate(href('agency-brand-planning', { brandId: campaign.brand_id }))
        }
        emptyTitle="No campaign needs attention."
        emptyDescription="Plans show here when they are new or sit in a step for a month."
      />
    </Section>
  );
}
