import { describe, expect, it } from 'vitest';
import { computeDelivery } from './computeDelivery.ts';

describe('computeDelivery', () => {
  it.each([
    [100_000, 100_000, 1],
    [80_000, 40_000, 2],
    [25_000, 100_000, 0.25],
    [0, 50_000, 0],
    [500, 0, null],
    [0, 0, null],
  ])('%i views against an estimate of %i deliver %s', (views, estimated, delivery) => {
    expect(computeDelivery(views, estimated)).toBe(delivery);
  });
});
