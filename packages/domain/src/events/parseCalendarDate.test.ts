import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { CalendarDateInput } from './eventQuery.ts';
import { parseCalendarDate } from './parseCalendarDate.ts';

const show = (value: CalendarDateInput) => {
  const date = parseCalendarDate(value);
  return date === undefined ? undefined : format(date, 'yyyy-MM-dd HH:mm');
};

describe('parseCalendarDate', () => {
  it.each<[CalendarDateInput, string | undefined]>([
    ['2024-02-15', '2024-02-15 00:00'],
    ['2024-02-29', '2024-02-29 00:00'],
    ['2000-02-29', '2000-02-29 00:00'],
    ['1999-12-31', '1999-12-31 00:00'],
    ['0099-05-05', '0099-05-05 00:00'],
    [new Date(2024, 6, 4, 23, 59, 59), '2024-07-04 00:00'],
    [new Date(2024, 0, 1), '2024-01-01 00:00'],
    ['2023-02-29', undefined],
    ['1900-02-29', undefined],
    ['2024-04-31', undefined],
    ['2024-13-01', undefined],
    ['2024-00-10', undefined],
    ['2024-01-00', undefined],
    ['2024-1-05', undefined],
    ['2024-01-05T10:00', undefined],
    [' 2024-01-05', undefined],
    ['2024-01', undefined],
    ['', undefined],
    ['not a date', undefined],
    [new Date(Number.NaN), undefined],
  ])('%j is %j', (value, expected) => {
    expect(show(value)).toBe(expected);
  });
});
