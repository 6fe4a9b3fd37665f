import { describe, expect, it } from 'vitest';
import { decodeMessageInfo } from './decodeMessageInfo.ts';
import type { MessageInfo } from './queryState.ts';

describe('decodeMessageInfo', () => {
  it.each<[string | null, MessageInfo | undefined]>([
    ['message.12', { message: 12, type: 'message' }],
    ['activity.12.5', { message: 12, parent_message: 5, type: 'activity' }],
    [null, undefined],
    ['', undefined],
    ['message', undefined],
    ['message.', undefined],
    ['message.abc', undefined],
    ['message.0', undefined],
    ['message.-1', undefined],
    ['message.1.5.', undefined],
    ['message.12.', undefined],
    ['message.12.x', undefined],
    ['message.12.5.7', undefined],
    ['reply.12', undefined],
    ['MESSAGE.12', undefined],
    ['12', undefined],
    ['12.message', undefined],
  ])('%j reads as %j', (value, expected) => {
    expect(decodeMessageInfo(value)).toEqual(expected);
  });
});
