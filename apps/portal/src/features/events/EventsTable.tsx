import type { ApiError, InfiniteList } from '@airtime/api-client';
import type { Event } from '@airtime/domain';
import { useMemo } from 'react';
import { ResourceTable } from '../lists/ResourceTable.tsx';
import { SummaryTable } from '../lists/SummaryTable.tsx';
import type { ListQuery } from '../lists/useListQuery.ts';
import { useToday } from '../months/useToday.ts';
import { type EventColumnId, getEventColumns } from './eventColumns.tsx';

interface CommonProps {
  /** Names the table for screen readers, e.g. 'Events, 11/26'. */
  readonly label: string;
  /** The columns shown, in order (eventColumns.tsx). */
  readonly columns: readonly EventColumnId[];
  /** Opens a row (its creator's page, say); rows are then links for the keyboard too. */
  readonly onOpen?: (event: Event) => void;
  readonly emptyTitle: string;
  readonly emptyDescription?: string;
}

/** Events a page at a time from an events list hook (useEvents, useBrandEvents): the server sorts. */
interface PagedProps extends CommonProps {
  readonly list: InfiniteList<Event>;
  /** The URL sort; without it the columns do not sort. */
  readonly query?: ListQuery;
}

/** Every event of a set the page holds (a period's, a creator's): the table sorts them. */
interface WholeProps extends CommonProps {
  readonly events: readonly Event[];
  readonly defaultSort: {
    readonly column: EventColumnId;
    readonly direction: 'ascending' | 'descending';
  };
  /** @default false: the page shows its own loading and error states */
  readonly isLoading?: boolean;
  readonly error?: ApiError | undefined;
  readonly onRetry?: () => void;
  /** The grid's height; rows beyond it scroll. */
  readonly maxHeight?: number;
}

export type EventsTableProps = PagedProps | WholeProps;

/**
 * The events table of every app: the columns a page picks (eventColumns.tsx), either paged and
 * sorted by the server, or a set of events the table sorts itself.
 */
export function EventsTable(props: EventsTableProps) {
  const { label, columns, onOpen, emptyTitle, emptyDescription } = props;
  const today = useToday();
  const paged = 'list' in props;
  const sorting = paged ? (props.query === undefined ? 'none' : 'server') : 'browser';
  const tableColumns = useMemo(
    () => getEventColumns(columns, { today, sorting }),
    [columns, today, sorting],
  );
  const empty = {
    emptyTitle,
    ...(emptyDescription === undefined ? {} : { emptyDescription }),
  };
  if (paged) {
    return (
      <ResourceTable<Event>
        label={label}
        columns={tableColumns}
        list={props.list}
        {...(props.query === undefined ? {} : { query: props.query })}
        {...(onOpen === undefined ? {} : { onOpen })}
        noun="events"
        {...empty}
      />
    );
  }
  const byId = new Map(props.events.map((event) => [event.id, event]));
  return (
    <SummaryTable<Event>
      label={label}
      columns={tableColumns}
      rows={props.events}
      getRowId={(event) => event.id}
      defaultSort={props.defaultSort}
      isLoading={props.isLoading ?? false}
      error={props.error}
      {...(props.onRetry === undefined ? {} : { onRetry: props.onRetry })}
      {...(props.maxHeight === undefined ? {} : { maxHeight: props.maxHeight })}
      {...(onOpen === undefined
        ? {}
        : {
            onRowAction: (key) => {
              const event = byId.get(Number(key));
              if (event !== undefined) onOpen(event);
            },
          })}
      noun="events"
      singularNoun="event"
      {...empty}
    />
  );
}
