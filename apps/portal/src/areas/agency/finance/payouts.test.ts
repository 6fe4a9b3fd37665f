import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './payouts.ts';

describe('paymentMethodLabel', () => {
  it.each([
    [undefined, 'Not on file'],
    [2, 'PayPal'],
    [1, 'Check'],
  ] as const)('type %s reads "%s"', (type, expected) => {
    const preference =
      type === undefined
        ? undefined
        : {
            id: 1,
            publisher_id: 1,
            type,
            is_primary: true,
            payee_name: null,
            details: null,
            created_at: '',
            updated_at: '',
          };
    expect(paymentMethodLabel(preference)).toBe(expected);
  });
});
