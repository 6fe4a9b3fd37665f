import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const subtle = style({
  margin: 0,
  color: vars.color.textSubtle,
});
