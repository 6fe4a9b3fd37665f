import { describe, expect, it } from 'vitest';
import type { EventProductionStatus } from './eventProductionStatuses.ts';
import { getProductionAlert, type ProductionAlert } from './getProductionAlert.ts';

const TODAY = '2026-11-25';

describe('getProductionAlert', () => {
  it.each<[EventProductionStatus, string | null, ProductionAlert | null]>([
    ['past-due', '2026-11-26', 'past-due'],
    ['past-due', null, 'past-due'],
    ['moving', '2026-11-20', 'moving'],
    ['moving', '2026-11-30', 'moving'],
    ['new', '2026-11-24', 'past-due'],
    ['in-progress', '2026-11-01', 'past-due'],
    ['planning', '2026-11-24', 'past-due'],
    ['new', TODAY, null],
    ['in-progress', '2026-11-26', null],
    ['new', null, null],
    ['aired', '2026-11-20', null],
    ['cancelled', '2026-11-20', null],
    ['placeholder', '2026-11-20', null],
    ['back-to-tcp', '2026-11-20', null],
  ])('%s on %s -> %s', (status, day, expected) => {
    expect(getProductionAlert({ status, day }, TODAY)).toBe(expected);
  });
});
