import { describe, expect, it } from 'vitest';
import { compareProductionGroups } from './compareProductionGroups.ts';
import type { ProductionGroup } from './getProductionGroup.ts';

const day = (value: string | null): ProductionGroup => ({
  kind: 'day',
  key: value ?? 'no-day',
  day: value,
  isFinished: false,
});
const FINISHED: ProductionGroup = { kind: 'finished', key: 'finished', isFinished: true };
const status = (
  value: 'past-due' | 'moving' | 'new' | 'placeholder' | 'aired',
): ProductionGroup => ({
  kind: 'status',
  key: value,
  status: value,
  isFinished: value === 'aired',
});

describe('compareProductionGroups', () => {
  it.each<[string, ProductionGroup, ProductionGroup, -1 | 0 | 1]>([
    ['an earlier day first', day('2026-11-23'), day('2026-11-24'), -1],
    ['a later day after', day('2026-11-25'), day('2026-11-24'), 1],
    ['the same day', day('2026-11-24'), day('2026-11-24'), 0],
    ['a day before no day', day('2026-11-29'), day(null), -1],
    ['no day before the finished', day(null), FINISHED, -1],
    ['the finished after a day', FINISHED, day('2026-11-23'), 1],
    ['past due before moving', status('past-due'), status('moving'), -1],
    ['moving before new', status('moving'), status('new'), -1],
    ['placeholder before aired', status('placeholder'), status('aired'), -1],
    ['aired after new', status('aired'), status('new'), 1],
  ])('%s', (_, a, b, expected) => {
    expect(Math.sign(compareProductionGroups(a, b))).toBe(expected);
  });
});
