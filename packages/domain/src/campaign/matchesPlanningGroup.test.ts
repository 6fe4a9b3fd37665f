import { describe, expect, it } from 'vitest';
import { matchesPlanningGroup } from './matchesPlanningGroup.ts';
import type { PlanningGroup } from './planningGroups.ts';

describe('matchesPlanningGroup', () => {
  it.each<[PlanningGroup | null | undefined, PlanningGroup, boolean]>([
    ['create_plan', 'create_plan', true],
    ['declined', 'declined', true],
    ['io_approval', 'io_approval', true],
    ['cm_request', 'io_approval', true],
    ['cm_request', 'cm_request', true],
    ['io_approval', 'cm_request', false],
    ['io_create', 'io_approval', false],
    ['send_to_brand', 'brand_approval', false],
    [null, 'io_approval', false],
    [undefined, 'cm_request', false],
  ])('campaign group %s under filter %s -> %s', (campaignGroup, filterGroup, expected) => {
    expect(matchesPlanningGroup(campaignGroup, filterGroup)).toBe(expected);
  });
});
