import { REPORT_LINK_PARAMS, type ShareableReport } from './reportLinks.ts';

/** The parameters of a report's URL a link keeps (see REPORT_LINK_PARAMS), in their order. */
export function pickReportLinkParams(report: ShareableReport, search: string): string {
  const kept = REPORT_LINK_PARAMS[report];
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const [name, value] of params) if (kept.includes(name)) out.append(name, value);
  return out.toString();
}
