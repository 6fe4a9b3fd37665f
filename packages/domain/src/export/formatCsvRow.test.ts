import { describe, expect, it } from 'vitest';
import { formatCsvRow } from './formatCsvRow.ts';

describe('formatCsvRow', () => {
  it.each([
    ['headers', ['Brand', 'Budget'], 'Brand,Budget\r\n'],
    ['raw values', ['Acme, Inc.', 1200, true, null], '"Acme, Inc.",1200,true,\r\n'],
    ['an empty row', [], '\r\n'],
    ['a guarded cell among others', ['=1+1', -3], "'=1+1,-3\r\n"],
  ] as const)('%s', (_, values, expected) => {
    expect(formatCsvRow(values)).toBe(expected);
  });
});
