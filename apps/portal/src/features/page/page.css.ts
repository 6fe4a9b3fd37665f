import { text, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const title = text({ size: 'xxl', weight: 'semibold' });

// Figures 180 px or wider, and never fewer than two to a row: a phone shows them in pairs.
export const figures = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(180px, calc((100% - ${vars.space.md}) / 2)), 1fr))`,
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

/**
 * The panel under a compact tab row (a record's, a section's): 12 px under it, so content starts
 * within 160 px of the top at desktop width (page anatomy). Doubled with the marker to outrank
 * the DS panel's gap.
 */
export const compactPanel = style({
  selectors: { '&[data-page-content]': { paddingBlockStart: vars.space.md } },
});

/**
 * A section's header line (PageHeader `line`): the title, what the section is for beside it, the
 * actions on the right, in a 40 px band like a record's header; on narrow screens it wraps.
 */
export const headerLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  minHeight: 40,
  minWidth: 0,
});

export const lineTitle = style([
  text({ size: 'xl', weight: 'semibold' }),
  { margin: 0, whiteSpace: 'nowrap' },
]);

/** Takes the rest of the line, or a line of its own when less than 16 rem is left. */
export const lineDescription = style({ flex: '1 1 16rem', minWidth: 0 });

/** On the right of the line, wherever the description ends. */
export const lineActions = style({
  display: 'flex',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

/** A record section's actions (its PageHeader inside a record): on the right of the first row. */
export const recordSectionActions = style({ display: 'flex', justifyContent: 'flex-end' });
