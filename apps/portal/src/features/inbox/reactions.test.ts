import type { MessageReaction } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { describeReaction, type ReactionSummary, summarizeReactions } from './reactions.ts';

const ME = 1;
let nextId = 1;
function reaction(emoji: string, userId: number, firstname?: string): MessageReaction {
  nextId += 1;
  return {
    id: nextId,
    message_id: 9,
    user_id: userId,
    emoji,
    created_at: '2026-11-24T10:00:00Z',
    ...(firstname === undefined
      ? {}
      : {
          user: {
            id: userId,
            firstname,
            lastname: 'Lee',
            avatar: null,
            email: `${firstname}@x.test`,
          },
        }),
  } as MessageReaction;
}

describe('summarizeReactions', () => {
  it.each<[string, MessageReaction[], Omit<ReactionSummary, 'names'>[]]>([
    ['none', [], []],
    ['one of mine', [reaction('👍', ME)], [{ emoji: '👍', count: 1, mine: true }]],
    [
      'grouped by emoji in first-use order',
      [reaction('🎉', 2, 'Ana'), reaction('👍', 3, 'Bo'), reaction('🎉', ME)],
      [
        { emoji: '🎉', count: 2, mine: true },
        { emoji: '👍', count: 1, mine: false },
      ],
    ],
  ])('%s', (_, reactions, expected) => {
    expect(
      summarizeReactions(reactions, ME).map(({ emoji, count, mine }) => ({ emoji, count, mine })),
    ).toEqual(expected);
  });

  it('names the reactors, "you" for me and "someone" when the user is unknown', () => {
    const [summary] = summarizeReactions(
      [reaction('👍', ME), reaction('👍', 2, 'Ana'), reaction('👍', 7)],
      ME,
    );
    expect(summary?.names).toEqual(['you', 'Ana Lee', 'someone']);
  });
});

describe('describeReaction', () => {
  const summary = (names: string[]): ReactionSummary => ({
    emoji: '👍',
    count: names.length,
    mine: false,
    names,
  });
  it.each([
    [['you'], '👍 1: you'],
    [['you', 'Ana Lee'], '👍 2: you and Ana Lee'],
    [['you', 'Ana', 'Bo'], '👍 3: you, Ana, Bo'],
    [['you', 'Ana', 'Bo', 'Cy', 'Di'], '👍 5: you, Ana, Bo and 2 more'],
  ])('%j reads %s', (names, expected) => {
    expect(describeReaction(summary(names))).toBe(expected);
  });
});
