import type { ApiError } from '@airtime/api-client';
import type { TableColumn } from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { SummaryTable } from '../../features/lists/SummaryTable.tsx';

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
    <SummaryTable<Event>
      label={label}
      columns={columns}
      rows={events}
      getRowId={(event) => event.id}
      defaultSort={{ column: 'date', direction: 'ascending' }}
      onRowAction={(key) => {
        const event = byId.get(Number(key));
        if (event !== undefined)
          void navigate(href('brand-creator', { creatorId: event.publisher_id }));
      }}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      noun="events"
      singularNoun="event"
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
    />
  );
}
