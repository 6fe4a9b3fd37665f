import { DateText, EMPTY_VALUE, StatusBadge, type StepState } from '@airtime/design-system';
import type { PaymentChain, PaymentChainStep } from '@airtime/domain';

/** '12 days late', '1 day late'. */
export function formatLateDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} late`;
}

/** How a step stands in a chain: done, waited for (late or not), or to come. */
export function getStepState(step: PaymentChainStep, chain: PaymentChain): StepState {
  if (step.doneOn !== null) return 'done';
  if (step.name !== chain.next) return 'upcoming';
  return step.lateDays > 0 ? 'late' : 'current';
}

/** The badge of a late step: its age in words, so lateness never shows by colour alone. */
export function LateBadge({ days }: { readonly days: number }) {
  return <StatusBadge tone="critical" size="sm" label={formatLateDays(days)} />;
}

/**
 * A step in a table cell: the day it happened; for the step waited for, the day it is due (and,
 * late, by how many days); nothing yet for the steps after it.
 */
export function ChainStepCell({
  step,
  chain,
}: {
  readonly step: PaymentChainStep;
  readonly chain: PaymentChain;
}) {
  const state = getStepState(step, chain);
  if (state === 'done') return <DateText value={step.doneOn} />;
  if (state === 'upcoming' || step.dueOn === null) return <>{EMPTY_VALUE}</>;
  // The badge first: in a narrow cell the age stays in view when the day is cut.
  if (state === 'late')
    return (
      <span>
        <LateBadge days={step.lateDays} /> due <DateText value={step.dueOn} />
      </span>
    );
  return (
    <span>
      Due <DateText value={step.dueOn} />
    </span>
  );
}
