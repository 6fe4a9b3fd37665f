import { describe, expect, it } from 'vitest';
import {
  computeCpm,
  getEventDay,
  getLastAired,
  getViewsByDay,
  groupBy,
  summarizeByMonth,
  summarizeEvents,
  summarizeGroups,
} from './eventFigures.ts';

const aired = (day: string, rate: number, views: number, estimated: number) => ({
  aired_date: day,
  planned_date: day,
  rate,
  actual_views: views,
  estimated_views: estimated,
});
const planned = (day: string, rate: number, estimated: number) => ({
  aired_date: null,
  planned_date: day,
  rate,
  actual_views: null,
  estimated_views: estimated,
});

const unrated = (day: string) => ({ ...aired(day, 0, 100, 0), rate: null });

describe('event figures', () => {
  it.each([
    [1000, 100_000, 10],
    [0, 0, null],
    [500, 0, null],
  ])('CPM of $%i over %i views is %s', (spend, views, cpm) => {
    expect(computeCpm(spend, views)).toBe(cpm);
  });

  it('adds aired events apart from planned ones', () => {
    const figures = summarizeEvents([
      aired('2026-11-02', 1000, 40_000, 50_000),
      aired('2026-11-05', 3000, 60_000, 50_000),
      planned('2026-11-29', 2000, 80_000),
    ]);
    expect(figures).toEqual({
      events: 3,
      aired: 2,
      planned: 1,
      views: 100_000,
      estimatedViews: 100_000,
      plannedViews: 80_000,
      spend: 4000,
      plannedSpend: 2000,
      cpm: 40,
      delivery: 1,
      averageRate: 2000,
    });
  });

  it('counts an airing without a rate in the views, not in the spend or the average rate', () => {
    expect(
      summarizeEvents([
        aired('2026-10-02', 1000, 500, 0),
        aired('2026-10-03', 3000, 1500, 0),
        unrated('2026-10-04'),
        planned('2026-11-01', 9000, 0),
      ]),
    ).toMatchObject({ events: 4, aired: 3, views: 2100, spend: 4000, averageRate: 2000 });
  });

  it.each([
    ['two rated airings', [aired('2026-10-02', 1000, 0, 0), aired('2026-10-03', 3000, 0, 0)], 2000],
    [
      'an airing without a rate left out',
      [aired('2026-10-02', 1000, 0, 0), unrated('2026-10-04')],
      1000,
    ],
    [
      'planned events left out',
      [aired('2026-10-02', 1000, 0, 0), planned('2026-11-01', 9000, 0)],
      1000,
    ],
    ['no rated airing', [unrated('2026-10-04'), planned('2026-11-01', 9000, 0)], null],
  ])('the average rate of %s is %s', (_, events, averageRate) => {
    expect(summarizeEvents(events).averageRate).toBe(averageRate);
  });

  it('groups by month, oldest first', () => {
    const months = summarizeByMonth([
      planned('2026-12-01', 500, 10),
      aired('2026-11-02', 1000, 40_000, 50_000),
      aired('2026-10-30', 100, 10_000, 5_000),
    ]);
    expect(months.map(({ month, spend, plannedSpend }) => [month, spend, plannedSpend])).toEqual([
      ['2026-10', 100, 0],
      ['2026-11', 1000, 0],
      ['2026-12', 0, 500],
    ]);
  });

  it('adds views by the day they aired', () => {
    expect(
      getViewsByDay([
        aired('2026-11-02', 1, 10, 20),
        planned('2026-11-01', 1, 5),
        aired('2026-11-02', 1, 5, 5),
        aired('2026-11-01', 1, 1, 1),
      ]),
    ).toEqual([
      { day: '2026-11-01', events: 1, views: 1, estimatedViews: 1 },
      { day: '2026-11-02', events: 2, views: 15, estimatedViews: 25 },
    ]);
  });

  it('groups leaving out items without a key', () => {
    expect([...groupBy([1, 2, 3, 4], (n) => (n === 3 ? null : n % 2))]).toEqual([
      [1, [1]],
      [0, [2, 4]],
    ]);
  });
});

describe('getEventDay', () => {
  it.each([
    [{ aired_date: '2026-11-12', planned_date: '2026-11-10' }, '2026-11-12'],
    [{ aired_date: null, planned_date: '2026-11-10' }, '2026-11-10'],
    [{ aired_date: null, planned_date: null }, null],
  ])('%o is on %s', (dates, day) => {
    expect(getEventDay(dates)).toBe(day);
  });
});

describe('getLastAired', () => {
  it.each([
    [['2026-10-02', '2026-11-02', '2026-10-30'], '2026-11-02'],
    [[null, '2026-10-02', null], '2026-10-02'],
    [[null], null],
    [[], null],
  ])('of airings on %o is %s', (days, last) => {
    expect(getLastAired(days.map((aired_date) => ({ aired_date })))).toBe(last);
  });
});

describe('summarizeGroups', () => {
  it('adds up each group and finds its last airing', () => {
    const groups = summarizeGroups(
      [
        { ...aired('2026-10-02', 100, 1000, 1000), creator: 'A' },
        { ...planned('2026-12-01', 50, 10), creator: 'B' },
        { ...aired('2026-11-02', 300, 2000, 1000), creator: 'A' },
      ],
      (event) => event.creator,
    );
    expect(
      groups.map(({ key, aired, spend, lastAired }) => [key, aired, spend, lastAired]),
    ).toEqual([
      ['A', 2, 400, '2026-11-02'],
      ['B', 0, 0, null],
    ]);
  });
});
