import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const emails = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const email = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const emailActions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
