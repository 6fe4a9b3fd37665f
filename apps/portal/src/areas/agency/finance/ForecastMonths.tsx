import { Button, Inline, Money, Skeleton } from '@airtime/design-system';
import type { ForecastMonth } from '@airtime/domain';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { formatShortMonth } from '../../../features/months/months.ts';

/** Each month's expected figure, opening the events behind it (the `forecast-month` modal). */
export function ForecastMonths({
  months,
  isLoading,
}: {
  readonly months: readonly ForecastMonth[];
  readonly isLoading: boolean;
}) {
  const modals = useShellModals();
  if (isLoading) return <Skeleton lines={1} label="Loading the months' forecast" />;
  return (
    <Inline role="group" aria-label="Expected per month">
      {months.map((entry) => (
        <Button
          key={entry.month}
          size="sm"
          onPress={() => modals.open('forecast-month', { month: entry.month })}
        >
          {formatShortMonth(entry.month)}: <Money value={entry.expected} />
        </Button>
      ))}
    </Inline>
  );
}
