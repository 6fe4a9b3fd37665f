import type { ReactNode } from 'react';

/**
 * The app a brand report is shown in: where its data come from and where a creator opens. A
 * 'shared' report is a link's public page: its data come from the link's answer, read-only.
 */
export type ReportApp = 'agency' | 'brand' | 'shared';

/** The brand a report is about, and the app showing it. */
export interface ReportBrand {
  readonly id: number;
  readonly app: ReportApp;
}

/** What every brand report takes: the brand (its period is the URL's, see useReportPeriod). */
export interface BrandReportProps {
  readonly brand: ReportBrand;
  /**
   * The signed-in pages' Share control, beside the report's own controls; passed in so the
   * report itself carries no signed-in code to a shared page.
   */
  readonly share?: ReactNode;
}
