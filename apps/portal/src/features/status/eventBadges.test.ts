import { describe, expect, it } from 'vitest';
import { eventScheduleBadge, eventStateBadge, getEventState } from './eventBadges.ts';

describe('getEventState', () => {
  it.each([
    [{ aired_date: '2026-11-02', planned_date: '2026-11-01' }, 'aired'],
    [{ aired_date: '2026-11-02', planned_date: null }, 'aired'],
    [{ aired_date: null, planned_date: '2026-11-19' }, 'overdue'],
    [{ aired_date: null, planned_date: '2026-11-20' }, 'planned'],
    [{ aired_date: null, planned_date: null }, 'planned'],
  ] as const)('event %o on 2026-11-20 is %s', (event, state) => {
    expect(getEventState(event, '2026-11-20')).toBe(state);
  });

  it.each([
    ['aired', 'Aired', 'positive'],
    ['planned', 'Planned', 'info'],
    ['overdue', 'Not aired', 'warning'],
  ] as const)('%s reads "%s" in %s', (state, label, tone) => {
    expect(eventStateBadge(state)).toEqual({ label, tone });
  });
});

describe('eventScheduleBadge', () => {
  it.each([
    [{ aired_date: '2026-11-02', is_scheduled: true }, 'Aired', 'positive'],
    [{ aired_date: '2026-11-02', is_scheduled: false }, 'Aired', 'positive'],
    [{ aired_date: null, is_scheduled: true }, 'Scheduled', 'info'],
    [{ aired_date: null, is_scheduled: false }, 'Planned', 'neutral'],
  ] as const)('%o reads "%s" in %s', (event, label, tone) => {
    expect(eventScheduleBadge(event)).toEqual({ label, tone });
  });
});
