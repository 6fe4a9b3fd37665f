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
 * A record's sections panel: 12 px under the compact tab row, so content starts within 160 px of
 * the top at desktop width (page anatomy). Doubled with the marker to outrank the DS panel's gap.
 */
export const recordPanel = style({
  selectors: { '&[data-page-content]': { paddingBlockStart: vars.space.md } },
});

/** A record section's actions (its PageHeader inside a record): on the right of the first row. */
export const recordSectionActions = style({ display: 'flex', justifyContent: 'flex-end' });
