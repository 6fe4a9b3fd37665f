import { describe, expect, it } from 'vitest';
import type { EventProductionStatus } from './eventProductionStatuses.ts';
import { getProductionGroup, type ProductionGroup } from './getProductionGroup.ts';
import type { ProductionGrouping } from './productionGroupings.ts';

describe('getProductionGroup', () => {
  it.each<[EventProductionStatus, string | null, ProductionGrouping, ProductionGroup]>([
    [
      'new',
      '2026-11-24',
      'day',
      { kind: 'day', key: '2026-11-24', day: '2026-11-24', isFinished: false },
    ],
    [
      'past-due',
      '2026-11-20',
      'day',
      { kind: 'day', key: '2026-11-20', day: '2026-11-20', isFinished: false },
    ],
    ['moving', null, 'day', { kind: 'day', key: 'no-day', day: null, isFinished: false }],
    ['aired', '2026-11-24', 'day', { kind: 'finished', key: 'finished', isFinished: true }],
    ['cancelled', null, 'day', { kind: 'finished', key: 'finished', isFinished: true }],
    [
      'new',
      '2026-11-24',
      'status',
      { kind: 'status', key: 'new', status: 'new', isFinished: false },
    ],
    [
      'past-due',
      null,
      'status',
      { kind: 'status', key: 'past-due', status: 'past-due', isFinished: false },
    ],
    [
      'aired',
      '2026-11-24',
      'status',
      { kind: 'status', key: 'aired', status: 'aired', isFinished: true },
    ],
    [
      'cancelled',
      '2026-11-24',
      'status',
      { kind: 'status', key: 'cancelled', status: 'cancelled', isFinished: true },
    ],
  ])('%s on %s by %s', (status, day, grouping, expected) => {
    expect(getProductionGroup({ status, day }, grouping)).toEqual(expected);
  });
});
