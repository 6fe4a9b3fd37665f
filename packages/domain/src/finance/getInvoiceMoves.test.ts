import { describe, expect, it } from 'vitest';
import { getInvoiceMoves } from './getInvoiceMoves.ts';

describe('getInvoiceMoves', () => {
  it.each([
    ['draft', ['sent', 'void']],
    ['sent', ['paid', 'overdue', 'void']],
    ['overdue', ['paid', 'void']],
    ['paid', []],
    ['void', []],
  ] as const)('%s → %j', (status, expected) => {
    expect(getInvoiceMoves(status)).toEqual(expected);
  });
});
