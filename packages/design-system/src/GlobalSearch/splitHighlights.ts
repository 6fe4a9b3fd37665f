/** A stretch of matched text, as the search API's `matches_position` gives it. */
export interface HighlightRange {
  /** Index of the first matched character. */
  start: number;
  /** Number of matched characters. */
  length: number;
}

/** One piece of a name: matched pieces are drawn highlighted. */
export interface HighlightSegment {
  /** The piece of the name. */
  text: string;
  /** Whether it matched the query (drawn highlighted). */
  isMatch: boolean;
}

/**
 * Cuts `text` into plain and matched pieces. Ranges may come unsorted, overlapping, empty or
 * running past the end: they are clipped and merged, so the pieces always join back to `text`.
 */
export function splitHighlights(
  text: string,
  ranges: readonly HighlightRange[] | null | undefined,
): HighlightSegment[] {
  const spans = (ranges ?? [])
    .map(
      ({ start, length }) => [Math.max(0, start), Math.min(text.length, start + length)] as const,
    )
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);

  const merged: Array<[number, number]> = [];
  for (const [from, to] of spans) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }

  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const [from, to] of merged) {
    if (from > cursor) segments.push({ text: text.slice(cursor, from), isMatch: false });
    segments.push({ text: text.slice(from, to), isMatch: true });
    cursor = to;
  }
  if (cursor < text.length || segments.length === 0) {
    segments.push({ text: text.slice(cursor), isMatch: false });
  }
  return segments;
}
