import type { Event, EventProduction, Projection } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../../test/buildEvent.ts';
import {
  byBrand,
  byCreator,
  forecastByBrand,
  forecastPerMonth,
  invoiceLines,
  totalsBy,
} from './aggregate.ts';
import { amountsByPaymentType, payoutLines } from './payouts.ts';

let nextId = 1;
function event(fields: Partial<Event> & { projection?: Projection | null }): Event {
  const { projection, ...rest } = fields;
  const id = nextId++;
  return buildEvent({
    id,
    brand_id: 1,
    title: `Event ${id}`,
    is_scheduled: true,
    ...(projection === undefined ? {} : { production: { projection } as EventProduction }),
    ...rest,
  });
}

describe('totalsBy', () => {
  it('adds rates, counts and views per brand, largest first, leaving unbooked events out', () => {
    const rows = totalsBy(
      [
        event({
          brand_id: 1,
          rate: 100,
          actual_views: 10,
          brand: { name: 'Acme' } as NonNullable<Event['brand']>,
        }),
        event({ brand_id: 2, rate: 500 }),
        event({ brand_id: 1, rate: 300, actual_views: null }),
        event({ brand_id: null, rate: 900 }),
      ],
      byBrand,
    );
    expect(rows).toEqual([
      { id: 2, name: 'Brand #2', amount: 500, events: 1, views: null },
      { id: 1, name: 'Acme', amount: 400, events: 2, views: 10 },
    ]);
  });

  it('groups by creator', () => {
    const rows = totalsBy(
      [event({ publisher_id: 7, rate: 50 }), event({ publisher_id: 7, rate: null })],
      byCreator,
    );
    expect(rows).toEqual([{ id: 7, name: 'Creator #7', amount: 50, events: 2, views: null }]);
  });
});

describe('forecastByBrand', () => {
  it('weights planned rates by projection per month and skips aired or unbooked events', () => {
    const events = [
      event({ brand_id: 1, rate: 1000, planned_date: '2026-11-05', projection: 'high' }),
      event({ brand_id: 1, rate: 333, planned_date: '2026-12-05', projection: 'low' }),
      event({ brand_id: 1, rate: 400, planned_date: '2026-12-09', projection: null }),
      event({
        brand_id: 1,
        rate: 999,
        planned_date: '2026-11-05',
        aired_date: '2026-11-06',
        projection: 'happened',
      }),
      event({ brand_id: 2, rate: 200, planned_date: '2027-03-01', projection: 'high' }),
      event({ brand_id: null, rate: 700, planned_date: '2026-11-05', projection: 'high' }),
    ];
    const months = ['2026-11', '2026-12'];
    const [row, ...others] = forecastByBrand(events, months);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ id: 1, booked: 1733, expected: 933.3, events: 3, unprojected: 1 });
    expect(row?.months['2026-12']).toEqual({ booked: 733, expected: 33.3 });
    expect(forecastPerMonth(row === undefined ? [] : [row], months)).toEqual([
      { month: '2026-11', booked: 1000, expected: 900 },
      { month: '2026-12', booked: 733, expected: 33.3 },
    ]);
  });
});

describe('invoiceLines', () => {
  it('groups aired, rated events by brand for their billing month', () => {
    const lines = invoiceLines(
      [
        event({ brand_id: 3, rate: 100, aired_date: '2026-09-02', billing_date: '2026-10-02' }),
        event({ brand_id: 3, rate: 250, aired_date: '2026-09-20', billing_date: '2026-10-20' }),
        event({ brand_id: 3, rate: 999, aired_date: '2026-10-02', billing_date: '2026-11-01' }),
        event({ brand_id: 3, rate: null, aired_date: '2026-09-02', billing_date: '2026-10-02' }),
        event({ brand_id: 4, rate: 50, aired_date: null, billing_date: '2026-10-02' }),
      ],
      '2026-10',
    );
    expect(lines).toEqual([
      {
        id: '3-2026-10',
        brandId: 3,
        name: 'Brand #3',
        month: '2026-10',
        amount: 350,
        events: 2,
        firstBilling: '2026-10-02',
        lastBilling: '2026-10-20',
      },
    ]);
  });
});

describe('payouts', () => {
  it('pairs each creator with their primary preference and sums by payment type', () => {
    const preference = (id: number, publisher_id: number, type: 1 | 2, is_primary: boolean) => ({
      id,
      publisher_id,
      type,
      is_primary,
      payee_name: null,
      details: null,
      created_at: '',
      updated_at: '',
    });
    const lines = payoutLines(
      [
        { id: 1, name: 'A', amount: 300, events: 1, views: null },
        { id: 2, name: 'B', amount: 100, events: 1, views: null },
        { id: 3, name: 'C', amount: 50, events: 1, views: null },
      ],
      [preference(10, 1, 1, false), preference(11, 1, 2, true), preference(12, 2, 1, true)],
    );
    expect(lines.map((line) => line.preference?.id)).toEqual([11, 12, undefined]);
    expect(amountsByPaymentType(lines)).toEqual([
      { label: 'PayPal', value: 300 },
      { label: 'Check', value: 100 },
      { label: 'Not on file', value: 50 },
    ]);
  });
});
