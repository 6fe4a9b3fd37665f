import { describe, expect, it } from 'vitest';
import { NOT_IN_WORK_STATUSES } from './notInWorkStatuses.ts';

describe('NOT_IN_WORK_STATUSES', () => {
  it('pins the statuses nobody works on', () => {
    expect(NOT_IN_WORK_STATUSES).toEqual(['moving', 'cancelled', 'placeholder', 'back-to-tcp']);
  });
});
