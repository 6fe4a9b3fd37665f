import type { Event } from '@airtime/domain';

let nextId = 1;

/**
 * A whole Event record for unit tests: an unbooked, unscheduled event of creator 1 on channel 1,
 * planned for 2026-10-01 and not aired, with `fields` over it. Without an id it takes the next one.
 */
export function buildEvent(fields: Partial<Event> = {}): Event {
  return {
    id: nextId++,
    content_id: 1,
    publisher_id: 1,
    brand_id: null,
    title: 'Episode',
    url: null,
    planned_date: '2026-10-01',
    aired_date: null,
    billing_date: null,
    rate: null,
    actual_views: null,
    estimated_views: null,
    is_scheduled: false,
    reviewed_at: null,
    has_potential_matches: false,
    created_at: '2026-10-01T00:00:00Z',
    updated_at: '2026-10-01T00:00:00Z',
    deleted_at: null,
    ...fields,
  };
}
