import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { buildEvent } from './events.fixtures.ts';
import { type EventMonth, summarizeCreatorMonths } from './summarizeCreatorMonths.ts';

const month = (fields: Partial<EventMonth> & Pick<EventMonth, 'month'>): EventMonth => ({
  events: 0,
  aired: 0,
  planned: 0,
  booked: 0,
  open: 0,
  views: 0,
  earnings: 0,
  ...fields,
});

describe('summarizeCreatorMonths', () => {
  it.each<[string, Event[], EventMonth[]]>([
    [
      'each month: aired, planned, booked and open inventory',
      [
        buildEvent({ planned_date: '2026-11-28', brand_id: 3, rate: 500 }),
        buildEvent({ planned_date: '2026-11-29' }),
        buildEvent({
          planned_date: '2026-10-30',
          aired_date: '2026-11-01',
          rate: 700,
          actual_views: 9,
        }),
        buildEvent({
          planned_date: '2026-10-02',
          aired_date: '2026-10-03',
          rate: 100,
          actual_views: 1,
        }),
      ],
      [
        month({ month: '2026-10-01', events: 1, aired: 1, views: 1, earnings: 100 }),
        month({
          month: '2026-11-01',
          events: 3,
          aired: 1,
          planned: 2,
          booked: 1,
          open: 1,
          views: 9,
          earnings: 700,
        }),
      ],
    ],
    [
      'a booked event once aired as aired, not booked',
      [buildEvent({ aired_date: '2026-12-02', brand_id: 3, rate: 50, actual_views: 4 })],
      [month({ month: '2026-12-01', events: 1, aired: 1, views: 4, earnings: 50 })],
    ],
    [
      'open inventory only, earning nothing',
      [buildEvent({ planned_date: '2027-01-09', rate: 800 })],
      [month({ month: '2027-01-01', events: 1, planned: 1, open: 1 })],
    ],
    ['no month for an event without a day', [buildEvent({ planned_date: null })], []],
    ['nothing from no events', [], []],
  ])('counts %s', (_case, events, months) => {
    expect(summarizeCreatorMonths(events)).toEqual(months);
  });
});
