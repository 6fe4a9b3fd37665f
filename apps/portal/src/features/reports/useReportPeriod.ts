import { decodeQueryState, updateQueryState } from '@airtime/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ReportPeriod, readReportPeriod, writeReportPeriod } from './reportPeriod.ts';

/**
 * The period a report shows, kept in the URL (reportPeriod.ts) so a shared link opens the same
 * one; `fallback` when the URL names none.
 */
export function useReportPeriod(fallback: ReportPeriod): {
  readonly period: ReportPeriod;
  setPeriod(period: ReportPeriod): void;
} {
  const [params, setParams] = useSearchParams();
  const period = readReportPeriod(decodeQueryState(params).filters, fallback);
  const setPeriod = useCallback(
    (next: ReportPeriod) =>
      setParams(
        (current) =>
          // A list paged in the old period starts again from its first page.
          updateQueryState(current, {
            filters: writeReportPeriod(decodeQueryState(current).filters, next),
            cursor: undefined,
          }),
        // Stepping through months is not worth a Back press each.
        { replace: true },
      ),
    [setParams],
  );
  return { period, setPeriod };
}
