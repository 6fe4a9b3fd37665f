import { type CsvValue, formatCsvCell } from './formatCsvCell.ts';

/** One CSV record with its line end (RFC 4180's CRLF, which every spreadsheet reads). */
export function formatCsvRow(values: readonly CsvValue[]): string {
  return `${values.map(formatCsvCell).join(',')}\r\n`;
}
