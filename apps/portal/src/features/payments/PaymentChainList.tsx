import { DateText, Steps, text } from '@airtime/design-system';
import { PAYMENT_CHAIN_STEP_TITLES } from '@airtime/domain';
import type { ReactNode } from 'react';
import { getStepState, LateBadge } from './ChainStep.tsx';
import * as styles from './paymentChain.css.ts';
import { formatMethod } from './paymentChainColumns.tsx';
import type { PaymentChainRow } from './paymentChainRows.ts';

/** On a phone, each event's chain as a short list of steps under its title. */
export function PaymentChainList({
  rows,
  label,
  showBrand,
}: {
  readonly rows: readonly PaymentChainRow[];
  readonly label: string;
  readonly showBrand: boolean;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map(({ event, chain }) => (
        <li key={event.id} className={styles.item}>
          <p className={text({ size: 'md', weight: 'medium' })}>{event.title}</p>
          <p className={text({ size: 'sm', tone: 'subtle' })}>
            {showBrand && event.brand !== undefined && `${event.brand.name} · `}
            Expected{' '}
            {chain.expectedArrival === null ? 'later' : <DateText value={chain.expectedArrival} />}
          </p>
          <Steps
            aria-label={`Payment of ${event.title}`}
            items={chain.steps.map((step) => {
              const state = getStepState(step, chain);
              let detail: ReactNode;
              if (step.doneOn !== null) detail = <DateText value={step.doneOn} />;
              else if (state !== 'upcoming' && step.dueOn !== null)
                detail = (
                  <>
                    Due <DateText value={step.dueOn} />
                  </>
                );
              const method =
                step.name === 'payout_sent' && chain.method !== null
                  ? ` · ${formatMethod(chain.method)}`
                  : '';
              return {
                id: step.name,
                label: PAYMENT_CHAIN_STEP_TITLES[step.name],
                state,
                ...(detail === undefined
                  ? {}
                  : {
                      detail: (
                        <>
                          {detail}
                          {method}
                        </>
                      ),
                    }),
                ...(state === 'late' ? { note: <LateBadge days={step.lateDays} /> } : {}),
              };
            })}
          />
        </li>
      ))}
    </ul>
  );
}
