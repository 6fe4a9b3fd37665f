import { vars } from '@airtime/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// A picture beside its text, as in a table's name cell.
export { nameCell } from '../../features/lists/cells.css.ts';
// Page parts every app draws alike.
// The names features/reports still reads this module by, until it takes them from features/page.
export {
  columns,
  columns as grid,
  controls,
  controls as filters,
  note,
  note as count,
  section,
  sectionTitle,
  toolbar,
} from '../../features/page/page.css.ts';

export const subtle = style({
  color: vars.color.textSubtle,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const rowActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const rowError = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.criticalText,
  fontSize: vars.font.size.sm,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textSubtle });
globalStyle(`${facts} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
