import { describe, expect, it } from 'vitest';
import {
  type BookingConflictBrand,
  type BookingConflictEvent,
  type BookingConflictInput,
  findBookingConflicts,
} from './findBookingConflicts.ts';

// Brand 1 books creator 7. Brand 2 shares its industry; 3 is another industry; 4 has none;
// 5 lists 1 as a competitor; 1 lists 6.
const BRANDS: readonly BookingConflictBrand[] = [
  { id: 1, name: 'Acme', industry_id: 10, competitor_brand_ids: [6] },
  { id: 2, name: 'Rival', industry_id: 10 },
  { id: 3, name: 'Other', industry_id: 20 },
  { id: 4, name: 'Unknown', industry_id: null },
  { id: 5, name: 'Lister', industry_id: 30, competitor_brand_ids: [1] },
  { id: 6, name: 'Listed', industry_id: 40 },
];

function event(overrides: Partial<BookingConflictEvent> = {}): BookingConflictEvent {
  return {
    id: 100,
    title: 'Episode',
    brand_id: 2,
    publisher_id: 7,
    planned_date: '2026-12-15',
    aired_date: null,
    deleted_at: null,
    ...overrides,
  };
}

function run(
  events: readonly BookingConflictEvent[],
  booking: Partial<BookingConflictInput['booking']> = {},
  overrides: Partial<Omit<BookingConflictInput, 'booking' | 'events'>> = {},
): number[] {
  return findBookingConflicts({
    booking: { brand_id: 1, publisher_id: 7, date: '2026-12-01', ...booking },
    events,
    brands: BRANDS,
    windowDays: 14,
    ...overrides,
  }).map((conflict) => conflict.event_id);
}

describe('findBookingConflicts', () => {
  it.each<[string, string, boolean]>([
    ['14 days after, at the edge', '2026-12-15', true],
    ['15 days after, past the edge', '2026-12-16', false],
    ['14 days before, at the edge', '2026-11-17', true],
    ['15 days before, past the edge', '2026-11-16', false],
    ['the same day', '2026-12-01', true],
    ['a month later, across the year end', '2027-01-01', false],
  ])('window: an event %s conflicts: %s', (_, day, expected) => {
    expect(run([event({ planned_date: day })])).toEqual(expected ? [100] : []);
  });

  it.each<[string, number, string, boolean]>([
    ['a 0-day window, same day', 0, '2026-12-01', true],
    ['a 0-day window, next day', 0, '2026-12-02', false],
    ['a 30-day window, 30 days on', 30, '2026-12-31', true],
    ['a 30-day window, 31 days on', 30, '2027-01-01', false],
  ])('window size: %s', (_, windowDays, day, expected) => {
    expect(run([event({ planned_date: day })], {}, { windowDays })).toEqual(expected ? [100] : []);
  });

  it.each<[string, number, boolean]>([
    ['same industry', 2, true],
    ['another industry', 3, false],
    ['a brand with no industry', 4, false],
    ['a brand that lists the booking brand', 5, true],
    ['a brand the booking brand lists', 6, true],
    ['the same brand', 1, false],
  ])('competition: %s conflicts: %s', (_, brandId, expected) => {
    expect(run([event({ brand_id: brandId })])).toEqual(expected ? [100] : []);
  });

  it.each<[string, Partial<BookingConflictEvent>, boolean]>([
    ['a cancelled production', { production: { status: 'cancelled' } }, false],
    ['a moving production', { production: { status: 'moving' } }, true],
    ['a deleted event', { deleted_at: '2026-11-01T00:00:00Z' }, false],
    ['an unbooked event', { brand_id: null }, false],
    ['another creator', { publisher_id: 8 }, false],
    ['no date', { planned_date: null }, false],
    [
      'aired in the window though planned outside',
      { aired_date: '2026-12-02', planned_date: '2027-03-01' },
      true,
    ],
    [
      'aired outside though planned inside',
      { aired_date: '2027-03-01', planned_date: '2026-12-02' },
      false,
    ],
  ])('events: %s conflicts: %s', (_, overrides, expected) => {
    expect(run([event(overrides)])).toEqual(expected ? [100] : []);
  });

  it.each<[string, Partial<BookingConflictInput['booking']>, number[]]>([
    ['the moved event itself', { event_id: 100 }, [101]],
    ['another event moved', { event_id: 999 }, [101, 100]],
    ['no creator', { publisher_id: null }, []],
    ['no date', { date: null }, []],
    ['a date that is not a day', { date: 'soon' }, []],
    ['a booking brand nobody knows, same-industry rival', { brand_id: 99 }, []],
  ])('booking: %s', (_, booking, expected) => {
    expect(run([event(), event({ id: 101, planned_date: '2026-11-20' })], booking)).toEqual(
      expected,
    );
  });

  it('names each conflict, by day then id', () => {
    expect(
      findBookingConflicts({
        booking: { brand_id: 1, publisher_id: 7, date: '2026-12-01' },
        events: [
          event({ id: 3, title: 'Late', planned_date: '2026-12-10' }),
          event({ id: 2, title: 'Early B', brand_id: 5, planned_date: '2026-11-25' }),
          event({ id: 1, title: 'Early A', brand_id: 6, planned_date: '2026-11-25' }),
          event({ id: 4, title: 'Gone', brand_id: 77, planned_date: '2026-11-25' }),
        ],
        brands: BRANDS,
        windowDays: 14,
      }),
    ).toEqual([
      { event_id: 1, title: 'Early A', brand_id: 6, brand_name: 'Listed', date: '2026-11-25' },
      { event_id: 2, title: 'Early B', brand_id: 5, brand_name: 'Lister', date: '2026-11-25' },
      { event_id: 3, title: 'Late', brand_id: 2, brand_name: 'Rival', date: '2026-12-10' },
    ]);
  });
});
