import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

// Page parts and form layouts every app draws alike.
export { compactForm, formActions } from '../../../features/forms/form.css.ts';
export { columns, controls, note, section, toolbar } from '../../../features/page/page.css.ts';

export const brandIdentity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const brandName = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.semibold,
});

export const brandMeta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  color: vars.color.textSubtle,
});

export const brandHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const changes = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textSubtle,
});

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
