import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const detailTerm = style({ color: vars.color.textSubtle });

export const detailValue = style({ margin: 0 });

/** A dt/dd pair's wrapper that leaves the pair in the dl's grid. */
export const detailRow = style({ display: 'contents' });

export const fieldError = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.criticalText,
});

export const fileInput = style({
  fontSize: vars.font.size.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const assigneeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
});
