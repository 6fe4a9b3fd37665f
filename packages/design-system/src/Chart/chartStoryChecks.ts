// Stories only: checks that read what the browser drew.

/** The colour a mark is painted in: an SVG shape's fill, or an element's background. */
export function paintOf(element: Element): string {
  const style = getComputedStyle(element);
  return element instanceof SVGElement ? style.fill : style.backgroundColor;
}

/** The drawn category labels under a chart's plot (the axis text, not the value ticks). */
export function categoryLabels(plot: Element): SVGTextElement[] {
  return [...plot.querySelectorAll<SVGTextElement>('text')].filter(
    (text) => text.getAttribute('text-anchor') !== 'end' || text.hasAttribute('transform'),
  );
}

/**
 * Whether slanted labels (45°, each `translate(x, y) rotate(-45)`) stay clear of each other: two
 * parallel lines `dx` apart along the axis are `dx·sin 45°` apart across, at least a line of text.
 */
export function slantedLabelsClear(labels: readonly SVGTextElement[], lineHeight = 12): boolean {
  const xs = labels.map((label) =>
    Number(/translate\(([-\d.]+)/.exec(label.getAttribute('transform') ?? '')?.[1] ?? Number.NaN),
  );
  return xs.every(
    (x, index) => index === 0 || (x - (xs[index - 1] as number)) * Math.SQRT1_2 >= lineHeight,
  );
}
