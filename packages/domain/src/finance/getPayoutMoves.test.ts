import { describe, expect, it } from 'vitest';
import { getPayoutMoves } from './getPayoutMoves.ts';

describe('getPayoutMoves', () => {
  it.each([
    ['pending', ['scheduled']],
    ['scheduled', ['sent']],
    ['sent', ['paid', 'failed']],
    ['failed', ['scheduled']],
    ['paid', []],
  ] as const)('%s → %j', (status, expected) => {
    expect(getPayoutMoves(status)).toEqual(expected);
  });
});
