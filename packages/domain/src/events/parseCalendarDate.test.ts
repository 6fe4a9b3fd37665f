import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarDateInput } from './eventQuery.ts';
import { parseCalendarDate } from './parseCalendarDate.ts';

const show = (value: CalendarDateInput) => {
  const date = parseCalendarDate(value);
  return date === undefined ? undefined : format(date, 'yyyy-MM-dd HH:mm');
};

// Every case in zones whose clocks change, two of them across midnight.
describe.each(['UTC', 'America/New_York', 'America/Sao_Paulo', 'Europe/Berlin', 'Pacific/Apia'])(
  'parseCalendarDate in %s',
  (timeZone) => {
    const original = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = timeZone;
    });
    afterAll(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it.each<[string, string | undefined]>([
      ['2024-02-15', '2024-02-15 00:00'],
      ['2024-02-29', '2024-02-29 00:00'],
      ['2000-02-29', '2000-02-29 00:00'],
      ['1999-12-31', '1999-12-31 00:00'],
      ['0999-07-04', '0999-07-04 00:00'],
      ['0099-05-05', '0099-05-05 00:00'],
      ['0001-01-01', '0001-01-01 00:00'],
      ['9999-12-31', '9999-12-31 00:00'],
      ['2024-03-10', '2024-03-10 00:00'],
      ['2024-10-27', '2024-10-27 00:00'],
      ['2024-11-03', '2024-11-03 00:00'],
      ['2023-02-29', undefined],
      ['1900-02-29', undefined],
      ['2024-02-30', undefined],
      ['2024-04-31', undefined],
      ['2024-12-32', undefined],
      ['2024-13-01', undefined],
      ['2024-00-10', undefined],
      ['2024-01-00', undefined],
      ['0000-01-01', undefined],
      ['2024-1-05', undefined],
      ['2024-1-5', undefined],
      ['24-01-05', undefined],
      ['+02024-01-05', undefined],
      ['2024/01/05', undefined],
      ['20240105', undefined],
      ['2024-01-05T10:00', undefined],
      ['2024-01-05Z', undefined],
      [' 2024-01-05', undefined],
      ['2024-01-05 ', undefined],
      ['2024-01', undefined],
      ['', undefined],
      ['not a date', undefined],
    ])('%j is %j', (value, expected) => {
      expect(show(value)).toBe(expected);
    });

    // Dates are made inside the test, in the zone it runs in.
    it.each<[string, () => Date, string | undefined]>([
      ['a Date late in the day', () => new Date(2024, 6, 4, 23, 59, 59), '2024-07-04 00:00'],
      ['a Date at midnight', () => new Date(2024, 0, 1), '2024-01-01 00:00'],
      ['an invalid Date', () => new Date(Number.NaN), undefined],
    ])('reads %s', (_name, date, expected) => {
      expect(show(date())).toBe(expected);
    });

    // Sao Paulo's clock skipped the midnight of 2018-11-04; Apia's skipped all of 2011-12-30.
    it.each([
      ['2018-11-04', 'America/Sao_Paulo', '2018-11-04 01:00'],
      ['2011-12-30', 'Pacific/Apia', '2011-12-31 00:00'],
    ])('reads %s, skipped in %s, as the first local time after it: %s', (day, zone, skipped) => {
      expect(show(day)).toBe(timeZone === zone ? skipped : `${day} 00:00`);
    });
  },
);
