import { describe, expect, it } from 'vitest';
import { formatCsvCell } from './formatCsvCell.ts';

describe('formatCsvCell', () => {
  it.each([
    ['plain text', 'Acme', 'Acme'],
    ['a comma', 'Acme, Inc.', '"Acme, Inc."'],
    ['a quote', 'The "Show"', '"The ""Show"""'],
    ['a line break', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return', 'one\r\ntwo', '"one\r\ntwo"'],
    ['a formula', '=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['a plus', '+1 555', "'+1 555"],
    ['a minus in text', '-hello', "'-hello"],
    ['an at sign', '@handle', "'@handle"],
    ['a leading tab', '\t=1', "'\t=1"],
    ['a formula with a comma', '=A1,B1', `"'=A1,B1"`],
    ['an inner equals sign', 'a=b', 'a=b'],
    ['empty text', '', ''],
    ['a whole number', 1200, '1200'],
    ['a negative number (not a formula)', -45.5, '-45.5'],
    ['a large number (no separators)', 1234567.89, '1234567.89'],
    ['NaN', Number.NaN, ''],
    ['infinity', Number.POSITIVE_INFINITY, ''],
    ['a bigint', 12n, '12'],
    ['true', true, 'true'],
    ['false', false, 'false'],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['a date', new Date('2026-11-27T10:15:00Z'), '2026-11-27T10:15:00.000Z'],
    ['an invalid date', new Date('nope'), ''],
    ['an ISO day stays as it is', '2026-11-27', '2026-11-27'],
  ] as const)('%s', (_, value, expected) => {
    expect(formatCsvCell(value)).toBe(expected);
  });
});
