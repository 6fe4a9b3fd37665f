import { describe, expect, it } from 'vitest';
import {
  type CategoryAxisLayout,
  getCartesianLayout,
  getCategoryAxisLayout,
  truncateLabel,
} from './cartesianLayout.ts';

describe('getCartesianLayout', () => {
  it.each<[string, number[], 'money' | 'number' | 'percent', string[]]>([
    [
      'money, compact ticks',
      [48250, 81500],
      'money',
      ['$0', '$20.0K', '$40.0K', '$60.0K', '$80.0K', '$100.0K'],
    ],
    ['small counts, whole ticks only', [1, 3], 'number', ['0', '1', '2', '3']],
    ['ratios as percentages', [0.12, 0.38], 'percent', ['0%', '10%', '20%', '30%', '40%']],
  ])('%s', (_case, values, valueFormat, ticks) => {
    const layout = getCartesianLayout({ width: 640, height: 240, values, valueFormat });
    expect(layout.ticks.map(layout.formatTick)).toEqual(ticks);
    // Zero sits on the plot's bottom, the top tick on its top.
    expect(layout.y(0)).toBe(layout.innerHeight);
    expect(layout.y(layout.ticks.at(-1) ?? 0)).toBe(0);
    expect(layout.innerWidth).toBe(640 - layout.margin.left - layout.margin.right);
  });

  it('makes room on the left for the widest tick and on the right when asked', () => {
    const narrow = getCartesianLayout({
      width: 640,
      height: 240,
      values: [3],
      valueFormat: 'number',
    });
    const wide = getCartesianLayout({
      width: 640,
      height: 240,
      values: [81500],
      valueFormat: 'money',
      right: 90,
    });
    expect(wide.margin.left).toBeGreaterThan(narrow.margin.left);
    expect(wide.margin.right).toBe(90);
    expect(wide.innerWidth).toBeLessThan(narrow.innerWidth);
  });

  it('never goes negative in a tiny container', () => {
    const layout = getCartesianLayout({
      width: 10,
      height: 20,
      values: [5],
      valueFormat: 'number',
    });
    expect(layout.innerWidth).toBe(0);
    expect(layout.innerHeight).toBe(0);
  });
});

describe('getCategoryAxisLayout', () => {
  const names = ['The Juvenile Stock Club · The Juvenile Stock Club on X', 'Natural Monster Lab'];
  it.each<[string, readonly string[], number, boolean, Partial<CategoryAxisLayout>]>([
    ['short labels lie flat, every one', ['Jan', 'Feb'], 80, false, { stride: 1, rotated: false }],
    ['short names lie flat too', ['Ada', 'Bo'], 80, true, { stride: 1, rotated: false }],
    [
      'a crowded sequence thins out',
      ['2024-01-01', '2024-02-01'],
      30,
      false,
      { rotated: false, stride: 3 },
    ],
    ['wide names stay flat, shortened', names, 120, true, { rotated: false, maxLabelWidth: 112 }],
    ['crowded names slant, every one kept', names, 60, true, { rotated: true, stride: 1 }],
    ['slanted names thin out only when lines touch', names, 10, true, { rotated: true, stride: 3 }],
  ])('%s', (_case, labels, step, nominal, expected) => {
    expect(getCategoryAxisLayout(labels, step, nominal, 240)).toMatchObject(expected);
  });

  it('shortens slanted names and makes room for them under the plot', () => {
    const axis = getCategoryAxisLayout(names, 60, true, 240);
    expect(axis.maxLabelWidth).toBeLessThanOrEqual(132);
    expect(axis.height).toBeGreaterThan(28);
    // The plot keeps at least half of the chart.
    expect(axis.height).toBeLessThanOrEqual(120);
    const short = getCategoryAxisLayout(names, 60, true, 120);
    expect(short.height).toBeLessThanOrEqual(60);
  });

  it('a layout given categories makes the plot shorter by the labels’ room', () => {
    const layout = getCartesianLayout({
      width: 360,
      height: 240,
      values: [3],
      valueFormat: 'number',
      categories: { labels: names, nominal: true, stepOf: (width) => width / 6 },
    });
    expect(layout.categoryAxis.rotated).toBe(true);
    expect(layout.margin.bottom).toBe(layout.categoryAxis.height);
    expect(layout.innerHeight).toBe(240 - layout.margin.top - layout.margin.bottom);
  });
});

describe('truncateLabel', () => {
  it.each<[string, number, string]>([
    ['Natural Monster Lab', 200, 'Natural Monster Lab'],
    ['Natural Monster Lab', 60, 'Natural…'],
    ['The Quarrelsome Necklace Show', 100, 'The Quarrelsom…'],
  ])('"%s" in %i px reads "%s"', (label, width, expected) => {
    expect(truncateLabel(label, width)).toBe(expected);
  });
});
