import { style } from '@vanilla-extract/css';

export const filterField = style({
  minWidth: 160,
  maxWidth: 240,
});

export const searchField = style({
  minWidth: 220,
  flex: '1 1 220px',
  maxWidth: 360,
});
