import { describe, expect, it } from 'vitest';
import { encodeMessageInfo } from './encodeMessageInfo.ts';
import type { MessageInfo } from './queryState.ts';

describe('encodeMessageInfo', () => {
  it.each<[MessageInfo, string | undefined]>([
    [{ message: 12, type: 'message' }, 'message.12'],
    [{ message: 12, parent_message: 5, type: 'activity' }, 'activity.12.5'],
    [{ message: Number.MAX_SAFE_INTEGER, type: 'message' }, `message.${Number.MAX_SAFE_INTEGER}`],
    [{ message: 0, type: 'message' }, undefined],
    [{ message: -3, type: 'message' }, undefined],
    [{ message: 1.5, type: 'message' }, undefined],
    [{ message: Number.NaN, type: 'message' }, undefined],
    [{ message: 2 ** 53, type: 'message' }, undefined],
    [{ message: 3, parent_message: 0, type: 'activity' }, undefined],
  ])('%j is written as %j', (info, expected) => {
    expect(encodeMessageInfo(info)).toBe(expected);
  });
});
