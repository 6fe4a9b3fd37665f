import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
});

export const fileField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const avatarRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const error = style({ margin: 0, color: vars.color.criticalText });

export const success = style({ margin: 0, color: vars.color.positiveText });
