import type { Day } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDateRange, EventPeriod } from './eventQuery.ts';
import { getEventQueryRange } from './getEventQueryRange.ts';

const range = (start: string, end: string): EventDateRange => ({ start, end });

const cases: [string, EventPeriod, Day | undefined, EventDateRange | undefined][] = [
  ['a bare month', { month: '2024-03' }, undefined, range('2024-03-01', '2024-03-31')],
  ['a day inside a month', { month: '2024-03-17' }, undefined, range('2024-03-01', '2024-03-31')],
  [
    'the first day of a month',
    { month: '2024-04-01' },
    undefined,
    range('2024-04-01', '2024-04-30'),
  ],
  [
    'the last day of a month',
    { month: '2024-04-30' },
    undefined,
    range('2024-04-01', '2024-04-30'),
  ],
  [
    'a Date inside a month',
    { month: new Date(2024, 10, 20, 15) },
    undefined,
    range('2024-11-01', '2024-11-30'),
  ],
  ['February of a leap year', { month: '2024-02' }, undefined, range('2024-02-01', '2024-02-29')],
  ['February of a common year', { month: '2023-02' }, undefined, range('2023-02-01', '2023-02-28')],
  [
    'February 2000, a leap century',
    { month: '2000-02' },
    undefined,
    range('2000-02-01', '2000-02-29'),
  ],
  [
    'February 1900, not a leap year',
    { month: '1900-02-10' },
    undefined,
    range('1900-02-01', '1900-02-28'),
  ],
  [
    'December, the end of a year',
    { month: '2024-12' },
    undefined,
    range('2024-12-01', '2024-12-31'),
  ],
  [
    'January, the start of a year',
    { month: '2025-01-31' },
    undefined,
    range('2025-01-01', '2025-01-31'),
  ],
  [
    'a US daylight-saving month',
    { month: '2024-03-10' },
    undefined,
    range('2024-03-01', '2024-03-31'),
  ],
  [
    'an EU daylight-saving month',
    { month: '2024-10-27' },
    undefined,
    range('2024-10-01', '2024-10-31'),
  ],
  [
    'the week of a Wednesday, from Sunday',
    { week: '2024-03-13' },
    undefined,
    range('2024-03-10', '2024-03-16'),
  ],
  [
    'the week of a Sunday, itself first',
    { week: '2024-03-10' },
    undefined,
    range('2024-03-10', '2024-03-16'),
  ],
  [
    'the week of a Saturday, itself last',
    { week: '2024-03-16' },
    undefined,
    range('2024-03-10', '2024-03-16'),
  ],
  ['a week across months', { week: '2024-02-28' }, undefined, range('2024-02-25', '2024-03-02')],
  ['a week across years', { week: '2024-12-31' }, undefined, range('2024-12-29', '2025-01-04')],
  ['a week of a leap day', { week: '2024-02-29' }, undefined, range('2024-02-25', '2024-03-02')],
  [
    'the EU autumn change week',
    { week: '2024-10-27' },
    undefined,
    range('2024-10-27', '2024-11-02'),
  ],
  [
    'the US autumn change week',
    { week: '2024-11-03' },
    undefined,
    range('2024-11-03', '2024-11-09'),
  ],
  [
    'a week from a Date',
    { week: new Date(2024, 2, 13, 23, 30) },
    undefined,
    range('2024-03-10', '2024-03-16'),
  ],
  ['a week from Monday when asked', { week: '2024-03-13' }, 1, range('2024-03-11', '2024-03-17')],
  ['a Sunday in a Monday week', { week: '2024-03-10' }, 1, range('2024-03-04', '2024-03-10')],
  ['a Monday week across years', { week: '2024-12-31' }, 1, range('2024-12-30', '2025-01-05')],
  [
    'a month not changed by the week start',
    { month: '2024-03' },
    1,
    range('2024-03-01', '2024-03-31'),
  ],
  ['an impossible day', { month: '2023-02-29' }, undefined, undefined],
  ['month 13', { month: '2024-13' }, undefined, undefined],
  ['month 00', { month: '2024-00' }, undefined, undefined],
  ['a month without padding', { month: '2024-3' }, undefined, undefined],
  ['a bare month for a week', { week: '2024-03' }, undefined, undefined],
  ['an empty month', { month: '' }, undefined, undefined],
  ['garbage', { week: 'next week' }, undefined, undefined],
  ['an invalid Date', { week: new Date(Number.NaN) }, undefined, undefined],
  ['neither month nor week', {} as EventPeriod, undefined, undefined],
];

// Calendar days must not move with the clock: run every case in zones with awkward transitions.
describe.each([
  'UTC',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/Berlin',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
])('getEventQueryRange in %s', (timeZone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = timeZone;
  });
  afterAll(() => {
    if (original === undefined) {
      delete process.env.TZ;
    } else {
      process.env.TZ = original;
    }
  });

  it('really runs in that zone', () => {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toMatch(
      timeZone === 'UTC' ? /^(Etc\/)?UTC$/ : timeZone,
    );
  });

  it.each(cases)('gives %s', (_name, period, weekStartsOn, expected) => {
    expect(getEventQueryRange(period, weekStartsOn)).toEqual(expected);
  });

  it('gives the day before and after a midnight clock change (Sao Paulo, 2018-11-04)', () => {
    expect(getEventQueryRange({ week: '2018-11-04' })).toEqual(range('2018-11-04', '2018-11-10'));
    expect(getEventQueryRange({ week: '2018-11-03' })).toEqual(range('2018-10-28', '2018-11-03'));
    expect(getEventQueryRange({ month: '2018-11' })).toEqual(range('2018-11-01', '2018-11-30'));
  });
});
