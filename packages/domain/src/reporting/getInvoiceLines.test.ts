import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { buildBrand, buildEvent } from './events.fixtures.ts';
import { getInvoiceLines, type InvoiceLine } from './getInvoiceLines.ts';

const billed = (
  brand_id: number | null,
  rate: number | null,
  aired: string | null,
  billing: string | null,
) => buildEvent({ brand_id, rate, aired_date: aired, billing_date: billing });

describe('getInvoiceLines', () => {
  it.each<[string, Event[], string, InvoiceLine[]]>([
    [
      'aired, rated events by brand for their billing month',
      [
        billed(3, 100, '2026-09-02', '2026-10-02'),
        billed(3, 250, '2026-09-20', '2026-10-20'),
        billed(3, 999, '2026-10-02', '2026-11-01'),
        billed(3, null, '2026-09-02', '2026-10-02'),
        billed(4, 50, null, '2026-10-02'),
      ],
      '2026-10',
      [
        {
          id: '3-2026-10',
          brandId: 3,
          name: 'Brand 3',
          month: '2026-10',
          amount: 350,
          events: 2,
          firstBilling: '2026-10-02',
          lastBilling: '2026-10-20',
        },
      ],
    ],
    [
      'a line per brand, largest first, billing days in any order, unbooked events left out',
      [
        billed(5, 100, '2026-10-01', '2026-11-30'),
        buildEvent({
          brand_id: 6,
          brand: buildBrand(6, 'Acme'),
          rate: 700,
          aired_date: '2026-10-01',
          billing_date: '2026-11-15',
        }),
        billed(5, 100, '2026-10-01', '2026-11-01'),
        billed(5, 100, '2026-10-01', '2026-11-10'),
        billed(null, 5000, '2026-10-01', '2026-11-10'),
      ],
      '2026-11',
      [
        {
          id: '6-2026-11',
          brandId: 6,
          name: 'Acme',
          month: '2026-11',
          amount: 700,
          events: 1,
          firstBilling: '2026-11-15',
          lastBilling: '2026-11-15',
        },
        {
          id: '5-2026-11',
          brandId: 5,
          name: 'Brand 5',
          month: '2026-11',
          amount: 300,
          events: 3,
          firstBilling: '2026-11-01',
          lastBilling: '2026-11-30',
        },
      ],
    ],
    [
      'by name on the same amount',
      [
        buildEvent({
          brand_id: 8,
          brand: buildBrand(8, 'Zed'),
          rate: 100,
          aired_date: '2026-10-01',
          billing_date: '2026-11-02',
        }),
        buildEvent({
          brand_id: 7,
          brand: buildBrand(7, 'Bolt'),
          rate: 100,
          aired_date: '2026-10-01',
          billing_date: '2026-11-03',
        }),
      ],
      '2026-11',
      [
        {
          id: '7-2026-11',
          brandId: 7,
          name: 'Bolt',
          month: '2026-11',
          amount: 100,
          events: 1,
          firstBilling: '2026-11-03',
          lastBilling: '2026-11-03',
        },
        {
          id: '8-2026-11',
          brandId: 8,
          name: 'Zed',
          month: '2026-11',
          amount: 100,
          events: 1,
          firstBilling: '2026-11-02',
          lastBilling: '2026-11-02',
        },
      ],
    ],
    ['nothing without a billing day', [billed(3, 100, '2026-09-02', null)], '2026-10', []],
    [
      'nothing for a month nothing is billed in',
      [billed(3, 100, '2026-09-02', '2026-10-02')],
      '2026-12',
      [],
    ],
    ['nothing from no events', [], '2026-10', []],
  ])('gives %s', (_case, events, month, lines) => {
    expect(getInvoiceLines(events, month)).toEqual(lines);
  });
});
