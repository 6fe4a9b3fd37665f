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
});

/** The bulk bar's actions, in a row. */
export const bulkActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
