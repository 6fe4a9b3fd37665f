import { describe, expect, it } from 'vitest';
import {
  type ChartLabelFormat,
  type ChartValueFormat,
  formatChartLabel,
  formatChartValue,
  toChartNumber,
} from './chartFormat.ts';

describe('formatChartValue', () => {
  it.each<[number | null | undefined, ChartValueFormat, boolean, string]>([
    [48250, 'money', false, '$48,250'],
    [48250, 'money', true, '$48.3K'],
    [1_250_000, 'money', true, '$1.3M'],
    [0, 'money', true, '$0'],
    [12345, 'number', false, '12,345'],
    [12345, 'number', true, '12.3K'],
    [999, 'number', true, '999'],
    [0.125, 'percent', false, '13%'],
    [0.125, 'percent', true, '13%'],
    [null, 'money', false, '—'],
    [undefined, 'number', true, '—'],
    [Number.NaN, 'number', false, '—'],
    [3, (value) => `${value} h`, false, '3 h'],
  ])('formatChartValue(%s, %s, compact %s) is %s', (value, format, compact, expected) => {
    expect(formatChartValue(value, format, compact)).toBe(expected);
  });
});

describe('formatChartLabel', () => {
  it.each<[string, ChartLabelFormat, 'tick' | 'full', string]>([
    ['Aired', 'text', 'tick', 'Aired'],
    ['2024-03-01', 'month', 'tick', '3/24'],
    ['2024-03-01', 'month', 'full', '3/24'],
    ['2024-03-04', 'week', 'tick', '03/04/2024'],
    ['2024-03-04', 'week', 'full', 'Week of 03/04/24'],
    ['2024-03-05', 'date', 'tick', '03/05/2024'],
    ['2024-03-05', 'date', 'full', 'Mar 05, 2024'],
    ['q1', (value) => value.toUpperCase(), 'tick', 'Q1'],
  ])('formatChartLabel(%s, %s, %s) is %s', (value, format, length, expected) => {
    expect(formatChartLabel(value, format, length)).toBe(expected);
  });
});

describe('toChartNumber', () => {
  it.each<[unknown, number | null]>([
    [12, 12],
    ['1234.50', 1234.5],
    ['', null],
    ['  ', null],
    ['abc', null],
    [null, null],
    [undefined, null],
    [Number.POSITIVE_INFINITY, null],
  ])('toChartNumber(%j) is %s', (value, expected) => {
    expect(toChartNumber(value)).toBe(expected);
  });
});
