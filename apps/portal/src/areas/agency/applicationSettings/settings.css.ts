import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const subtle = style({
  margin: 0,
  color: vars.color.textSubtle,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const tags = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'nowrap',
  overflow: 'hidden',
});
