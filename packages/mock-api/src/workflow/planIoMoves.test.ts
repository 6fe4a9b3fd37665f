import { PLAN_IO_STATUSES, type PlanIoStatus } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { planIoMoves } from './planIoMoves.ts';

describe('planIoMoves', () => {
  it.each<[PlanIoStatus, string[]]>([
    ['not-started', ['in-progress', 'skipped']],
    ['created', ['approved', 'in-progress']],
    ['approved', ['creator-approved', 'review', 'created']],
    ['review', ['creator-approved', 'approved']],
    ['creator-approved', ['review']],
  ])('from %s offers %j', (status, moves) => {
    expect(planIoMoves(status)).toEqual(moves);
  });

  it.each(PLAN_IO_STATUSES)('from %s offers only known statuses, never itself', (status) => {
    const moves = planIoMoves(status);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves).not.toContain(status);
    for (const move of moves) expect(PLAN_IO_STATUSES).toContain(move);
  });
});
