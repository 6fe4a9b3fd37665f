import type { MessageReaction } from '@airtime/domain';
import { getUserName } from '../users/getUserName.ts';

/** The emoji offered for reactions, most used first. */
export const REACTION_CHOICES = ['👍', '❤️', '🎉', '😂', '👀', '🙏', '✅', '🔥'] as const;

/** One emoji's reactions on a message: how many, whether one is mine, and who. */
export interface ReactionSummary {
  readonly emoji: string;
  readonly count: number;
  readonly mine: boolean;
  readonly names: readonly string[];
}

function reactorName(reaction: MessageReaction, meId: number | null): string {
  if (reaction.user_id === meId) return 'you';
  return reaction.user === undefined ? 'someone' : getUserName(reaction.user);
}

/** A message's reactions by emoji, in the order each emoji was first used. */
export function summarizeReactions(
  reactions: readonly MessageReaction[],
  meId: number | null,
): ReactionSummary[] {
  const byEmoji = new Map<string, { count: number; mine: boolean; names: string[] }>();
  for (const reaction of reactions) {
    const entry = byEmoji.get(reaction.emoji) ?? { count: 0, mine: false, names: [] };
    entry.count += 1;
    entry.mine ||= reaction.user_id === meId;
    entry.names.push(reactorName(reaction, meId));
    byEmoji.set(reaction.emoji, entry);
  }
  return [...byEmoji].map(([emoji, entry]) => ({ emoji, ...entry }));
}

/** A reaction button's name: the emoji, how many and who ("👍 2: you and Dana Reyes"). */
export function describeReaction(summary: ReactionSummary): string {
  const names = summary.names;
  const who =
    names.length <= 3
      ? names.join(names.length === 2 ? ' and ' : ', ')
      : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
  return `${summary.emoji} ${summary.count}: ${who}`;
}
