import type { InfiniteList } from '@airtime/api-client';
import type { Event } from '@airtime/domain';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent } from '../../test/buildEvent.ts';
import { EventsTable } from './EventsTable.tsx';
import { REPORT_EVENT_COLUMNS } from './eventColumns.tsx';

afterEach(() => vi.useRealTimers());

const event = (id: number, fields: Partial<Event>): Event =>
  buildEvent({
    id,
    brand_id: 2,
    title: `Episode ${id}`,
    planned_date: '2026-11-10',
    rate: 1000,
    estimated_views: 50_000,
    is_scheduled: true,
    ...fields,
  });

const list = (items: Event[], extra: Partial<InfiniteList<Event>> = {}): InfiniteList<Event> => ({
  items,
  pages: undefined,
  total: items.length,
  hasMore: false,
  isLoading: false,
  isLoadingMore: false,
  isValidating: false,
  error: undefined,
  loadMore: async () => {},
  refresh: async () => {},
  mutate: (async () => undefined) as unknown as InfiniteList<Event>['mutate'],
  key: null,
  readPages: async function* () {},
  ...extra,
});

describe('EventsTable', () => {
  it('shows each event with its state, views against estimate, rate and CPM', () => {
    vi.setSystemTime(new Date('2026-11-20T12:00:00'));
    render(
      <EventsTable
        label="Events"
        columns={REPORT_EVENT_COLUMNS}
        list={list([
          event(1, { aired_date: '2026-11-11', actual_views: 40_000 }),
          event(2, { planned_date: '2026-11-15' }),
          event(3, { planned_date: '2026-11-29' }),
        ])}
        emptyTitle="No events."
      />,
    );
    const rows = within(screen.getByRole('grid', { name: 'Events' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Episode 1');
    expect(rows[1]?.textContent).toContain('Aired');
    expect(rows[1]?.textContent).toContain('80%');
    expect(rows[1]?.textContent).toContain('$25.00');
    expect(rows[2]?.textContent).toContain('Not aired');
    expect(rows[3]?.textContent).toContain('Planned');
    expect(screen.getByText('3 of 3 events')).toBeTruthy();
  });

  it('says what would appear when there are none', () => {
    render(
      <EventsTable
        label="Events"
        columns={REPORT_EVENT_COLUMNS}
        list={list([])}
        emptyTitle="No events this month."
        emptyDescription="Pick another month."
      />,
    );
    expect(screen.getByText('No events this month.')).toBeTruthy();
  });

  it('sorts a set of events itself, and opens the row pressed', async () => {
    const onOpen = vi.fn();
    render(
      <EventsTable
        label="Upcoming billing"
        columns={['title', 'billing_date', 'rate']}
        events={[
          event(1, { billing_date: '2026-12-01', rate: 500 }),
          event(2, { billing_date: '2026-11-25', rate: 2000 }),
        ]}
        defaultSort={{ column: 'billing_date', direction: 'ascending' }}
        onOpen={onOpen}
        emptyTitle="Nothing to bill."
      />,
    );
    const table = screen.getByRole('grid', { name: 'Upcoming billing' });
    const titles = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent?.match(/Episode \d/)?.[0]);
    expect(titles()).toEqual(['Episode 2', 'Episode 1']);
    expect(screen.getByText('2 events')).toBeTruthy();
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Rate' }));
    expect(titles()).toEqual(['Episode 2', 'Episode 1']);
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Rate' }));
    expect(titles()).toEqual(['Episode 1', 'Episode 2']);
    await userEvent.click(within(table).getByText('Episode 2'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });
});
