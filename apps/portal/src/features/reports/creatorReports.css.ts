import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

// The agency's creator record still reads these two here; they are features/page's and lists' own.
export { markedName as inline } from '../lists/cells.css.ts';
export { section } from '../page/page.css.ts';

export const platformMark = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  fill: 'currentColor',
  verticalAlign: 'middle',
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const detailTerm = style({
  color: vars.color.textSubtle,
});

export const detailValue = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
