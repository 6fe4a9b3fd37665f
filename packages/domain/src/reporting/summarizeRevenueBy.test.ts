import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { buildBrand, buildEvent } from './events.fixtures.ts';
import { getBrandHead } from './getBrandHead.ts';
import { getCreatorHead } from './getCreatorHead.ts';
import type { GroupHead } from './groupByHead.ts';
import { type RevenueTotals, summarizeRevenueBy } from './summarizeRevenueBy.ts';

const row = (id: number, name: string, amount: number, events: number, views: number | null) =>
  ({ id, name, logo: null, amount, events, views }) satisfies RevenueTotals;

describe('summarizeRevenueBy', () => {
  it.each<[string, Event[], (event: Event) => GroupHead | null, RevenueTotals[]]>([
    [
      'rates, counts and views per brand, largest first, leaving unbooked events out',
      [
        buildEvent({ brand_id: 1, rate: 100, actual_views: 10, brand: buildBrand(1, 'Acme') }),
        buildEvent({ brand_id: 2, rate: 500 }),
        buildEvent({ brand_id: 1, rate: 300, actual_views: null }),
        buildEvent({ brand_id: null, rate: 900 }),
      ],
      getBrandHead,
      [row(2, 'Brand 2', 500, 1, null), row(1, 'Acme', 400, 2, 10)],
    ],
    [
      'per creator, an event without a rate counted but adding nothing',
      [buildEvent({ publisher_id: 7, rate: 50 }), buildEvent({ publisher_id: 7, rate: null })],
      getCreatorHead,
      [row(7, 'Creator 7', 50, 2, null)],
    ],
    [
      'by name on the same amount, views of 0 as 0',
      [
        buildEvent({ brand_id: 4, brand: buildBrand(4, 'Zed'), rate: 100, actual_views: 0 }),
        buildEvent({ brand_id: 5, brand: buildBrand(5, 'Bolt'), rate: 100, actual_views: 3 }),
      ],
      getBrandHead,
      [row(5, 'Bolt', 100, 1, 3), row(4, 'Zed', 100, 1, 0)],
    ],
    ['nothing from no events', [], getBrandHead, []],
  ])('adds up %s', (_case, events, headOf, rows) => {
    expect(summarizeRevenueBy(events, headOf)).toEqual(rows);
  });
});
