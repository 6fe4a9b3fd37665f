import { describe, expect, it } from 'vitest';
import {
  parseSalesActivityCsv,
  SALES_ACTIVITY_MAX_ROWS,
  SALES_ACTIVITY_TEMPLATE,
  type SalesActivityCheck,
} from './parseSalesActivityCsv.ts';

const TODAY = '2026-11-27';
const HEADER = 'date,creator,metric,value\n';

describe('parseSalesActivityCsv', () => {
  it.each<[string, string, string]>([
    [
      'a day not written yyyy-MM-dd',
      '11/02/2026,Jane,clicks,1',
      'The date "11/02/2026" is not a day written yyyy-MM-dd.',
    ],
    [
      'a day that does not exist',
      '2026-02-30,Jane,clicks,1',
      'The date "2026-02-30" is not a day written yyyy-MM-dd.',
    ],
    ['a day to come', '2026-11-28,Jane,clicks,1', 'The date 2026-11-28 is in the future.'],
    ['no creator', '2026-11-02, ,clicks,1', 'The creator is missing.'],
    [
      'a long creator',
      `2026-11-02,${'x'.repeat(256)},clicks,1`,
      'The creator is longer than 255 characters.',
    ],
    [
      'an unknown metric',
      '2026-11-02,Jane,views,1',
      'The metric "views" is not one of clicks, conversions, revenue.',
    ],
    ['a value that is no number', '2026-11-02,Jane,clicks,12k', 'The value "12k" is not a number.'],
    ['an empty value', '2026-11-02,Jane,clicks,', 'The value "" is not a number.'],
    ['a missing cell', '2026-11-02,Jane,clicks', 'The value "" is not a number.'],
    ['a negative value', '2026-11-02,Jane,revenue,-5', 'The value is negative.'],
    [
      'a fraction of clicks',
      '2026-11-02,Jane,clicks,1.5',
      'The clicks value is not a whole number.',
    ],
    [
      'a fraction of conversions',
      '2026-11-02,Jane,conversions,0.5',
      'The conversions value is not a whole number.',
    ],
    [
      'revenue past the cent',
      '2026-11-02,Jane,revenue,10.005',
      'The revenue has more than two decimals.',
    ],
  ])('refuses %s', (_case, row, reason) => {
    expect(parseSalesActivityCsv(`${HEADER}${row}\n`, TODAY)).toEqual({
      ok: true,
      accepted: [],
      refused: [{ line: 2, reason }],
    });
  });

  it.each<[string, string, SalesActivityCheck]>([
    [
      'each row with its line, a bad one refused between good ones',
      `${HEADER}2026-11-02,Jane Doe,clicks,1200\n2026-11-02,Jane Doe,likes,3\n\n2026-11-03,"Doe, Jane",Revenue,1499.9\n`,
      {
        ok: true,
        accepted: [
          { line: 2, date: '2026-11-02', creator: 'Jane Doe', metric: 'clicks', value: 1200 },
          { line: 5, date: '2026-11-03', creator: 'Doe, Jane', metric: 'revenue', value: 1499.9 },
        ],
        refused: [
          { line: 3, reason: 'The metric "likes" is not one of clicks, conversions, revenue.' },
        ],
      },
    ],
    [
      'columns in any order and case, extra ones ignored, today taken',
      'Value,Metric,Note,Creator,Date\r\n0,conversions,hi,Jane,2026-11-27\r\n',
      {
        ok: true,
        accepted: [
          { line: 2, date: '2026-11-27', creator: 'Jane', metric: 'conversions', value: 0 },
        ],
        refused: [],
      },
    ],
    ['an empty file', '', { ok: false, error: 'The file is empty.' }],
    [
      'a header without a column',
      'date,creator,value\n2026-11-02,Jane,1\n',
      {
        ok: false,
        error:
          'The first line must name the columns date, creator, metric, value; missing: metric.',
      },
    ],
    ['a header alone', HEADER, { ok: false, error: 'The file has no rows under its header.' }],
    [
      'too many rows',
      HEADER + '2026-11-02,Jane,clicks,1\n'.repeat(SALES_ACTIVITY_MAX_ROWS + 1),
      { ok: false, error: 'The file has 10001 rows; one import takes at most 10000.' },
    ],
  ])('checks %s', (_case, text, check) => {
    expect(parseSalesActivityCsv(text, TODAY)).toEqual(check);
  });

  it('takes every row of the template', () => {
    const check = parseSalesActivityCsv(SALES_ACTIVITY_TEMPLATE, TODAY);
    expect(check.ok && check.accepted.length === 3 && check.refused.length === 0).toBe(true);
  });
});
