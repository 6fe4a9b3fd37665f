import { Inline } from '@airtime/design-system';
import type { Message } from '@airtime/domain';
import * as styles from './message.css.ts';
import { describeReaction, summarizeReactions } from './reactions.ts';

/** A message's reactions as toggles: pressing one adds or takes back the reader's own. */
export function ReactionList({
  message,
  meId,
  canReact,
  onToggle,
}: {
  readonly message: Message;
  readonly meId: number | null;
  readonly canReact: boolean;
  readonly onToggle: (emoji: string) => void;
}) {
  const summaries = summarizeReactions(message.reactions ?? [], meId);
  if (summaries.length === 0) return null;
  return (
    <Inline as="ul" space="xs" className={styles.reactions} aria-label="Reactions">
      {summaries.map((summary) => (
        <li key={summary.emoji}>
          <button
            type="button"
            className={styles.reaction}
            aria-pressed={summary.mine}
            aria-label={describeReaction(summary)}
            title={describeReaction(summary)}
            disabled={!canReact}
            onClick={() => onToggle(summary.emoji)}
          >
            <span aria-hidden="true">{summary.emoji}</span>
            <span aria-hidden="true">{summary.count}</span>
          </button>
        </li>
      ))}
    </Inline>
  );
}
