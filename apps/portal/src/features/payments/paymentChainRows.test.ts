import type { Brand, Event, EventPayment } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import {
  filterPaymentChainRows,
  getPaymentChainMonths,
  getPaymentChainRows,
  sortPaymentChainRows,
} from './paymentChainRows.ts';

const TODAY = '2026-11-20';
const NONE: EventPayment = { invoice: null, payout: null };

function event(id: number, brandId: number | null, billing: string, payment?: EventPayment): Event {
  return {
    id,
    content_id: 1,
    publisher_id: 1,
    brand_id: brandId,
    title: `Episode ${id}`,
    url: null,
    planned_date: billing,
    aired_date: billing,
    billing_date: billing,
    rate: 100,
    actual_views: null,
    estimated_views: null,
    is_scheduled: false,
    reviewed_at: null,
    has_potential_matches: false,
    created_at: '',
    updated_at: '',
    deleted_at: null,
    ...(brandId === null ? {} : { brand: { id: brandId, name: `Brand ${brandId}` } as Brand }),
    ...(payment === undefined ? {} : { payment }),
  };
}

// 1: invoice late (billed 2026-10-01, nothing issued); 2: on time (billed yesterday);
// 3: a month before, other brand, late; 4: no payment (not read with it); 5: no brand.
const rows = getPaymentChainRows(
  [
    event(1, 2, '2026-10-01', NONE),
    event(2, 2, '2026-11-19', NONE),
    event(3, 3, '2026-09-15', NONE),
    event(4, 2, '2026-10-01'),
    event(5, null, '2026-10-01', NONE),
  ],
  TODAY,
);
const ids = (list: readonly { event: Event }[]) => list.map((row) => row.event.id);

describe('the chain table rows', () => {
  it('keeps the events with a payment and a brand', () => {
    expect(ids(rows)).toEqual([1, 2, 3]);
    expect(getPaymentChainMonths(rows)).toEqual(['2026-11', '2026-10', '2026-09']);
  });

  it.each([
    [{ lateOnly: false, brandId: null, month: null }, [1, 2, 3]],
    [{ lateOnly: true, brandId: null, month: null }, [1, 3]],
    [{ lateOnly: false, brandId: 3, month: null }, [3]],
    [{ lateOnly: true, brandId: 2, month: '2026-10' }, [1]],
    [{ lateOnly: true, brandId: 2, month: '2026-11' }, []],
  ])('filters %o to %o', (filters, expected) => {
    expect(ids(filterPaymentChainRows(rows, filters))).toEqual(expected);
  });

  it.each([
    [{ field: 'late', direction: 'desc' }, [3, 1, 2]],
    [{ field: 'invoiced', direction: 'asc' }, [1, 3, 2]],
    [{ field: 'brand', direction: 'desc' }, [3, 1, 2]],
    [{ field: 'unknown', direction: 'desc' }, [2, 1, 3]],
  ] as const)('sorts by %o', (sort, expected) => {
    expect(ids(sortPaymentChainRows(rows, sort))).toEqual(expected);
  });
});
