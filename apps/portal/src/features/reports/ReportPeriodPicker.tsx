import { Inline, Select, SelectItem } from '@airtime/design-system';
import { filterField } from '../lists/listFilters.css.ts';
import { MonthPicker } from '../months/MonthPicker.tsx';
import { toMonth } from '../months/months.ts';
import {
  type ReportPeriod,
  ROLLING_MONTHS,
  rollingPeriodId,
  rollingPeriodTitle,
} from './reportPeriod.ts';

const MONTH = 'month';
const OPTIONS = [
  { id: MONTH, label: 'Month' },
  ...ROLLING_MONTHS.map((months) => ({
    id: rollingPeriodId(months),
    label: rollingPeriodTitle(months),
  })),
];

/**
 * The reports' period control, the same in every app: a month, stepped with the 'M/yy' switcher,
 * or the last 3, 6 or 12 months.
 */
export function ReportPeriodPicker({
  period,
  onChange,
}: {
  readonly period: ReportPeriod;
  readonly onChange: (period: ReportPeriod) => void;
}) {
  return (
    <Inline space="md" alignY="bottom">
      <Select
        label="Period"
        size="sm"
        className={filterField}
        items={OPTIONS}
        value={'month' in period ? MONTH : rollingPeriodId(period.lastMonths)}
        onChange={(id) => {
          const rolling = ROLLING_MONTHS.find((months) => rollingPeriodId(months) === id);
          onChange(
            rolling === undefined ? { month: toMonth(new Date()) } : { lastMonths: rolling },
          );
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      {'month' in period && (
        <MonthPicker
          month={period.month}
          onChange={(month) => onChange({ month })}
          label="Report month"
          numeric
        />
      )}
    </Inline>
  );
}
