import { EmptyState } from '@airtime/design-system';
import type { ReactNode } from 'react';
import { DataState } from '../../features/lists/DataState.tsx';
import { getListStates } from '../../features/lists/SummaryTable.tsx';
import { TruncatedNote } from '../../features/reports/TruncatedNote.tsx';
import type { CreatorAppEvents } from './useCreatorAppEvents.ts';

/** What the creator app shows a user with no creator profile. */
export function NoCreatorState() {
  return (
    <EmptyState
      headingLevel={2}
      title="No creator to show yet."
      description="Your account has no creator profile yet; ask your Airtime contact to add you to one."
    />
  );
}

/**
 * A creator app page's body once its events are in: loading, failure and 'no creator' first, and a
 * note when the figures cover only the first events.
 */
export function CreatorAppState({
  events,
  what = 'events',
  placeholder,
  children,
}: {
  readonly events: CreatorAppEvents;
  readonly what?: string;
  /** What shows while the events load, a skeleton by default (see DataState). */
  readonly placeholder?: ReactNode;
  readonly children: ReactNode;
}) {
  if (events.hasNoCreator) return <NoCreatorState />;
  return (
    <DataState {...getListStates(events)} what={what} placeholder={placeholder}>
      <TruncatedNote isTruncated={events.isTruncated} />
      {children}
    </DataState>
  );
}
