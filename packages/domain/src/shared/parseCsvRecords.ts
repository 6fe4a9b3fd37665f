/** One record of a CSV file and the line it starts on (1-based). */
export interface CsvRecord {
  readonly line: number;
  readonly cells: readonly string[];
}

/**
 * Splits CSV text (RFC 4180: commas, double-quoted cells with "" for a quote, CRLF or LF) into
 * records. Blank lines are left out; a quoted cell may hold commas and line breaks.
 */
export function parseCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || (cells[0] ?? '').trim() !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  // A byte-order mark (Excel's UTF-8 export) is not part of the first header.
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      start = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
