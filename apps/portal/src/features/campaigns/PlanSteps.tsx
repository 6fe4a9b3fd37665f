import { PLANNING_GROUP_TITLES, PLANNING_GROUPS, type PlanningGroup } from '@airtime/domain';
import * as styles from './plan.css.ts';

/** The board's steps a plan walks through, declining aside. */
const STEPS = PLANNING_GROUPS.filter((group) => group !== 'declined');

/**
 * Where the plan is on the board, as a row of steps: those behind it done, its own marked as the
 * current step, the rest ahead. A declined plan, or one out of planning, says so instead.
 */
export function PlanSteps({ group }: { readonly group: PlanningGroup | null }) {
  if (group === null) return <p className={styles.note}>This campaign is out of planning.</p>;
  if (group === 'declined') return <p className={styles.note}>The plan was declined.</p>;
  const current = STEPS.indexOf(group);
  return (
    <ol className={styles.steps} aria-label="Planning steps">
      {STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'ahead';
        return (
          <li
            key={step}
            className={styles.step[state]}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {PLANNING_GROUP_TITLES[step]}
            {state === 'done' && <span className={styles.hidden}> (done)</span>}
          </li>
        );
      })}
    </ol>
  );
}
