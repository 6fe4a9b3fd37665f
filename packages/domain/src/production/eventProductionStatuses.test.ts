import { describe, expect, it } from 'vitest';
import {
  EVENT_PRODUCTION_STATUS_TITLES,
  EVENT_PRODUCTION_STATUSES,
  isEventProductionStatus,
} from './eventProductionStatuses.ts';

describe('EVENT_PRODUCTION_STATUSES', () => {
  it('lists every status in board order', () => {
    expect(EVENT_PRODUCTION_STATUSES).toEqual([
      'planning',
      'placeholder',
      'new',
      'in-progress',
      'moving',
      'back-to-tcp',
      'past-due',
      'cancelled',
      'aired',
    ]);
  });
});

describe('EVENT_PRODUCTION_STATUS_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(EVENT_PRODUCTION_STATUS_TITLES)).toEqual([
      ['planning', 'Planning'],
      ['placeholder', 'Placeholder'],
      ['new', 'New'],
      ['in-progress', 'In Progress'],
      ['moving', 'Moving'],
      ['back-to-tcp', 'Sent Back'],
      ['past-due', 'Past Due'],
      ['cancelled', 'Cancelled'],
      ['aired', 'Aired'],
    ]);
  });
});

describe('isEventProductionStatus', () => {
  it.each([
    ['planning', true],
    ['back-to-tcp', true],
    ['aired', true],
    ['back_to_tcp', false],
    ['Aired', false],
    ['', false],
    [null, false],
    [undefined, false],
    [3, false],
  ])('%j -> %s', (value, expected) => {
    expect(isEventProductionStatus(value)).toBe(expected);
  });
});
