import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

// A native file input and its message: React Aria has no file field that is a form control.

export const fieldError = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.criticalText,
});

export const fileInput = style({
  fontSize: vars.font.size.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
