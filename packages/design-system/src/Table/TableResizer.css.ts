import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The grab handle at a header's end edge; its line shows on hover, focus and while dragging. */
export const resizer = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  insetInlineEnd: 0,
  zIndex: 1,
  width: vars.space.sm,
  cursor: 'col-resize',
  touchAction: 'none',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    top: vars.space.xs,
    bottom: vars.space.xs,
    insetInlineEnd: 0,
    width: 1,
    backgroundColor: vars.color.border,
  },
  selectors: {
    '&:hover::after, &[data-resizing]::after': {
      width: 2,
      backgroundColor: vars.color.accent,
    },
    '&:focus-visible::after': {
      top: 0,
      bottom: 0,
      width: 3,
      backgroundColor: vars.color.focusRing,
    },
  },
});
