import type { ApprovalStatus } from '@airtime/domain';
import type { DecisionStatus } from './DecisionDialog.tsx';

/** A decision as its control says it. */
export interface DecisionAction {
  readonly status: DecisionStatus;
  readonly verb: string;
  /** The creator already carries this decision: shown, not offered. */
  readonly isCurrent: boolean;
}

/** The brand's decisions, as the controls say them, Approve first. */
const DECISIONS: readonly { status: DecisionStatus; verb: string }[] = [
  { status: 'approved', verb: 'Approve' },
  { status: 'to-discuss', verb: 'To discuss' },
  { status: 'rejected', verb: 'Reject' },
];

/**
 * A creator row's decisions (design direction: one primary action per row, the rest in a menu):
 * Approve is the primary while the creator is not approved; the menu holds the others, the
 * current one shown but not offered. An approved creator has no primary, only the menu.
 */
export function getDecisionActions(current: ApprovalStatus): {
  primary: DecisionAction | null;
  more: DecisionAction[];
} {
  const all = DECISIONS.map((one) => ({ ...one, isCurrent: one.status === current }));
  const [approve, ...rest] = all as [DecisionAction, ...DecisionAction[]];
  return approve.isCurrent ? { primary: null, more: rest } : { primary: approve, more: rest };
}
