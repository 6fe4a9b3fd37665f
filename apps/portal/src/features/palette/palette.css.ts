import { mediaBelow, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The command palette button's shortcut hint: from sm up, where the header has room. */
export const paletteShortcut = style({
  fontFamily: 'inherit',
  fontSize: vars.font.size.xs,
  color: vars.color.textSubtle,
  '@media': { [mediaBelow.sm]: { display: 'none' } },
});
