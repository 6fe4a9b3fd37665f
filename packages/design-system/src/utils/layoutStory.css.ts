import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

// Stories of the layout components only (never exported from the package): placeholder blocks to
// show the space between them, and containers of fixed widths to show wrapping.

export const storyBox = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutralSoft,
  color: vars.color.neutralText,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  whiteSpace: 'nowrap',
});

/** A taller block, to show vertical alignment. */
export const storyBoxTall = style({ paddingBlock: vars.space.xl });

/** A phone's width, less the page's padding. */
export const storyNarrow = style({ width: 320 });

/** A page's content column on a laptop. */
export const storyWide = style({ width: 760 });
