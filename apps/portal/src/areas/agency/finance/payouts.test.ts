import { describe, expect, it } from 'vitest';
import { amountsByPaymentType, payoutLines } from './payouts.ts';

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
        { id: 1, name: 'A', logo: null, amount: 300, events: 1, views: null },
        { id: 2, name: 'B', logo: null, amount: 100, events: 1, views: null },
        { id: 3, name: 'C', logo: null, amount: 50, events: 1, views: null },
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
