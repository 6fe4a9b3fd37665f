/** The app a brand report is shown in: where its events come from and where a creator opens. */
export type ReportApp = 'agency' | 'brand';

/** The brand a report is about, and the app showing it. */
export interface ReportBrand {
  readonly id: number;
  readonly app: ReportApp;
}

/** What every brand report takes: the brand (its period is the URL's, see useReportPeriod). */
export interface BrandReportProps {
  readonly brand: ReportBrand;
}
