import { formatMonth } from '@airtime/design-system';
import type { ReactNode } from 'react';
import * as styles from '../../areas/brandApp/brandApp.css.ts';
import { MonthPicker } from '../months/MonthPicker.tsx';
import { monthStart } from '../months/months.ts';
import { useMonthFilter } from '../months/useMonthFilter.ts';
import { usePeriodEvents } from './usePeriodEvents.ts';

/** What a monthly report gets: the month, its 'M/yy' label and the brand's events in it. */
export interface ReportMonthData {
  readonly month: string;
  readonly label: string;
  readonly events: ReturnType<typeof usePeriodEvents>;
}

/**
 * A monthly report's section: its heading with the month switcher (the month in the URL), then
 * the report drawn from the brand's events of that month.
 */
export function ReportMonth({
  brandId,
  title,
  children,
}: {
  readonly brandId: number;
  readonly title: string;
  readonly children: (data: ReportMonthData) => ReactNode;
}) {
  const { month, setMonth } = useMonthFilter();
  const events = usePeriodEvents(brandId, { month });
  const label = formatMonth(monthStart(month));
  return (
    <section className={styles.section} aria-labelledby="report-heading">
      <div className={styles.toolbar}>
        <h2 id="report-heading" className={styles.sectionTitle}>
          {`${title}, ${label}`}
        </h2>
        <MonthPicker month={month} onChange={setMonth} numeric />
      </div>
      {events.isTruncated && (
        <p className={styles.count}>Only the first 1,000 events of the month are counted.</p>
      )}
      {children({ month, label, events })}
    </section>
  );
}
