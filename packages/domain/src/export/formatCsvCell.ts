/** A cell's raw value: text, a figure, a flag, a moment, or nothing. */
export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

// Spreadsheets run text that starts with these as a formula (OWASP "CSV injection"); a tab or a
// carriage return first lets some of them skip leading blanks and still do so.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180): figures unformatted, moments as ISO date-time, flags as true/false,
 * nothing as empty; text that a spreadsheet would run as a formula gets a leading apostrophe,
 * and text with a quote, comma or line break is quoted with its quotes doubled.
 */
export function formatCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
