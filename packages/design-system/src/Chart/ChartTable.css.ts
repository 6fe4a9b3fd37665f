import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { plotHeight } from './Chart.css.ts';

/** The visible table view: as tall as the plot it replaces, scrolling beyond. */
export const tableScroll = style({ maxHeight: plotHeight, overflow: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th:first-child`, { textAlign: 'start' });

globalStyle(`${table} thead th`, {
  position: 'sticky',
  top: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.textSubtle,
  fontWeight: vars.font.weight.medium,
});

globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.regular });
