import type { Brand, EventProduction } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../test/buildEvent.ts';
import {
  channelActivityByMonth,
  expectedValueOf,
  monthOf,
  summarizeByBrand,
  summarizeByChannel,
  summarizeCreatorMonths,
  summarizeProjections,
  upcomingBilling,
} from './creatorFigures.ts';

const event = buildEvent;

const brand = (id: number, name: string) => ({ id, name, logo: null }) as unknown as Brand;
const production = (projection: EventProduction['projection']) =>
  ({ projection }) as unknown as EventProduction;

describe('creatorFigures', () => {
  it.each([
    ['2026-11-20', '2026-11-01'],
    ['2026-01-01', '2026-01-01'],
  ])('monthOf(%s) is %s', (day, month) => {
    expect(monthOf(day)).toBe(month);
  });

  it('counts each month: aired, planned, booked and open inventory', () => {
    const months = summarizeCreatorMonths([
      event({ planned_date: '2026-11-28', brand_id: 3, rate: 500 }),
      event({ planned_date: '2026-11-29' }),
      event({ planned_date: '2026-10-30', aired_date: '2026-11-01', rate: 700, actual_views: 9 }),
      event({ planned_date: '2026-10-02', aired_date: '2026-10-03', rate: 100, actual_views: 1 }),
    ]);
    expect(months).toEqual([
      {
        month: '2026-10-01',
        events: 1,
        aired: 1,
        planned: 0,
        booked: 0,
        open: 0,
        views: 1,
        earnings: 100,
      },
      {
        month: '2026-11-01',
        events: 3,
        aired: 1,
        planned: 2,
        booked: 1,
        open: 1,
        views: 9,
        earnings: 700,
      },
    ]);
  });

  it('groups booked events by brand, biggest earner first', () => {
    const rows = summarizeByBrand([
      event({ brand_id: 2, brand: brand(2, 'Acme'), aired_date: '2026-10-02', rate: 100 }),
      event({ brand_id: 3, brand: brand(3, 'Zed'), aired_date: '2026-10-05', rate: 900 }),
      event({ brand_id: 3, aired_date: '2026-10-09', rate: 100 }),
      event({}),
    ]);
    expect(rows.map((row) => [row.name, row.events, row.spend, row.lastAired])).toEqual([
      ['Zed', 2, 1000, '2026-10-09'],
      ['Acme', 1, 100, '2026-10-02'],
    ]);
  });

  it('weights planned booked events by projection', () => {
    const planned = event({ brand_id: 2, rate: 1000, production: production('medium') });
    expect(expectedValueOf(planned)).toBe(500);
    expect(expectedValueOf(event({ brand_id: 2, rate: 1000 }))).toBe(0);
    const months = summarizeProjections([
      planned,
      event({
        brand_id: 2,
        rate: 333,
        planned_date: '2026-10-20',
        production: production('low'),
      }),
      event({ brand_id: 2, rate: 999, aired_date: '2026-10-02', production: production('high') }),
      event({ rate: 999, production: production('high') }),
    ]);
    expect(months).toEqual([{ month: '2026-10-01', events: 2, booked: 1333, expected: 533.3 }]);
  });

  it('lists aired events billed from today on, soonest first', () => {
    const later = event({ aired_date: '2026-11-01', billing_date: '2026-12-01' });
    const sooner = event({ aired_date: '2026-11-02', billing_date: '2026-11-20' });
    const past = event({ aired_date: '2026-10-01', billing_date: '2026-11-01' });
    expect(upcomingBilling([later, past, sooner], '2026-11-20')).toEqual([sooner, later]);
  });

  it('counts events per channel and per month', () => {
    const events = [
      event({ content_id: 7, aired_date: '2026-10-02', actual_views: 10 }),
      event({ content_id: 7, planned_date: '2026-11-02' }),
      event({ content_id: 8, aired_date: '2026-10-05', actual_views: 5 }),
    ];
    expect(summarizeByChannel(events).get(7)).toMatchObject({
      key: 7,
      events: 2,
      aired: 1,
      views: 10,
      lastAired: '2026-10-02',
    });
    expect(channelActivityByMonth(events, [7, 8])).toEqual([
      { month: '2026-10-01', channel_7: 1, channel_8: 1 },
      { month: '2026-11-01', channel_7: 1, channel_8: 0 },
    ]);
  });
});
