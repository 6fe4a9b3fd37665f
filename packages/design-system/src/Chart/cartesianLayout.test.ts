import { describe, expect, it } from 'vitest';
import { getCartesianLayout } from './cartesianLayout.ts';

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
