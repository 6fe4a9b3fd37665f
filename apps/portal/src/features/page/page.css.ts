import { text, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const title = text({ size: 'xxl', weight: 'semibold' });

/** Quieter text: a header's description, a note under a list. */
export const subtle = text({ tone: 'subtle' });

/** A small line of quieter text: a count, a hint under a form. */
export const note = style({
  margin: 0,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
});

export const sectionTitle = text({ size: 'lg', weight: 'semibold' });

/** A tab's column (Section): a <section> stacked as the design system's Stack. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

// Kept for the agency area's modules until they lay out with the design system's Stack,
// Toolbar and Columns (the portal's own pages no longer use them).

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const controls = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});
