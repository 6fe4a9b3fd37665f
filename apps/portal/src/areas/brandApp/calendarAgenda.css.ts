import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const agenda = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const period = style({
  margin: 0,
  minWidth: '5ch',
  textAlign: 'center',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const viewToggle = style({ marginInlineStart: 'auto' });

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const days = style({ listStyle: 'none', margin: 0, padding: 0 });

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const events = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const event = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
