import type { WholeList } from '@airtime/api-client';
import { Section, Stack } from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import type { ReactNode } from 'react';
import { DataState } from '../../../features/lists/DataState.tsx';
import { TruncatedNote } from '../../../features/reports/TruncatedNote.tsx';

/** Another read a creator report waits on besides the events: the creator, its relationships. */
export interface AlsoRead {
  readonly isLoading: boolean;
  readonly error: Error | undefined;
  readonly retry: () => void;
}

/**
 * A report tab of the agency's creator record: its heading, then, once the creator's events (and
 * what else it reads) are in, a note when they were cut short and its charts and tables.
 */
export function CreatorReport({
  title,
  description,
  events,
  also,
  what,
  children,
}: {
  readonly title: string;
  readonly description: string;
  readonly events: WholeList<Event>;
  readonly also?: AlsoRead;
  /** What failed to load, in words: 'brands'. */
  readonly what: string;
  readonly children: ReactNode;
}) {
  return (
    <Section title={title} description={description}>
      <DataState
        isLoading={events.isLoading || (also?.isLoading ?? false)}
        error={events.error ?? also?.error}
        onRetry={() => {
          void events.refresh();
          also?.retry();
        }}
        what={what}
      >
        <Stack>
          <TruncatedNote isTruncated={events.isTruncated} />
          {children}
        </Stack>
      </DataState>
    </Section>
  );
}
