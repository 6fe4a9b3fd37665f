import { area, curveMonotoneX, line } from 'd3-shape';
import { describe, expect, it } from 'vitest';
import { type CurvePoint, monotoneArea, monotoneLine } from './monotonePaths.ts';

// The curves must draw exactly what d3-shape's curveMonotoneX drew before (the charts' screenshots
// hold it too): the same path, command for command, for every shape of data.

const d3Line = line<CurvePoint>()
  .defined((point) => point !== null)
  .x((point) => point?.[0] ?? 0)
  .y((point) => point?.[1] ?? 0)
  .curve(curveMonotoneX);

const d3Area = (baseline: number) =>
  area<CurvePoint>()
    .defined((point) => point !== null)
    .x((point) => point?.[0] ?? 0)
    .y0(baseline)
    .y1((point) => point?.[1] ?? 0)
    .curve(curveMonotoneX);

/** Evenly spaced points for the values (null where missing), as the charts place them. */
const spaced = (...values: (number | null)[]): CurvePoint[] =>
  values.map((value, index) => (value === null ? null : [3 + index * 27.25, value]));

const CASES: [string, CurvePoint[]][] = [
  ['no points', []],
  ['only missing values', spaced(null, null)],
  ['one point', spaced(12)],
  ['two points', spaced(12, 30)],
  ['three points', spaced(12, 30, 5)],
  ['a rising series', spaced(1, 2, 4, 8, 16, 32)],
  ['a flat series', spaced(9, 9, 9, 9)],
  ['peaks and troughs', spaced(29, 3, 29, 3.5, 17.25, 17.25, 0.125)],
  ['a gap in the middle', spaced(5, 9, null, 14, 2, 8)],
  ['lone points between gaps', spaced(5, null, 7, null, null, 3, 4)],
  ['gaps at both ends', spaced(null, 4, 6, 1, null)],
  [
    'coincident points',
    [
      [0, 5],
      [0, 5],
      [10, 8],
      [10, 8],
      [20, 1],
    ],
  ],
  [
    'two points at one x',
    [
      [0, 5],
      [10, 8],
      [10, 2],
      [20, 4],
    ],
  ],
  ['awkward decimals', spaced(0.1, 0.2, 0.30000000000000004, 1e-7, 123456.789)],
];

describe('monotoneLine', () => {
  it.each(CASES)('draws d3-shape’s curve for %s', (_, points) => {
    expect(monotoneLine(points)).toBe(d3Line(points));
  });
});

describe('monotoneArea', () => {
  it.each(CASES)('draws d3-shape’s area for %s', (_, points) => {
    expect(monotoneArea(points, 32)).toBe(d3Area(32)(points));
    expect(monotoneArea(points, 0)).toBe(d3Area(0)(points));
  });
});
