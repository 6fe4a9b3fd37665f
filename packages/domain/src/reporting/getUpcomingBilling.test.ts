import { describe, expect, it } from 'vitest';
import { getUpcomingBilling } from './getUpcomingBilling.ts';

type Billed = { title: string; aired_date: string | null; billing_date: string | null };

const later: Billed = { title: 'later', aired_date: '2026-11-01', billing_date: '2026-12-01' };
const sooner: Billed = { title: 'sooner', aired_date: '2026-11-02', billing_date: '2026-11-20' };
const past: Billed = { title: 'past', aired_date: '2026-10-01', billing_date: '2026-11-01' };
const notAired: Billed = { title: 'not aired', aired_date: null, billing_date: '2026-12-05' };
const unbilled: Billed = { title: 'unbilled', aired_date: '2026-11-03', billing_date: null };

describe('getUpcomingBilling', () => {
  it.each<[string, Billed[], string, string[]]>([
    [
      'billed from today on, soonest first',
      [later, past, sooner],
      '2026-11-20',
      ['sooner', 'later'],
    ],
    ['billed after today', [later, past, sooner], '2026-11-21', ['later']],
    [
      'leaving out events not aired or without a billing day',
      [notAired, unbilled, later],
      '2026-11-01',
      ['later'],
    ],
    ['nothing when all are billed', [past], '2026-11-02', []],
    ['nothing from no events', [], '2026-11-02', []],
  ])('lists aired events %s', (_case, events, today, titles) => {
    expect(getUpcomingBilling(events, today).map((event) => event.title)).toEqual(titles);
  });
});
