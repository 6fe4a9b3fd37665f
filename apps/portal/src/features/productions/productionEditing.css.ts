import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** A cell's editor button: the cell's content, a touch of padding, as wide as the cell allows. */
export const editTrigger = style({
  maxWidth: '100%',
  minHeight: 0,
  height: 'auto',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  justifyContent: 'flex-start',
  overflow: 'hidden',
  fontWeight: 'inherit',
  selectors: {
    // A phone's card ends its values at the line's end: no pull past it (the negative margin
    // would shrink the button under its own text), the text's end where the other values end.
    '[data-layout="cards"] &': { marginInline: 0, paddingInlineEnd: 0 },
  },
});

/** The bulk bar's actions, in a row. */
export const bulkActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
