import { describe, expect, it } from 'vitest';
import { conversionMoveLabel, stageOf } from './conversion.ts';

describe('conversion moves', () => {
  it.each([
    ['not-started', 'requested', 'Mark requested'],
    ['requested', 'not-started', 'Mark not started'],
    ['not-started', 'to-reconnect', 'Move to Watchlist'],
    ['requested', 'complete', 'Move to Archive'],
    ['to-reconnect', 'requested', 'Move to In Progress'],
    ['complete', 'to-reconnect', 'Move to Watchlist'],
    ['requested', 'on-hold', 'Move to on-hold'],
  ])('from %s, %s is called “%s”', (from, transition, label) => {
    expect(conversionMoveLabel(from, transition)).toBe(label);
  });

  it.each([
    ['not-started', 'inProgress'],
    ['requested', 'inProgress'],
    ['to-reconnect', 'watchlist'],
    ['complete', 'archive'],
    ['toString', undefined],
  ])('%s shows on the %s tab', (status, stage) => {
    expect(stageOf(status)).toBe(stage);
  });
});
