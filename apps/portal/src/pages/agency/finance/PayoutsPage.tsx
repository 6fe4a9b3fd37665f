import { DonutChart, Section, Stat, text } from '@airtime/design-system';
import { PayoutTable } from '../../../areas/agency/finance/PayoutTable.tsx';
import { amountsByPaymentType } from '../../../areas/agency/finance/payouts.ts';
import { usePayouts } from '../../../areas/agency/finance/usePayouts.ts';
import { MonthPicker } from '../../../features/months/MonthPicker.tsx';
import { formatLongMonth } from '../../../features/months/months.ts';
import { useMonthFilter } from '../../../features/months/useMonthFilter.ts';
import { Figures } from '../../../features/page/PageHeader.tsx';

/** Finance > Creator Payout: what each creator is owed for a month and how they want to be paid. */
export function PayoutsPage() {
  const { month, setMonth } = useMonthFilter();
  const { lines, source, missingPreferences } = usePayouts(month);
  const due = lines.reduce((sum, line) => sum + line.amount, 0);
  const withoutMethod = lines.filter((line) => line.preference === undefined).length;
  return (
    <Section
      space="lg"
      title="Creator Payout"
      description={`Amounts due for the sponsored events aired in ${formatLongMonth(month)}, with each creator's payment method.`}
      actions={<MonthPicker month={month} onChange={setMonth} />}
    >
      <Figures>
        <Stat label="Amount due" value={due} format="money" compact isLoading={source.isLoading} />
        <Stat label="Creators to pay" value={lines.length} isLoading={source.isLoading} />
        <Stat label="Without a payment method" value={withoutMethod} isLoading={source.isLoading} />
      </Figures>
      <DonutChart
        label="Amount due by payment method"
        data={amountsByPaymentType(lines)}
        categoryLabel="Payment method"
        valueFormat="money"
        totalLabel="Due"
        isLoading={source.isLoading}
        errorMessage={
          source.error === undefined
            ? undefined
            : `The payouts could not be loaded: ${source.error.message}`
        }
        emptyMessage="No creator is owed anything for this month."
      />
      <PayoutTable lines={lines} source={source} />
      {missingPreferences > 0 && (
        <p className={text({ tone: 'subtle' })}>
          Payment methods are shown for the 200 largest payouts; {missingPreferences} smaller ones
          show none.
        </p>
      )}
    </Section>
  );
}
