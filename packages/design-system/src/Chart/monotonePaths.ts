// The line and area charts' curves: d3-shape's curveMonotoneX (Steffen's method: it never
// overshoots a value), drawn to the same path strings. d3-shape ships as one module, so a page
// with a sparkline carried its pies, arcs, stacks and every curve with it (5.5 KB gzipped).

/** A point of a series, or null where its value is missing (the line breaks there). */
export type CurvePoint = readonly [x: number, y: number] | null;

const sign = (value: number) => (value < 0 ? -1 : 1);

/** A coordinate as d3-shape writes it: to 3 decimals (its default `digits`). */
const at = (value: number) => Math.round(value * 1000) / 1000;

/** d3-shape's MonotoneX curve, writing path commands as d3-path does for it. */
class MonotoneX {
  path = '';
  // 0 while an area draws its top line, 1 its bottom line (closed then); NaN for a line.
  private line = Number.NaN;
  private point = 0;
  private x0 = Number.NaN;
  private y0 = Number.NaN;
  private x1 = Number.NaN;
  private y1 = Number.NaN;
  private t0 = Number.NaN;

  areaStart() {
    this.line = 0;
  }

  areaEnd() {
    this.line = Number.NaN;
  }

  lineStart() {
    this.x0 = this.x1 = this.y0 = this.y1 = this.t0 = Number.NaN;
    this.point = 0;
  }

  lineEnd() {
    if (this.point === 2) this.path += `L${at(this.x1)},${at(this.y1)}`;
    else if (this.point === 3) this.curveTo(this.t0, this.slope2(this.t0));
    if (this.line || (this.line !== 0 && this.point === 1)) this.path += 'Z';
    this.line = 1 - this.line;
  }

  add(x: number, y: number) {
    let t1 = Number.NaN;
    if (x === this.x1 && y === this.y1) return; // a coincident point adds nothing
    if (this.point === 0) {
      this.point = 1;
      this.path += `${this.line ? 'L' : 'M'}${at(x)},${at(y)}`;
    } else if (this.point === 1) {
      this.point = 2;
    } else if (this.point === 2) {
      this.point = 3;
      t1 = this.slope3(x, y);
      this.curveTo(this.slope2(t1), t1);
    } else {
      t1 = this.slope3(x, y);
      this.curveTo(this.t0, t1);
    }
    this.x0 = this.x1;
    this.x1 = x;
    this.y0 = this.y1;
    this.y1 = y;
    this.t0 = t1;
  }

  /** The tangent's slope at the middle point of three (Steffen). */
  private slope3(x2: number, y2: number) {
    const h0 = this.x1 - this.x0;
    const h1 = x2 - this.x1;
    // As d3: a zero width divides by ±0, so the slope is ±Infinity with the other side's sign.
    const s0 = (this.y1 - this.y0) / (h0 || (h1 < 0 ? -0 : 0));
    const s1 = (y2 - this.y1) / (h1 || (h0 < 0 ? -0 : 0));
    const p = (s0 * h1 + s1 * h0) / (h0 + h1);
    return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
  }

  /** The slope at an end, from the one-sided difference and the neighbour's tangent. */
  private slope2(t: number) {
    const h = this.x1 - this.x0;
    return h ? ((3 * (this.y1 - this.y0)) / h - t) / 2 : t;
  }

  private curveTo(t0: number, t1: number) {
    const { x0, y0, x1, y1 } = this;
    const dx = (x1 - x0) / 3;
    this.path += `C${at(x0 + dx)},${at(y0 + dx * t0)},${at(x1 - dx)},${at(y1 - dx * t1)},${at(x1)},${at(y1)}`;
  }
}

/** The SVG path of a monotone line through the points, broken at nulls; null when none is there. */
export function monotoneLine(points: readonly CurvePoint[]): string | null {
  const curve = new MonotoneX();
  let drawing = false;
  for (const point of points) {
    if ((point !== null) !== drawing) {
      drawing = !drawing;
      if (drawing) curve.lineStart();
      else curve.lineEnd();
    }
    if (point !== null) curve.add(point[0], point[1]);
  }
  if (drawing) curve.lineEnd();
  return curve.path || null;
}

/**
 * The SVG path of the area between a monotone line through the points and a horizontal baseline
 * at `baseline`, one closed shape per run of points between nulls; null when none is there.
 */
export function monotoneArea(points: readonly CurvePoint[], baseline: number): string | null {
  const curve = new MonotoneX();
  let start = -1;
  const close = (end: number) => {
    curve.lineEnd();
    curve.lineStart();
    for (let index = end - 1; index >= start; index -= 1) {
      const x = points[index]?.[0];
      if (x !== undefined) curve.add(x, baseline);
    }
    curve.lineEnd();
    curve.areaEnd();
  };
  points.forEach((point, index) => {
    if (point === null) {
      if (start !== -1) close(index);
      start = -1;
      return;
    }
    if (start === -1) {
      start = index;
      curve.areaStart();
      curve.lineStart();
    }
    curve.add(point[0], point[1]);
  });
  if (start !== -1) close(points.length);
  return curve.path || null;
}
