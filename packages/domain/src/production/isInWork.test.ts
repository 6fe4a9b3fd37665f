import { describe, expect, it } from 'vitest';
import type { EventProductionStatus } from './eventProductionStatuses.ts';
import { isInWork } from './isInWork.ts';

describe('isInWork', () => {
  it.each<[EventProductionStatus, boolean]>([
    ['planning', true],
    ['placeholder', false],
    ['new', true],
    ['in-progress', true],
    ['moving', false],
    ['back-to-tcp', false],
    ['past-due', true],
    ['cancelled', false],
    ['aired', true],
  ])('%s -> %s', (status, expected) => {
    expect(isInWork(status)).toBe(expected);
  });
});
