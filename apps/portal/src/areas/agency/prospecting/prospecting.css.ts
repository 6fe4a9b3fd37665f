import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const subtle = style({
  margin: 0,
  color: vars.color.textSubtle,
});
