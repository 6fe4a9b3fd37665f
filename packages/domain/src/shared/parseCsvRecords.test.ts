import { describe, expect, it } from 'vitest';
import { type CsvRecord, parseCsvRecords } from './parseCsvRecords.ts';

describe('parseCsvRecords', () => {
  it.each<[string, string, CsvRecord[]]>([
    ['nothing', '', []],
    ['one line', 'a,b', [{ line: 1, cells: ['a', 'b'] }]],
    [
      'LF and CRLF, a last line without a break',
      'a,b\r\nc,d\ne,f',
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['c', 'd'] },
        { line: 3, cells: ['e', 'f'] },
      ],
    ],
    [
      'blank lines left out, line numbers kept',
      'a\n\n  \nb\n',
      [
        { line: 1, cells: ['a'] },
        { line: 4, cells: ['b'] },
      ],
    ],
    ['empty cells kept', 'a,,', [{ line: 1, cells: ['a', '', ''] }]],
    [
      'quoted commas, quotes and line breaks',
      '"x, y","say ""hi""","two\nlines"\nnext',
      [
        { line: 1, cells: ['x, y', 'say "hi"', 'two\nlines'] },
        { line: 3, cells: ['next'] },
      ],
    ],
    [
      "a byte-order mark isn't a character of the header",
      '\uFEFFdate',
      [{ line: 1, cells: ['date'] }],
    ],
  ])('%s', (_case, text, records) => {
    expect(parseCsvRecords(text)).toEqual(records);
  });
});
