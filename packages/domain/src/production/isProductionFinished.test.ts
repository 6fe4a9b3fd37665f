import { describe, expect, it } from 'vitest';
import type { EventProductionStatus } from './eventProductionStatuses.ts';
import { isProductionFinished } from './isProductionFinished.ts';

describe('isProductionFinished', () => {
  it.each<[EventProductionStatus, boolean]>([
    ['planning', false],
    ['placeholder', false],
    ['new', false],
    ['in-progress', false],
    ['moving', false],
    ['back-to-tcp', false],
    ['past-due', false],
    ['cancelled', true],
    ['aired', true],
  ])('%s -> %s', (status, expected) => {
    expect(isProductionFinished(status)).toBe(expected);
  });
});
