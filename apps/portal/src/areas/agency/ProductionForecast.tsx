import { useProductions, useWholeList } from '@airtime/api-client';
import { Inline, Money, Skeleton } from '@airtime/design-system';
import { summarizeForecast } from '@airtime/domain';
import * as styles from './agency.css.ts';

/**
 * The week's weighted forecast: what its booked events still to air are expected to bring, each
 * rate weighted by its production's projection (the domain's summarizeForecast, as finance's
 * forecasting counts it). Reads the whole week whatever the filters; edits show at once.
 */
export function ProductionForecast({ week }: { readonly week: string }) {
  const productions = useWholeList(useProductions({ week, per_page: 100 }), 10);
  const forecast = summarizeForecast(
    productions.items.flatMap((production) =>
      production.event === undefined ? [] : [{ ...production.event, production }],
    ),
  );
  return (
    <Inline role="group" aria-label="Week's forecast" className={styles.forecast}>
      <span>Weighted forecast</span>
      {productions.isComplete ? (
        <>
          <strong>
            <Money value={forecast.expected} />
          </strong>
          <span>
            of <Money value={forecast.booked} /> booked on {forecast.events}{' '}
            {forecast.events === 1 ? 'event' : 'events'} still to air
          </span>
        </>
      ) : productions.error !== undefined ? (
        <span>could not be loaded</span>
      ) : (
        <Skeleton lines={1} />
      )}
    </Inline>
  );
}
