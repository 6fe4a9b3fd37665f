/** Spec §9: a text input is never shorter than 32 px, one line of text. */
export const TEXT_AREA_MIN_HEIGHT = 32;
/** Spec §9: the box rests at 52 px (two lines) and grows with its content above that. */
export const TEXT_AREA_GROW_THRESHOLD = 52;
/** One line of body text (`font.lineHeight.md`). */
export const TEXT_AREA_LINE_HEIGHT = 20;
/** Padding and border, top and bottom together: 32 px for one line, 52 px for two. */
const CHROME = TEXT_AREA_MIN_HEIGHT - TEXT_AREA_LINE_HEIGHT;

/** The outer height of a box showing `rows` lines: 1 → 32, 2 → 52, 3 → 72. */
export function getRowsHeight(rows: number): number {
  return Math.max(1, Math.floor(rows)) * TEXT_AREA_LINE_HEIGHT + CHROME;
}

export interface TextAreaHeightOptions {
  /** Lines shown when empty; the box rests there and grows above it. 2 lines is 52 px. */
  minRows?: number;
  /** Lines shown at most; past them the text scrolls. */
  maxRows?: number;
}

export interface TextAreaHeight {
  /** Outer height in px to give the box. */
  height: number;
  /** The content is taller than the box: let it scroll. */
  isOverflowing: boolean;
}

/** The outer heights in px the box stays between: `minRows` (never under 32 px) to `maxRows`. */
export function getTextAreaHeightRange({ minRows = 2, maxRows = 10 }: TextAreaHeightOptions = {}): {
  min: number;
  max: number;
} {
  const min = Math.max(TEXT_AREA_MIN_HEIGHT, getRowsHeight(minRows));
  return { min, max: Math.max(min, getRowsHeight(maxRows)) };
}

/**
 * The height of an auto-growing text area whose content measures `contentHeight` px (its
 * scrollHeight plus borders): at rest `minRows` tall (52 px by default, never under 32 px),
 * following the content above that, up to `maxRows`.
 */
export function getTextAreaHeight(
  contentHeight: number,
  rows: TextAreaHeightOptions = {},
): TextAreaHeight {
  const { min, max } = getTextAreaHeightRange(rows);
  const content = Number.isFinite(contentHeight) ? Math.ceil(contentHeight) : min;
  return { height: Math.min(Math.max(content, min), max), isOverflowing: content > max };
}
