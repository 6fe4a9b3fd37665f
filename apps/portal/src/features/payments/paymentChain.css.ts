import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const filters = style({ padding: vars.space.lg, paddingBottom: vars.space.md });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
