import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { buildBrand, buildEvent } from './events.fixtures.ts';
import { type BrandSummary, summarizeByBrand } from './summarizeByBrand.ts';

const acme = buildBrand(2, 'Acme', 'acme.png');
const zed = buildBrand(3, 'Zed');

describe('summarizeByBrand', () => {
  it.each<[string, Event[], [string, number, number, string | null, string | null][]]>([
    [
      'booked events by brand, biggest earner first, leaving unbooked ones out',
      [
        buildEvent({ brand_id: 2, brand: acme, aired_date: '2026-10-02', rate: 100 }),
        buildEvent({ brand_id: 3, brand: zed, aired_date: '2026-10-05', rate: 900 }),
        buildEvent({ brand_id: 3, brand: zed, aired_date: '2026-10-09', rate: 100 }),
        buildEvent({}),
      ],
      [
        ['Zed', 2, 1000, '2026-10-09', null],
        ['Acme', 1, 100, '2026-10-02', 'acme.png'],
      ],
    ],
    [
      'by name on the same earnings, a brand not included named by its id',
      [
        buildEvent({ brand_id: 3, brand: zed, planned_date: '2026-12-01', rate: 100 }),
        buildEvent({ brand_id: 9, planned_date: '2026-12-02', rate: 100 }),
        buildEvent({ brand_id: 2, brand: acme, planned_date: '2026-12-03' }),
      ],
      [
        ['Acme', 1, 0, null, 'acme.png'],
        ['Brand 9', 1, 0, null, null],
        ['Zed', 1, 0, null, null],
      ],
    ],
    ['nothing from unbooked events', [buildEvent({ aired_date: '2026-10-02', rate: 5 })], []],
    ['nothing from no events', [], []],
  ])('sums %s', (_case, events, rows) => {
    expect(
      summarizeByBrand(events).map((row) => [
        row.name,
        row.events,
        row.spend,
        row.lastAired,
        row.logo,
      ]),
    ).toEqual(rows);
  });

  it.each<[string, Event[], Partial<BrandSummary>]>([
    [
      "the brand's id and the figures of its events",
      [
        buildEvent({
          brand_id: 2,
          brand: acme,
          aired_date: '2026-10-02',
          rate: 100,
          actual_views: 1000,
        }),
      ],
      { brandId: 2, events: 1, aired: 1, views: 1000, spend: 100, cpm: 100 },
    ],
  ])('keeps %s', (_case, events, row) => {
    expect(summarizeByBrand(events)[0]).toMatchObject(row);
  });
});
