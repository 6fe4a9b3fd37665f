import type { Event } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../test/buildEvent.ts';
import { totalEvents, totalsByCreator, totalsByDay } from './reportTotals.ts';

function event(overrides: Partial<Event>): Event {
  return buildEvent({
    id: 1,
    content_id: 10,
    publisher_id: 100,
    brand_id: 3,
    planned_date: '2026-11-10',
    rate: 1000,
    estimated_views: 20_000,
    ...overrides,
  });
}

const vitals = (clicks: number, conversions: number, revenue: number) => ({
  id: 1,
  brand_id: 3,
  event_id: 1,
  type: 'in-show' as const,
  is_planned: true,
  mentions: [],
  campaign_vitals: { views: null, clicks, conversions, revenue },
  created_at: '2026-10-01T00:00:00Z',
  deleted_at: null,
});

describe('totalEvents', () => {
  it('counts spend and views of aired events only, and the brand results of all', () => {
    const totals = totalEvents([
      event({
        id: 1,
        aired_date: '2026-11-12',
        actual_views: 50_000,
        plannedSponsorship: vitals(100, 4, 900),
      }),
      event({ id: 2, aired_date: '2026-11-14', actual_views: 30_000, rate: 600 }),
      event({ id: 3, rate: 5000 }),
    ]);
    expect(totals).toMatchObject({ events: 3, aired: 2, spend: 1600, views: 80_000 });
    expect(totals).toMatchObject({ clicks: 100, conversions: 4, revenue: 900 });
    // Views are set against the estimate of the aired events, not of those still to come.
    expect(totals).toMatchObject({ estimatedViews: 40_000, plannedViews: 20_000, delivery: 2 });
    expect(totals.cpm).toBe(20);
    expect(totals.costPerConversion).toBe(400);
    expect(totals.roas).toBeCloseTo(0.5625);
  });

  it('has no ratios without views, spend or conversions', () => {
    expect(totalEvents([event({})])).toMatchObject({
      cpm: null,
      roas: null,
      costPerConversion: null,
    });
  });
});

describe('totalsByCreator', () => {
  it('groups by creator, most spend first, named from the included creator, with its last airing', () => {
    const creator = (id: number, name: string) => ({
      id,
      name,
      logo: null,
      rep_cm: null,
      rep_tcp: null,
      outreach_emails: [],
      converted: false,
      created_at: '',
      updated_at: '',
      deleted_at: null,
    });
    const rows = totalsByCreator([
      event({
        id: 1,
        publisher_id: 1,
        aired_date: '2026-11-01',
        rate: 100,
        creator: creator(1, 'Ada'),
      }),
      event({
        id: 2,
        publisher_id: 2,
        aired_date: '2026-11-02',
        rate: 300,
        creator: creator(2, 'Bo'),
      }),
      event({
        id: 3,
        publisher_id: 1,
        aired_date: '2026-11-03',
        rate: 100,
        creator: creator(1, 'Ada'),
      }),
    ]);
    expect(rows.map((row) => [row.name, row.events, row.spend, row.lastAired])).toEqual([
      ['Bo', 1, 300, '2026-11-02'],
      ['Ada', 2, 200, '2026-11-03'],
    ]);
  });
});

describe('totalsByDay', () => {
  it('gives every day of the month, the events on their day', () => {
    const days = totalsByDay(
      [
        event({ aired_date: '2026-11-12', actual_views: 700 }),
        event({ planned_date: '2026-12-01' }),
      ],
      '2026-11',
    );
    expect(days).toHaveLength(30);
    expect(days[0]?.day).toBe('2026-11-01');
    expect(days.find((day) => day.day === '2026-11-12')?.views).toBe(700);
    expect(days.reduce((sum, day) => sum + day.events, 0)).toBe(1);
  });
});
