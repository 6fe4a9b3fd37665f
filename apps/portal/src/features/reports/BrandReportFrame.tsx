import type { WholeList } from '@airtime/api-client';
import { text } from '@airtime/design-system';
import { decodeQueryState, type Event, type EventDateRange } from '@airtime/domain';
import type { ReactNode } from 'react';
import { useToday } from '../months/useToday.ts';
import { ReportLayout } from './ReportLayout.tsx';
import { ReportNote } from './ReportNote.tsx';
import { ReportPeriodPicker } from './ReportPeriodPicker.tsx';
import type { ReportBrand } from './reportBrand.ts';
import {
  formatPeriod,
  getPeriodRange,
  type ReportPeriod,
  readReportPeriod,
} from './reportPeriod.ts';
import { useOptionalSharedReport } from './sharedReport.ts';
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
 * then the report drawn from the brand's events of that period. On a shared page the period is
 * the link's and shows as text.
 */
export function BrandReportFrame({
  brand,
  title,
  description,
  defaultPeriod,
  share,
  children,
}: {
  readonly brand: ReportBrand;
  readonly share?: ReactNode;
  readonly title: string;
  readonly description: string;
  /** The period when the URL names none. */
  readonly defaultPeriod: ReportPeriod | 'this-month';
  readonly children: (report: BrandReportData) => ReactNode;
}) {
  const today = useToday();
  const fallback = defaultPeriod === 'this-month' ? { month: today.slice(0, 7) } : defaultPeriod;
  const { period: urlPeriod, setPeriod } = useReportPeriod(fallback);
  const shared = useOptionalSharedReport();
  const period =
    brand.app === 'shared' && shared !== null
      ? readReportPeriod(
          decodeQueryState(new URLSearchParams(shared.link.params)).filters,
          fallback,
        )
      : urlPeriod;
  const range = getPeriodRange(period, today);
  const events = useBrandReportEvents(brand, range);
  return (
    <ReportLayout
      app={brand.app}
      title={title}
      description={description}
      actions={
        brand.app === 'shared' ? (
          <p className={text({ tone: 'subtle' })}>Period: {formatPeriod(period)}</p>
        ) : (
          <>
            <ReportPeriodPicker period={period} onChange={setPeriod} />
            {share}
          </>
        )
      }
    >
      <ReportNote list={events} noun="events" />
      {children({ period, range, label: formatPeriod(period), events })}
    </ReportLayout>
  );
}
