import type { WholeList } from '@airtime/api-client';
import { Card, Stack } from '@airtime/design-system';
import { type Event, getUpcomingBilling } from '@airtime/domain';
import type { ReactNode } from 'react';
import { EventsTable } from '../events/EventsTable.tsx';
import type { EventColumnId } from '../events/eventColumns.tsx';
import { DataState } from '../lists/DataState.tsx';
import { useToday } from '../months/useToday.ts';
import { PaymentPreferences } from '../paymentPreferences/PaymentPreferences.tsx';
import { EarningsByMonth } from './EarningsByMonth.tsx';
import { EarningsFigures } from './EarningsFigures.tsx';
import { TruncatedNote } from './TruncatedNote.tsx';

const BILLING_COLUMNS: readonly EventColumnId[] = [
  'title',
  'brand',
  'aired_date',
  'billing_date',
  'rate',
];
// With one brand, the brand goes without saying.
const ONE_BRAND_BILLING_COLUMNS = BILLING_COLUMNS.filter((column) => column !== 'brand');

/**
 * What a creator's aired events earned, month by month, what is still to be billed, and how the
 * creator is paid: the agency's Revenue & Payouts and the creator app's Payments, of all the
 * creator's brands or of one.
 */
export function CreatorEarningsReport({
  events,
  brandName,
  paymentsOf,
  paymentChain,
  headingLevel,
}: {
  /** The creator's events: all of them, or those with one brand. */
  readonly events: WholeList<Event>;
  /** The one brand the events are with; it names the charts and tables. */
  readonly brandName?: string;
  /** The creator whose payment preferences show (null while it is chosen); none for one brand. */
  readonly paymentsOf?: number | null;
  /** Where each aired event's money stands (PaymentChainCard), after the billing to come. */
  readonly paymentChain?: ReactNode;
  /** Its cards' heading level: under the page's h1 (2) or under a tab's h2 (3). */
  readonly headingLevel: 2 | 3;
}) {
  const today = useToday();
  const oneBrand = brandName !== undefined;
  return (
    <>
      <EarningsFigures events={events.items} today={today} isLoading={events.isLoading} />
      <DataState
        isLoading={events.isLoading}
        error={events.error}
        onRetry={() => void events.refresh()}
        what="earnings"
      >
        <Stack>
          <TruncatedNote isTruncated={events.isTruncated} />
          <EarningsByMonth
            events={events.items}
            {...(oneBrand
              ? {
                  label: `Earnings from ${brandName} by month`,
                  emptyMessage: 'No event with this brand has aired yet.',
                }
              : {})}
          />
          <Card headingLevel={headingLevel} title="Upcoming billing" padding="none">
            <EventsTable
              label={oneBrand ? `Upcoming billing for ${brandName}` : 'Upcoming billing'}
              events={getUpcomingBilling(events.items, today)}
              columns={oneBrand ? ONE_BRAND_BILLING_COLUMNS : BILLING_COLUMNS}
              defaultSort={{ column: 'billing_date', direction: 'ascending' }}
              maxHeight={480}
              emptyTitle={
                oneBrand
                  ? 'Nothing from this brand waiting to be billed.'
                  : 'Nothing waiting to be billed.'
              }
              emptyDescription="Aired events show here until their billing day."
            />
          </Card>
        </Stack>
      </DataState>
      {paymentChain}
      {paymentsOf !== undefined && (
        <Card headingLevel={headingLevel} title="Payment preferences" padding="none">
          <PaymentPreferences creatorId={paymentsOf} />
        </Card>
      )}
    </>
  );
}
