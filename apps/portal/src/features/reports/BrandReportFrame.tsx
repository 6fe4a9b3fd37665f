import type { WholeList } from '@airtime/api-client';
import type { Event, EventDateRange } from '@airtime/domain';
import type { ReactNode } from 'react';
import { useToday } from '../months/useToday.ts';
import { ReportLayout } from './ReportLayout.tsx';
import { ReportNote } from './ReportNote.tsx';
import { ReportPeriodPicker } from './ReportPeriodPicker.tsx';
import type { ReportBrand } from './reportBrand.ts';
import { formatPeriod, getPeriodRange, type ReportPeriod } from './reportPeriod.ts';
import { useBrandReportEvents } from './useBrandReportEvents.ts';
import { useReportPeriod } from './useReportPeriod.ts';

/** What a brand report draws from: its period, the period's days and label, and its events. */
export interface BrandReportData {
  readonly period: ReportPeriod;
  readonly range: EventDateRange;
  /** What labels say of the period: '11/26', 'last 12 months'. */
  readonly label: string;
  /** Every event of the brand in the period, aired or planned. */
  readonly events: WholeList<Event>;
}

/**
 * A brand report in either app: its heading with the period control (the period in the URL),
 * then the report drawn from the brand's events of that period.
 */
export function BrandReportFrame({
  brand,
  title,
  description,
  defaultPeriod,
  children,
}: {
  readonly brand: ReportBrand;
  readonly title: string;
  readonly description: string;
  /** The period when the URL names none. */
  readonly defaultPeriod: ReportPeriod | 'this-month';
  readonly children: (report: BrandReportData) => ReactNode;
}) {
  const today = useToday();
  const { period, setPeriod } = useReportPeriod(
    defaultPeriod === 'this-month' ? { month: today.slice(0, 7) } : defaultPeriod,
  );
  const range = getPeriodRange(period, today);
  const events = useBrandReportEvents(brand, range);
  return (
    <ReportLayout
      app={brand.app}
      title={title}
      description={description}
      actions={<ReportPeriodPicker period={period} onChange={setPeriod} />}
    >
      <ReportNote list={events} noun="events" />
      {children({ period, range, label: formatPeriod(period), events })}
    </ReportLayout>
  );
}
