import { scaleBand, scalePoint } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import {
  bandScale,
  type ChartTone,
  estimateTextWidth,
  getLabelStride,
  getNextMarkIndex,
  getSeriesColor,
  linearScale,
  spreadLabels,
} from './chartScales.ts';

describe('linearScale', () => {
  it.each<[[number, number], [number, number], number, number]>([
    // A value axis: zero at the bottom (y grows down), the top of the domain at the top.
    [[0, 50], [200, 0], 0, 200],
    [[0, 50], [200, 0], 25, 100],
    [[0, 50], [200, 0], 50, 0],
    // Beyond the domain it carries on (a clipped bar, a line off the chart), as d3's does.
    [[0, 50], [200, 0], 60, -40],
    [[-20, 60], [0, 80], 0, 20],
    // An empty domain (one value) maps to the middle of the range.
    [[5, 5], [100, 20], 5, 60],
  ])('maps %j onto %j: %d to %d', (domain, range, value, expected) => {
    expect(linearScale(domain, range)(value)).toBeCloseTo(expected);
  });
});

describe('bandScale', () => {
  // The charts' own uses (bars, bars within a group, a line's points) and the edges: one
  // category, none, no width. Compared with d3-scale's band and point scales.
  it.each<[number, number, number, number]>([
    [12, 640, 0.3, 0.15],
    [1, 640, 0.3, 0.15],
    [3, 37.5, 0.1, 0],
    [1, 37.5, 0, 0],
    [12, 640, 1, 0.3],
    [1, 640, 1, 0.3],
    [2, 333, 1, 0.3],
    [0, 640, 0.3, 0.15],
    [5, 0, 0.3, 0.15],
  ])(
    '%d categories over %d px, inner %d, outer %d: as d3-scale places them',
    (count, width, inner, outer) => {
      const categories = Array.from({ length: count }, (_, index) => index);
      const d3 =
        inner === 1
          ? scalePoint<number>().domain(categories).range([0, width]).padding(outer)
          : scaleBand<number>()
              .domain(categories)
              .range([0, width])
              .paddingInner(inner)
              .paddingOuter(outer);
      const ours = bandScale(count, width, { inner, outer });
      expect(ours.step()).toBeCloseTo(d3.step(), 9);
      expect(ours.bandwidth()).toBeCloseTo(d3.bandwidth(), 9);
      for (const index of categories) expect(ours(index)).toBeCloseTo(d3(index) ?? Number.NaN, 9);
    },
  );
});

describe('estimateTextWidth', () => {
  it('grows with the text and the font size', () => {
    expect(estimateTextWidth('')).toBe(0);
    expect(estimateTextWidth('Revenue')).toBeGreaterThan(estimateTextWidth('Rev'));
    expect(estimateTextWidth('$48.3K', 24)).toBe(estimateTextWidth('$48.3K', 12) * 2);
    // Inter at 12 px: "$48.3K" is about 36 px wide.
    expect(estimateTextWidth('$48.3K')).toBeGreaterThan(30);
    expect(estimateTextWidth('$48.3K')).toBeLessThan(44);
  });
});

describe('getLabelStride', () => {
  it.each<[number, number, number]>([
    [30, 60, 1],
    [60, 60, 2],
    [60, 30, 3],
    [70, 20, 4],
    [30, 0, 1],
  ])('labels %i px wide every %i px: every %i', (width, step, expected) => {
    expect(getLabelStride(width, step)).toBe(expected);
  });
});

describe('spreadLabels', () => {
  it.each<[number[], number[]]>([
    // Far apart: untouched.
    [
      [10, 100],
      [10, 100],
    ],
    // Too close: the lower one moves down.
    [
      [50, 55],
      [50, 64],
    ],
    // Order of the input is kept in the output.
    [
      [55, 50],
      [64, 50],
    ],
    // Crowded at the bottom: pushed back up inside the range.
    [
      [195, 198, 200],
      [172, 186, 200],
    ],
    // Above the top: clamped.
    [
      [-5, 40],
      [0, 40],
    ],
  ])('spreadLabels(%j) is %j', (wanted, expected) => {
    expect(spreadLabels(wanted, 14, 0, 200)).toEqual(expected);
  });
});

describe('getNextMarkIndex', () => {
  it.each<[number, string, number, number | null]>([
    [0, 'ArrowRight', 5, 1],
    [4, 'ArrowRight', 5, 4],
    [2, 'ArrowDown', 5, 3],
    [0, 'ArrowLeft', 5, 0],
    [3, 'ArrowUp', 5, 2],
    [3, 'Home', 5, 0],
    [1, 'End', 5, 4],
    [1, 'Enter', 5, null],
    [0, 'ArrowRight', 0, null],
  ])('from %i, %s among %i is %s', (index, key, count, expected) => {
    expect(getNextMarkIndex(index, key, count)).toBe(expected);
  });
});

describe('getSeriesColor', () => {
  it.each<[number, ChartTone | undefined, string]>([
    [0, undefined, 'chart1'],
    [5, undefined, 'chart6'],
    [6, undefined, 'chart1'],
    [13, undefined, 'chart2'],
    [0, 'positive', 'positive'],
    [3, 'critical', 'critical'],
    [7, 'accent', 'accent'],
  ])('series %i with tone %s is %s', (index, tone, expected) => {
    expect(getSeriesColor(index, tone)).toBe(expected);
  });
});
