import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The filters above a list: they wrap on narrow screens, aligned on their fields' bottoms. */
export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const filterField = style({
  minWidth: 160,
  maxWidth: 240,
});

export const searchField = style({
  minWidth: 220,
  flex: '1 1 220px',
  maxWidth: 360,
});
