import type { MatchPosition } from '../model/SearchResult.ts';

/** A run of text, marked when the search matched it. */
export interface HighlightSegment {
  readonly text: string;
  readonly match: boolean;
}

/** Splits a text into plain and matched runs; bad positions are clamped, merged or dropped. */
export function getHighlightSegments(
  text: string,
  matches: readonly MatchPosition[] = [],
): HighlightSegment[] {
  // Clamped to the text and widened over surrogate pairs, so no emoji is cut in half.
  const ranges = matches
    .filter(
      ({ start, length }) => Number.isInteger(start) && Number.isInteger(length) && length > 0,
    )
    .map(({ start, length }): [number, number] => [
      widenStart(text, clamp(start, text.length)),
      widenEnd(text, clamp(start + length, text.length)),
    ])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);

  // Overlapping and touching runs merge, so no two neighbouring segments are both matches.
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last !== undefined && start <= last[1]) {
      last[1] = Math.max(last[1], end);
    } else {
      merged.push([start, end]);
    }
  }

  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) {
      segments.push({ text: text.slice(cursor, start), match: false });
    }
    segments.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) {
    segments.push({ text: text.slice(cursor), match: false });
  }
  return segments;
}

function clamp(index: number, length: number): number {
  return Math.min(Math.max(index, 0), length);
}

function isSplitPair(text: string, index: number): boolean {
  const before = text.charCodeAt(index - 1);
  const after = text.charCodeAt(index);
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
}

function widenStart(text: string, index: number): number {
  return isSplitPair(text, index) ? index - 1 : index;
}

function widenEnd(text: string, index: number): number {
  return isSplitPair(text, index) ? index + 1 : index;
}
