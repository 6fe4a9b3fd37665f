import { describe, expect, it } from 'vitest';
import { isPlanningGroup, PLANNING_GROUP_TITLES, PLANNING_GROUPS } from './planningGroups.ts';

describe('PLANNING_GROUPS', () => {
  it('lists every group in board order', () => {
    expect(PLANNING_GROUPS).toEqual([
      'cm_request',
      'create_plan',
      'send_to_brand',
      'brand_approval',
      'send_to_creator',
      'creator_approval',
      'io_create',
      'io_approval',
      'declined',
    ]);
  });
});

describe('PLANNING_GROUP_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(PLANNING_GROUP_TITLES)).toEqual([
      ['cm_request', 'CM Request'],
      ['create_plan', 'Create Plan'],
      ['send_to_brand', 'Send to Brand'],
      ['brand_approval', 'Brand Approval'],
      ['send_to_creator', 'Send to Creator'],
      ['creator_approval', 'Creator Approval'],
      ['io_create', 'Create IO'],
      ['io_approval', 'IO Approval'],
      ['declined', 'Declined'],
    ]);
  });
});

describe('isPlanningGroup', () => {
  it.each([
    ['cm_request', true],
    ['declined', true],
    ['io-approval', false],
    ['CM_REQUEST', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0, false],
  ])('%j -> %s', (value, expected) => {
    expect(isPlanningGroup(value)).toBe(expected);
  });
});
