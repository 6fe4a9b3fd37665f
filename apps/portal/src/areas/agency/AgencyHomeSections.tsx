import {
  useCampaigns,
  useEvents,
  useLiveChanges,
  useProductions,
  useSession,
} from '@airtime/api-client';
import { Avatar, DateText } from '@airtime/design-system';
import {
  type Campaign,
  type EventProduction,
  getEventDay,
  PLANNING_GROUP_TITLES,
} from '@airtime/domain';
import {
  BOARD_LINK,
  ioLink,
  PLANS_LINK,
  PRODUCTIONS_LINK,
  planLink,
  productionLink,
} from '../../features/home/homeLinks.ts';
import { listState, WorkList, type WorkRow } from '../../features/home/WorkList.tsx';
import { WORK_ROWS } from '../../features/home/workRows.ts';
import { useShellModals } from '../../features/modals/shellModals.ts';
import { getProductionBrand } from '../../features/productions/productionColumns.tsx';
import {
  EventStateBadge,
  PlanIoStatusBadge,
  PriorityBadge,
  ProductionStatusBadge,
} from '../../features/status/StatusBadges.tsx';
import {
  ATTENTION_LIST_QUERY,
  assignmentsSelection,
  IOS_TO_HANDLE,
  PAST_DUE_OR_MOVING,
  weekAiringsSelection,
} from './agencyHomeReads.ts';
import { weekStartOf } from './weeks.ts';

// Home's worklist, planning and production: one part per kind of work, each a few rows with their
// action into the screen where the work is done (AgencyHomePage picks the parts for the user,
// features/home/homeSections; conversations and finance are in AgencyHomeFollowUps.tsx).

/** 'Acme × Night Owls': a campaign's or production's brand and creator. */
function pairName(brand: string | undefined, creator: string | undefined, fallback: string) {
  if (brand !== undefined && creator !== undefined) return `${brand} × ${creator}`;
  return brand ?? creator ?? fallback;
}

function campaignName(campaign: Campaign) {
  return pairName(campaign.brand?.name, campaign.creator?.name, `Campaign ${campaign.id}`);
}

/** A row's leading mark: its brand's logo or initials (decorative: the row's text names it). */
function brandMark(brand: { readonly name: string; readonly logo?: string | null } | undefined) {
  return <Avatar name={brand?.name ?? '?'} src={brand?.logo} size={6} aria-hidden="true" />;
}

/** What every campaign row starts with: its key, brand and creator as its title, the brand's mark. */
function campaignRow(campaign: Campaign) {
  return { key: campaign.id, title: campaignName(campaign), leading: brandMark(campaign.brand) };
}

function productionRow(production: EventProduction, action: string, role?: string): WorkRow {
  const brand = getProductionBrand(production);
  const event = production.event;
  const day = event === undefined ? null : getEventDay(event);
  return {
    key: production.id,
    title: event?.title ?? `Event ${production.event_id}`,
    leading: brandMark(brand),
    meta: (
      <>
        {role === undefined ? '' : `${role} · `}
        {pairName(brand?.name, event?.creator?.name, 'No brand')}
        {day !== null && (
          <>
            {' · '}
            <DateText value={day} />
          </>
        )}
      </>
    ),
    badges: <ProductionStatusBadge status={production.status} />,
    action,
    href: productionLink(production, weekStartOf),
  };
}

/** Plans new or stuck in a step: each opens in its brand's planning. */
export function PlansSection() {
  const list = useCampaigns(ATTENTION_LIST_QUERY);
  const changed = useLiveChanges('campaign');
  return (
    <WorkList
      title="Plans needing attention"
      description="New, or a month in one step; most pressing first."
      {...listState(list)}
      rows={list.items.slice(0, WORK_ROWS).map((campaign) => ({
        ...campaignRow(campaign),
        meta: [
          campaign.channel?.name ?? 'No channel',
          campaign.group === null ? 'New' : PLANNING_GROUP_TITLES[campaign.group],
          campaign.group_duration === null ? null : `${campaign.group_duration} in step`,
        ]
          .filter((part) => part !== null)
          .join(' · '),
        badges: <PriorityBadge priority={campaign.priority} />,
        action: 'Open plan',
        href: planLink(campaign),
        isMarked: changed.has(campaign.id),
      }))}
      viewAll={{ href: PLANS_LINK }}
      empty={{
        title: 'No plan needs attention.',
        description: 'Plans show here when they are new or sit in a step for a month.',
        action: { label: 'Open planning', href: PLANS_LINK },
      }}
    />
  );
}

/** Productions past their day or moving: each opens on the production board. */
export function ProductionsSection() {
  const list = useProductions(PAST_DUE_OR_MOVING);
  return (
    <WorkList
      title="Productions past due or moving"
      description="Not aired on their day, or moving to another; earliest first."
      {...listState(list)}
      rows={list.items.slice(0, WORK_ROWS).map((production) => productionRow(production, 'Open'))}
      viewAll={{ href: PRODUCTIONS_LINK }}
      empty={{
        title: 'No production is past due or moving.',
        description: "Every booked event is on its day; this week's board has the rest.",
        action: { label: 'Open production', href: BOARD_LINK },
      }}
    />
  );
}

/** The week's sponsored airings: each opens its production. */
export function AiringsSection({ week }: { readonly week: string }) {
  const list = useEvents(weekAiringsSelection(week));
  return (
    <WorkList
      title="Airing this week"
      description="Sponsored events of the week, by day."
      {...listState(list)}
      rows={list.items.slice(0, WORK_ROWS).map((event) => ({
        key: event.id,
        title: event.title,
        leading: brandMark(event.brand),
        meta: (
          <>
            {pairName(event.brand?.name, event.creator?.name, 'No brand')}
            {' · '}
            <DateText value={getEventDay(event)} />
          </>
        ),
        badges: <EventStateBadge state={event.aired_date === null ? 'planned' : 'aired'} />,
        action: 'Open',
        href:
          event.production === undefined
            ? BOARD_LINK
            : productionLink({ ...event.production, event }, weekStartOf),
      }))}
      viewAll={{ href: BOARD_LINK }}
      empty={{
        title: 'No sponsored event airs this week.',
        description: 'Book events for brands from their planning.',
        action: { label: 'Open production', href: BOARD_LINK },
      }}
    />
  );
}

/** The user's open productions as owner, then as backup. */
export function AssignmentsSection() {
  const { profile } = useSession();
  const userId = profile?.id ?? null;
  const owner = useProductions(userId === null ? null : assignmentsSelection(userId, 'owner'));
  const backup = useProductions(userId === null ? null : assignmentsSelection(userId, 'backup'));
  const rows = [
    ...owner.items.map((production) => ({ production, as: 'Owner' })),
    ...backup.items.map((production) => ({ production, as: 'Backup' })),
  ].slice(0, WORK_ROWS);
  const total =
    owner.total === undefined || backup.total === undefined
      ? undefined
      : owner.total + backup.total;
  return (
    <WorkList
      title="Your assignments"
      description="Productions you own or back up, not aired yet; by day."
      total={total}
      isLoading={userId === null || owner.isLoading || backup.isLoading}
      error={owner.error ?? backup.error}
      onRetry={() => {
        void owner.refresh();
        void backup.refresh();
      }}
      rows={rows.map(({ production, as }) => ({
        ...productionRow(production, 'Open', as),
        key: `${as}-${production.id}`,
      }))}
      viewAll={{ href: BOARD_LINK }}
      empty={{
        title: 'Nothing is assigned to you.',
        description: 'Productions show here when you are their owner or backup.',
        action: { label: 'Open production', href: BOARD_LINK },
      }}
    />
  );
}

/** Campaigns whose IO waits for review: each opens its IO. */
export function IosSection() {
  const modals = useShellModals();
  const list = useCampaigns(IOS_TO_HANDLE);
  return (
    <WorkList
      title="IOs to handle"
      description="Insertion orders waiting for review; latest first."
      {...listState(list)}
      rows={list.items.slice(0, WORK_ROWS).map((campaign) => ({
        ...campaignRow(campaign),
        meta: campaign.channel?.name ?? 'No channel',
        badges: <PlanIoStatusBadge status={campaign.io_status} />,
        action: 'Review IO',
        href: ioLink(campaign),
      }))}
      viewAll={{ onPress: () => modals.open('io') }}
      empty={{
        title: 'No IO waits for review.',
        description: 'IOs sent back by brands or creators show here.',
        action: { label: 'Open planning', href: PLANS_LINK },
      }}
    />
  );
}
