import { CAMPAIGN_STATUSES, EVENT_PRODUCTION_STATUSES, PLAN_IO_STATUSES } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import {
  getCampaignStatusLook,
  getEventState,
  getPlanIoStatusLook,
  getProductionStatusLook,
} from './statusLooks.ts';

describe('status looks', () => {
  it.each([
    ['active', 'positive', 'Active'],
    ['archived', 'neutral', 'Completed'],
    ['brand-negotiations', 'accent', 'Planning'],
    ['rejected', 'critical', 'No Thanks'],
  ] as const)('campaign %s reads %s "%s"', (status, tone, label) => {
    expect(getCampaignStatusLook(status)).toEqual({ tone, label });
  });

  it.each([
    ['approved', 'Sent'],
    ['creator-approved', 'Signed'],
    ['review', 'Negotiations'],
  ] as const)('IO %s reads "%s"', (status, label) => {
    expect(getPlanIoStatusLook(status).label).toBe(label);
  });

  it('gives every status a label', () => {
    for (const status of CAMPAIGN_STATUSES)
      expect(getCampaignStatusLook(status).label).not.toBe('');
    for (const status of PLAN_IO_STATUSES) expect(getPlanIoStatusLook(status).label).not.toBe('');
    for (const status of EVENT_PRODUCTION_STATUSES)
      expect(getProductionStatusLook(status).label).not.toBe('');
  });

  it.each([
    [{ aired_date: '2026-11-02', planned_date: '2026-11-01' }, 'aired'],
    [{ aired_date: null, planned_date: '2026-11-19' }, 'overdue'],
    [{ aired_date: null, planned_date: '2026-11-20' }, 'planned'],
    [{ aired_date: null, planned_date: null }, 'planned'],
  ] as const)('event %o on 2026-11-20 is %s', (event, state) => {
    expect(getEventState(event, '2026-11-20')).toBe(state);
  });
});
