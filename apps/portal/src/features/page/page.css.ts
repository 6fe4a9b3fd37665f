import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.xxl,
  fontWeight: vars.font.weight.semibold,
});

/** Quieter text: a header's description, a note under a list. */
export const subtle = style({
  margin: 0,
  color: vars.color.textSubtle,
});

/** A small line of quieter text: a count, a hint under a form. */
export const note = style({
  margin: 0,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/**
 * A row with its heading or lead on the left and its controls on the right, all level with their
 * last line (a section's header, a list's title and filters).
 */
export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const sectionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});

/** A row of controls (filters, a month picker) that wraps, level with their fields' bottoms. */
export const controls = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

/** Cards side by side where they fit (420 px each at the least), one below the other where not. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});
