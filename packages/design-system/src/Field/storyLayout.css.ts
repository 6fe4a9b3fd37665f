import { style } from '@vanilla-extract/css';

// Stories only (never exported from the package): a form-like column, so fields of every kind
// show at one realistic width instead of their content's.
export const storyColumn = style({ width: 280 });
export const storyWide = style({ width: 560 });
