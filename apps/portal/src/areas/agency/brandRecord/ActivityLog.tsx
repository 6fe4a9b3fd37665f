import { useMessages, useThread } from '@airtime/api-client';
import {
  Card,
  EMPTY_VALUE,
  EmptyState,
  ErrorState,
  Skeleton,
  Stack,
  type TableColumn,
} from '@airtime/design-system';
import type { Message, ThreadVisibility } from '@airtime/domain';
import type { ReactNode } from 'react';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { formatDateTime } from '../../../features/page/formatDateTime.ts';
import { getUserName } from '../../../features/users/getUserName.ts';

const COLUMNS: TableColumn<Message>[] = [
  {
    id: 'created_at',
    label: 'When',
    value: (message) => message.created_at,
    cell: (message) => formatDateTime(message.created_at),
    width: 190,
  },
  {
    id: 'user',
    label: 'By',
    value: (message) => (message.user === undefined ? null : getUserName(message.user)),
    width: 170,
  },
  {
    id: 'activity',
    label: 'Activity',
    value: (message) => message.activity_log?.description ?? message.body,
    width: 280,
    grow: true,
  },
  {
    id: 'changes',
    label: 'Changes',
    value: (message) =>
      message.activity_log?.changes
        .map(
          (change) =>
            `${change.field}: ${change.from ?? EMPTY_VALUE} → ${change.to ?? EMPTY_VALUE}`,
        )
        .join('; ') ?? null,
    width: 280,
  },
];

export interface ActivityLogProps {
  readonly subjectType: 'brand' | 'creator' | 'campaign';
  readonly subjectId: number;
  readonly visibility: ThreadVisibility;
  /** The card's title, e.g. 'Internal activity'. */
  readonly title: string;
  readonly description: string;
}

/** The activity entries (not the messages) of a record's thread of one visibility, newest first. */
export function ActivityLog({
  subjectType,
  subjectId,
  visibility,
  title,
  description,
}: ActivityLogProps) {
  const thread = useThread(subjectType, subjectId, visibility);
  const threadId = thread.data?.id ?? null;
  const messages = useMessages(threadId, { type: 'activity' });
  let body: ReactNode;
  if (thread.error !== undefined) {
    body = (
      <ErrorState
        size="sm"
        title="The activity could not be loaded."
        description={thread.error.message}
        action={{ label: 'Try again', onPress: () => void thread.mutate() }}
      />
    );
  } else if (thread.data === undefined) {
    body = <Skeleton shape="table" rows={4} columns={4} label={`Loading ${title.toLowerCase()}`} />;
  } else if (thread.data === null) {
    body = (
      <EmptyState
        size="sm"
        title="No activity yet."
        description="Changes to the brand's records are logged here once its conversation starts."
      />
    );
  } else {
    body = (
      <ResourceTable
        label={title}
        columns={COLUMNS}
        list={messages}
        noun="entries"
        emptyTitle="No activity yet."
        emptyDescription="Status changes, transitions and date moves are logged here as they happen."
      />
    );
  }
  return (
    <Card title={title} description={description} headingLevel={2} padding="none">
      <Stack>{body}</Stack>
    </Card>
  );
}
