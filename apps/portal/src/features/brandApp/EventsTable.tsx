import type { ApiError } from '@airtime/api-client';
import { EmptyState, ErrorState, Table, type TableColumn } from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';

export interface EventsTableProps {
  /** Names the table, e.g. 'Events in 11/26'. */
  readonly label: string;
  readonly columns: readonly TableColumn<Event>[];
  /** A whole period's events (usePeriodEvents): the table sorts them itself. */
  readonly events: readonly Event[];
  readonly isLoading: boolean;
  readonly error: ApiError | undefined;
  readonly onRetry: () => void;
  readonly emptyTitle: string;
  readonly emptyDescription: string;
}

/** A period's events, sorted in the table, each row opening its creator's page. */
export function EventsTable({
  label,
  columns,
  events,
  isLoading,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
}: EventsTableProps) {
  const navigate = useNavigate();
  const byId = new Map(events.map((event) => [event.id, event]));
  return (
    <Table<Event>
      aria-label={label}
      columns={columns}
      rows={events}
      getRowId={(event) => event.id}
      defaultSortDescriptor={{ column: 'date', direction: 'ascending' }}
      onRowAction={(key) => {
        const event = byId.get(Number(key));
        if (event !== undefined)
          void navigate(href('brand-creator', { creatorId: event.publisher_id }));
      }}
      isLoading={isLoading}
      rowCountLabel={(count) => (count === 1 ? '1 event' : `${count} events`)}
      emptyState={<EmptyState size="sm" title={emptyTitle} description={emptyDescription} />}
      {...(error === undefined
        ? {}
        : {
            errorState: (
              <ErrorState
                size="sm"
                title="The events could not be loaded."
                description={error.message}
                action={{ label: 'Try again', onPress: onRetry }}
              />
            ),
          })}
    />
  );
}
