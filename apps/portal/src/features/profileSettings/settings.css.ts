import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const fileField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const error = style({ margin: 0, color: vars.color.criticalText });

export const success = style({ margin: 0, color: vars.color.positiveText });
