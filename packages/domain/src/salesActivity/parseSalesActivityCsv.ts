import { parseCsvRecords } from '../shared/parseCsvRecords.ts';
import { isSalesMetric, SALES_METRICS, type SalesMetric } from './salesMetrics.ts';

/** The columns of a sales-activity file, in the template's order; the header may use any order. */
export const SALES_ACTIVITY_COLUMNS = ['date', 'creator', 'metric', 'value'] as const;

/** Most data rows one file may hold. */
export const SALES_ACTIVITY_MAX_ROWS = 10_000;

/** Largest file the import takes, in bytes (2 MB). */
export const SALES_ACTIVITY_MAX_BYTES = 2 * 1024 * 1024;

/** A downloadable example of the format. */
export const SALES_ACTIVITY_TEMPLATE =
  'date,creator,metric,value\n2026-11-02,Jane Doe,clicks,1200\n2026-11-02,Jane Doe,conversions,35\n2026-11-03,The Daily Show,revenue,1499.90\n';

/** A row the import takes. */
export interface SalesActivityRow {
  readonly line: number;
  readonly date: string;
  readonly creator: string;
  readonly metric: SalesMetric;
  readonly value: number;
}

/** A row the import refuses, and why in words. */
export interface RefusedSalesActivityRow {
  readonly line: number;
  readonly reason: string;
}

/** The rows a file's check takes and refuses, or why the whole file is refused. */
export type SalesActivityCheck =
  | {
      readonly ok: true;
      readonly accepted: readonly SalesActivityRow[];
      readonly refused: readonly RefusedSalesActivityRow[];
    }
  | { readonly ok: false; readonly error: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (match === null) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Why a row's cells are refused, or the row. */
function checkRow(
  line: number,
  cell: (column: (typeof SALES_ACTIVITY_COLUMNS)[number]) => string,
  today: string,
): SalesActivityRow | RefusedSalesActivityRow {
  const refuse = (reason: string) => ({ line, reason });
  const date = cell('date');
  if (!isCalendarDay(date)) return refuse(`The date "${date}" is not a day written yyyy-MM-dd.`);
  if (date > today) return refuse(`The date ${date} is in the future.`);
  const creator = cell('creator');
  if (creator === '') return refuse('The creator is missing.');
  if (creator.length > 255) return refuse('The creator is longer than 255 characters.');
  const metric = cell('metric').toLowerCase();
  if (!isSalesMetric(metric))
    return refuse(`The metric "${cell('metric')}" is not one of ${SALES_METRICS.join(', ')}.`);
  const text = cell('value');
  if (!NUMBER.test(text)) return refuse(`The value "${text}" is not a number.`);
  const value = Number(text);
  if (value < 0) return refuse('The value is negative.');
  if (metric !== 'revenue' && !Number.isInteger(value))
    return refuse(`The ${metric} value is not a whole number.`);
  if (metric === 'revenue' && (text.split('.')[1]?.length ?? 0) > 2)
    return refuse('The revenue has more than two decimals.');
  return { line, date, creator, metric, value };
}

/**
 * Checks a sales-activity CSV (SALES_ACTIVITY_COLUMNS, a header first): each data row is taken or
 * refused with its line and the first reason; a file without the columns, or with too many rows,
 * is refused whole. `today` (yyyy-MM-dd) refuses days to come.
 */
export function parseSalesActivityCsv(text: string, today: string): SalesActivityCheck {
  const [header, ...rows] = parseCsvRecords(text);
  if (header === undefined) return { ok: false, error: 'The file is empty.' };
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const missing = SALES_ACTIVITY_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0)
    return {
      ok: false,
      error: `The first line must name the columns ${SALES_ACTIVITY_COLUMNS.join(', ')}; missing: ${missing.join(', ')}.`,
    };
  if (rows.length === 0) return { ok: false, error: 'The file has no rows under its header.' };
  if (rows.length > SALES_ACTIVITY_MAX_ROWS)
    return {
      ok: false,
      error: `The file has ${rows.length} rows; one import takes at most ${SALES_ACTIVITY_MAX_ROWS}.`,
    };
  const accepted: SalesActivityRow[] = [];
  const refused: RefusedSalesActivityRow[] = [];
  for (const row of rows) {
    const checked = checkRow(
      row.line,
      (column) => (row.cells[names.indexOf(column)] ?? '').trim(),
      today,
    );
    if ('reason' in checked) refused.push(checked);
    else accepted.push(checked);
  }
  return { ok: true, accepted, refused };
}
