import { AlertTriangle, Check, Circle, Dot } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { visuallyHidden } from '../Field/Field.css.ts';
import { cx } from '../utils/cx.ts';
import {
  body,
  detail as detailClass,
  label as labelClass,
  marker,
  type StepsVariants,
  type StepVariants,
  step,
  steps,
} from './Steps.css.ts';

/** Where a step stands. */
export type StepState = NonNullable<StepVariants['state']>;

/** One step of a Steps list. */
export interface StepsItem {
  /** Unique among the steps. */
  readonly id: string;
  /** What the step is ("Invoiced"). */
  readonly label: string;
  /** `done`, `current` (the one waited for), `late` (waited for past its day) or `upcoming`. */
  readonly state: StepState;
  /** What to read under the label: a date, how it goes ("Nov 12, 2026 · PayPal"). */
  readonly detail?: ReactNode;
  /** Beside the label, e.g. a StatusBadge saying how late it is. */
  readonly note?: ReactNode;
}

export interface StepsProps
  extends Omit<HTMLAttributes<HTMLOListElement>, 'children'>,
    StepsVariants {
  /** The steps, in order. */
  items: readonly StepsItem[];
  /**
   * A column (phones, narrow cards) or a wrapping row.
   * @default 'vertical'
   */
  orientation?: StepsVariants['orientation'];
  /**
   * The word read after each step's label for its state (hidden, so colour and icon are never the
   * only signal).
   * @default { done: 'done', current: 'next', late: 'late', upcoming: 'to come' }
   */
  stateLabels?: Readonly<Record<StepState, string>>;
  /**
   * The `<ol>`.
   * @default undefined
   */
  ref?: Ref<HTMLOListElement>;
}

const STATE_LABELS: Readonly<Record<StepState, string>> = {
  done: 'done',
  current: 'next',
  late: 'late',
  upcoming: 'to come',
};

const ICONS: Readonly<Record<StepState, ReactNode>> = {
  done: <Check size={12} strokeWidth={3} />,
  current: <Dot size={16} strokeWidth={6} />,
  late: <AlertTriangle size={11} strokeWidth={2.5} />,
  upcoming: <Circle size={6} />,
};

/** An ordered chain of steps (done, waited for, late, to come), each with its detail. */
export function Steps({
  items,
  orientation,
  stateLabels = STATE_LABELS,
  className,
  ...props
}: StepsProps) {
  return (
    <ol {...props} className={cx(steps({ orientation }), className)}>
      {items.map((item) => (
        <li
          key={item.id}
          className={step({ state: item.state })}
          {...(item.state === 'current' || item.state === 'late' ? { 'aria-current': 'step' } : {})}
        >
          <span className={marker} aria-hidden="true">
            {ICONS[item.state]}
          </span>
          <span className={body}>
            <span>
              <span className={labelClass}>{item.label}</span>
              <span className={visuallyHidden}>, {stateLabels[item.state]}</span>
              {item.note !== undefined && <> {item.note}</>}
            </span>
            {item.detail !== undefined && <span className={detailClass}>{item.detail}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
