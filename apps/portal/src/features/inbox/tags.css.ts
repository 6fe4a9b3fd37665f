import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The composer's or editor's tags: the chosen chips, then the field that finds more. */
export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const search = style({
  flex: '1 1 240px',
  minWidth: 0,
  maxWidth: 360,
});

export const limit = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

/** A message's tags: a quiet row of chips under its text, each the record's page. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: `${vars.space.xxs} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: 240,
  height: 22,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const chipLink = style({
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
