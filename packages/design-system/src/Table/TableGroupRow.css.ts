import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { bodyRow, cards, cell } from './Table.css.ts';

/** A group's header row: a band across the table, its text kept in view when scrolled sideways. */
export const groupRow = style([
  bodyRow,
  {
    display: 'block',
    backgroundColor: vars.color.background,
    borderBottomColor: vars.color.borderStrong,
  },
]);

export const groupCell = style([
  cell,
  {
    position: 'sticky',
    insetInlineStart: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: '100cqi',
  },
]);

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const groupCount = style({
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
});

export const groupToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.accentText,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.5,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

// A row with a tone: a bar at its start (the row's words say why: never colour alone).
globalStyle(`${bodyRow}[data-tone="critical"] > :first-child`, {
  boxShadow: `inset 3px 0 0 ${vars.color.critical}`,
});
globalStyle(`${bodyRow}[data-tone="warning"] > :first-child`, {
  boxShadow: `inset 3px 0 0 ${vars.color.warning}`,
});

// In a phone's cards the header is a band in the flow between the cards, its title free to wrap.
globalStyle(`${cards} ${groupRow}`, { paddingBlock: vars.space.xs, paddingInline: 0 });
globalStyle(`${cards} ${groupCell}`, { position: 'static', maxWidth: 'none', flexWrap: 'wrap' });
