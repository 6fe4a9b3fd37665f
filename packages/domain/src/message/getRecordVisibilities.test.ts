import { describe, expect, it } from 'vitest';
import type { AppType } from '../access/appTypes.ts';
import type { SubjectType } from '../model/SubjectType.ts';
import type { ThreadVisibility } from '../model/Thread.ts';
import { getRecordVisibilities } from './getRecordVisibilities.ts';

describe('getRecordVisibilities', () => {
  it.each<[SubjectType, AppType, readonly ThreadVisibility[]]>([
    ['brand', 'agency', ['internal', 'brand']],
    ['creator', 'agency', ['internal', 'creator']],
    ['channel', 'agency', ['internal', 'creator']],
    ['campaign', 'agency', ['internal', 'brand', 'creator']],
    ['event', 'agency', ['internal', 'brand', 'creator']],
    ['event_production', 'agency', ['internal', 'brand', 'creator']],
    ['agency', 'agency', ['internal']],
    ['brand', 'brand', ['brand']],
    ['campaign', 'brand', ['brand']],
    ['creator', 'brand', []],
    ['channel', 'brand', []],
    ['agency', 'brand', []],
    ['creator', 'creator', ['creator']],
    ['channel', 'creator', ['creator']],
    ['event_production', 'creator', ['creator']],
    ['brand', 'creator', []],
  ])('%s in the %s app: %j', (type, appType, expected) => {
    expect(getRecordVisibilities(type, appType)).toEqual(expected);
  });
});
