import { breakpoints } from './breakpoints.ts';

/** Spec §9 layout constants in px, for JavaScript (virtualizer offsets, measurements). */
export const layout = {
  /** Header height from lg up. */
  headerHeight: 57,
  /** Header height on min, sm and md screens. */
  headerHeightCompact: 45,
  sideNavWidth: 192,
  searchMaxWidth: 700,
  /** The header is compact below this width. */
  headerCompactBelow: breakpoints.lg,
} as const;
