import type { InfiniteList } from '@airtime/api-client';
import {
  Card,
  DateText,
  EmptyState,
  ErrorState,
  formatMonth,
  Inline,
  LinkButton,
  Skeleton,
  Stack,
  text,
} from '@airtime/design-system';
import type { Event, Relationship } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { EventsTable } from '../../features/events/EventsTable.tsx';
import type { EventColumnId } from '../../features/events/eventColumns.tsx';
import { monthStart } from '../../features/months/months.ts';
import { ApprovalStatusBadge } from '../../features/status/StatusBadges.tsx';
import * as styles from './brandApp.css.ts';

const MONTH_EVENT_COLUMNS: readonly EventColumnId[] = [
  'title',
  'date',
  'creator',
  'status',
  'rate',
];

/** This month's events of the brand (useMonthEvents), soonest first, each leading to its creator. */
export function MonthEventsCard({
  month,
  list,
}: {
  readonly month: string;
  readonly list: InfiniteList<Event>;
}) {
  const navigate = useNavigate();
  return (
    <Card
      title={`Events in ${formatMonth(monthStart(month))}`}
      headingLevel={2}
      actions={
        <LinkButton size="sm" href={href('brand-calendar')}>
          Open calendar
        </LinkButton>
      }
    >
      <EventsTable
        label="Events this month"
        columns={MONTH_EVENT_COLUMNS}
        list={list}
        onOpen={(event) => void navigate(href('brand-creator', { creatorId: event.publisher_id }))}
        emptyTitle="No events this month."
        emptyDescription="Events booked for your brand show here as their dates come up."
      />
    </Card>
  );
}

/**
 * The brand's latest decisions on creators (useRecentDecisions), with the way to the decisions
 * still to make.
 */
export function RecentDecisionsCard({ list }: { readonly list: InfiniteList<Relationship> }) {
  return (
    <Card
      title="Recent approvals"
      headingLevel={2}
      actions={
        <LinkButton size="sm" href={href('brand-approvals')}>
          Review creators
        </LinkButton>
      }
    >
      {list.error !== undefined ? (
        <ErrorState
          size="sm"
          title="The approvals could not be loaded."
          description={list.error.message}
          action={{ label: 'Try again', onPress: () => void list.refresh() }}
        />
      ) : list.isLoading ? (
        <Skeleton lines={6} label="Loading approvals" />
      ) : list.items.length === 0 ? (
        <EmptyState
          size="sm"
          title="No creators proposed yet."
          description="Creators the agency proposes to your brand appear here for your decision."
        />
      ) : (
        <Stack as="ul" space="none" aria-label="Recent approvals">
          {list.items.map((relationship) => {
            const name = relationship.creator?.name ?? `Creator ${relationship.publisher_id}`;
            return (
              <li key={relationship.id} className={styles.listRow}>
                <span>{name}</span>
                <Inline as="span" space="xs">
                  <ApprovalStatusBadge status={relationship.approval_status} />
                  <span className={text({ tone: 'subtle' })}>
                    <DateText value={relationship.updated_at} />
                  </span>
                </Inline>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
