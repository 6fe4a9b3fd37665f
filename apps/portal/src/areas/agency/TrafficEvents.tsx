import { useEvents } from '@airtime/api-client';
import { AvatarName, DateText, EMPTY_VALUE, Num, type TableColumn } from '@airtime/design-system';
import type { Event, SavedViewList } from '@airtime/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { SearchFilter, YesNoFilter } from '../../features/lists/ListFilters.tsx';
import {
  booleanFilter,
  definedOnly,
  sortParam,
  textFilter,
} from '../../features/lists/listQueries.ts';
import { useListQuery } from '../../features/lists/useListQuery.ts';
import { ReviewBadge } from '../../features/status/StatusBadges.tsx';
import { mentionedBrands } from '../../features/traffic/foundSponsorships.ts';
import { useTrafficModals } from '../../features/traffic/trafficModalProps.ts';
import { type EmptyWords, FilteredList } from './FilteredList.tsx';

const SORTS = ['aired_date', 'title', 'actual_views'] as const;

/** Who traffic matching heard in the event: the potentially sponsored queue's column. */
const mentionedColumn: TableColumn<Event> = {
  id: 'mentioned',
  label: 'Mentioned',
  width: 180,
  value: (event) => mentionedBrands(event) || null,
  cell: (event) => mentionedBrands(event) || 'No brand named',
};

const columns: readonly TableColumn<Event>[] = [
  {
    id: 'aired_date',
    label: 'Aired',
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
    value: (event) => event.aired_date,
    cell: (event) => <DateText value={event.aired_date} />,
  },
  {
    id: 'title',
    label: 'Event',
    allowsSorting: true,
    width: 260,
    grow: true,
    value: (event) => event.title,
  },
  {
    id: 'creator',
    label: 'Creator',
    width: 200,
    value: (event) => event.creator?.name ?? null,
    cell: (event) =>
      event.creator === undefined ? (
        EMPTY_VALUE
      ) : (
        <AvatarName name={event.creator.name} src={event.creator.logo} />
      ),
  },
  {
    id: 'channel',
    label: 'Channel',
    width: 180,
    value: (event) => event.channel?.name ?? null,
  },
  {
    id: 'actual_views',
    label: 'Views',
    allowsSorting: true,
    firstSortDirection: 'descending',
    numeric: true,
    width: 110,
    value: (event) => event.actual_views,
    cell: (event) => <Num value={event.actual_views} compact />,
  },
  {
    id: 'reviewed',
    label: 'Reviewed',
    width: 120,
    value: (event) => event.reviewed_at !== null,
    cell: (event) => <ReviewBadge isReviewed={event.reviewed_at !== null} />,
  },
];

/** Which aired events a traffic list shows (the event list's filters). */
export interface TrafficSelection {
  readonly has_potential_matches?: boolean;
  readonly sponsored?: boolean;
}

/**
 * Aired events for traffic review, newest first, searched by title and filtered by review; a row
 * opens the creator's channel the event aired on, or in the review queue the event's review.
 */
export function TrafficEvents({
  selection,
  views,
  label,
  empty,
  isReviewQueue = false,
}: {
  readonly selection: TrafficSelection;
  /** The list's id for its saved views ('agency-traffic-sponsored'). */
  readonly views: string;
  readonly label: string;
  /** What the list says when no filter is set and nothing is left to review. */
  readonly empty: EmptyWords;
  /** The potentially sponsored queue: who was mentioned, and a row opens its review. */
  readonly isReviewQueue?: boolean;
}) {
  const navigate = useNavigate();
  const modals = useTrafficModals();
  const query = useListQuery({ field: 'aired_date', direction: 'desc' });
  const { filters } = query;
  const savedViews = useMemo<SavedViewList>(
    () => ({ list: views, filters: ['s', 'reviewed'], sorts: SORTS }),
    [views],
  );
  const list = useEvents({
    ...selection,
    aired: true,
    ...definedOnly({
      s: textFilter(filters, 's'),
      reviewed: booleanFilter(filters, 'reviewed'),
      sort: sortParam(query.sort, SORTS, '-aired_date'),
    }),
  });
  return (
    <FilteredList
      query={query}
      views={savedViews}
      filters={
        <>
          <SearchFilter query={query} label="Search events" placeholder="Event title" />
          <YesNoFilter
            query={query}
            field="reviewed"
            label="Review"
            yes="Reviewed"
            no="To review"
          />
        </>
      }
      label={label}
      columns={
        isReviewQueue ? [...columns.slice(0, 2), mentionedColumn, ...columns.slice(2)] : columns
      }
      list={list}
      noun="events"
      onOpen={(event) =>
        isReviewQueue
          ? modals.open('sponsorship-review', { eventId: event.id })
          : void navigate(
              href('agency-creator-channel', {
                creatorId: event.publisher_id,
                channelId: event.content_id,
              }),
            )
      }
      empty={empty}
      emptyFiltered={{
        title: 'No events match these filters.',
        description: 'Clear the filters to see every event.',
      }}
    />
  );
}
