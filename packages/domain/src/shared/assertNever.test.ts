import { describe, expect, it } from 'vitest';
import { assertNever } from './assertNever.ts';

describe('assertNever', () => {
  it.each([
    ['x', 'status', 'Unexpected status: "x"'],
    [3, undefined, 'Unexpected value: 3'],
  ])('throws for %j', (value, what, message) => {
    expect(() => assertNever(value as never, what)).toThrow(message);
  });
});
