import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { reducedMotion } from '../theme/media.ts';
import { vars } from '../theme/vars.css.ts';
import { SELECTION_COLUMN_WIDTH } from './tableColumns.ts';

/**
 * Row heights in px. Numbers, not tokens, because the virtualizer positions rows with them:
 * CSS and scroll arithmetic must agree to the pixel. Compact matches the md control height.
 */
export const ROW_HEIGHT = { compact: 32, regular: 40 } as const;

/** The CSS grid tracks of every row (set inline from the column widths). */
export const tracksVar = createVar('tableTracks');
/** The width the columns need: beyond it the table scrolls sideways. */
export const minWidthVar = createVar('tableMinWidth');
/** The columns' total width in px: the grid's intrinsic width in a shrink-to-fit container. */
export const intrinsicWidthVar = createVar('tableIntrinsicWidth');
/** The grid's maximum height: rows beyond it scroll (and are virtualized). */
export const maxHeightVar = createVar('tableMaxHeight');
const rowHeightVar = createVar('tableRowHeight');
const cellPaddingVar = createVar('tableCellPadding');

/** The frame around the grid and its footer. */
export const table = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    overflow: 'hidden',
  },
  variants: {
    density: {
      /** 32 px rows: the dense default of operations screens. */
      compact: {
        vars: { [rowHeightVar]: `${ROW_HEIGHT.compact}px`, [cellPaddingVar]: vars.space.sm },
      },
      /** 40 px rows, for short tables that have the room. */
      regular: {
        vars: { [rowHeightVar]: `${ROW_HEIGHT.regular}px`, [cellPaddingVar]: vars.space.md },
      },
    },
  },
  defaultVariants: { density: 'compact' },
});

export type TableVariants = NonNullable<RecipeVariants<typeof table>>;

/** The element with role=grid: the scroll container of the header and the rows. */
export const grid = style({
  position: 'relative',
  overflow: 'auto',
  maxHeight: maxHeightVar,
  outline: 'none',
  // A container, so a pinned first column can be capped to a share of the visible width
  // (`cqi`); its intrinsic width is the columns' total, as a table's would be.
  containerType: 'inline-size',
  containIntrinsicInlineSize: intrinsicWidthVar,
  overscrollBehaviorX: 'contain',
  selectors: {
    '&[aria-busy="true"]': { overflow: 'hidden' },
  },
});

const row = style({
  display: 'grid',
  gridTemplateColumns: tracksVar,
  width: `max(100%, ${minWidthVar})`,
  height: rowHeightVar,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const headerGroup = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  width: `max(100%, ${minWidthVar})`,
});

export const headerRow = style([row, { borderBottomColor: vars.color.borderStrong }]);

/** A loading row: in the flow, not positioned by the virtualizer. */
export const skeletonRow = style([row, {}]);

export const bodyGroup = style({
  position: 'relative',
  width: `max(100%, ${minWidthVar})`,
});

// A changed row's tint, fading back to the row's own background.
const markFade = keyframes({
  from: { backgroundColor: vars.color.infoSoft },
});

export const bodyRow = style([
  row,
  {
    position: 'absolute',
    top: 0,
    insetInlineStart: 0,
    cursor: 'default',
    selectors: {
      '&[data-marked]': { animation: `${markFade} 4s ${vars.motion.easing.out}` },
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-selected]': { backgroundColor: vars.color.accentSoft },
      [`${grid}[data-pressable-rows] &`]: { cursor: 'pointer' },
    },
    '@media': {
      [reducedMotion]: {
        selectors: {
          '&[data-marked]': { animation: 'none', backgroundColor: vars.color.infoSoft },
        },
      },
    },
  },
]);

export const cell = style({
  position: 'relative',
  minWidth: 0,
  paddingInline: cellPaddingVar,
  // One line per row: the line box fills the row, text is cut with an ellipsis.
  lineHeight: `calc(${rowHeightVar} - 1px)`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  outline: 'none',
  backgroundColor: 'inherit',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-numeric]': {
      textAlign: 'end',
      fontVariantNumeric: 'tabular-nums',
    },
    '&[data-pinned]': {
      position: 'sticky',
      insetInlineStart: 0,
      zIndex: 1,
    },
    '&[data-pinned="after-selection"]': { insetInlineStart: SELECTION_COLUMN_WIDTH },
  },
});

/** The line that shows where pinned columns end, once rows slide under them. */
globalStyle(`${grid}[data-scrolled] [data-pinned-edge]`, {
  boxShadow: `1px 0 0 ${vars.color.borderStrong}`,
});

export const columnHeader = style([
  cell,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.textSubtle,
    fontWeight: vars.font.weight.medium,
    userSelect: 'none',
    selectors: {
      '&[data-numeric]': { justifyContent: 'flex-end' },
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting]:hover, &[data-sorted]': { color: vars.color.text },
    },
  },
]);

export const columnLabel = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const sortIcon = style({
  flexShrink: 0,
  width: 14,
  height: 14,
  color: vars.color.accentText,
});

/** The checkbox column: a click anywhere in the cell toggles the row (the grid handles it). */
export const selectionCell = style([
  cell,
  { display: 'flex', padding: 0, overflow: 'visible', textOverflow: 'clip' },
]);

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.5 },
  '100%': { opacity: 1 },
});

/** Loading rows: a bar per cell in the shape of the coming text. */
export const skeletonBar = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  width: '70%',
  height: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfacePressed,
  animation: `${pulse} 1600ms ${vars.motion.easing.standard} infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
  selectors: {
    [`${skeletonRow}:nth-child(3n + 2) &`]: { width: '50%' },
    [`${skeletonRow}:nth-child(3n) &`]: { width: '85%' },
    '[data-numeric] > &': { width: '40%' },
  },
});

/** The row that holds the empty or error slot, as wide as the visible table. */
/** As wide as the visible grid (not the scrolled width) and kept in view when scrolled sideways. */
export const messageRow = style({
  display: 'flex',
  justifyContent: 'center',
  position: 'sticky',
  insetInlineStart: 0,
  padding: vars.space.xl,
});

export const messageCell = style({
  display: 'flex',
  justifyContent: 'center',
  width: '100%',
  color: vars.color.textSubtle,
  whiteSpace: 'normal',
  textAlign: 'center',
});

// A phone's cards (`phoneLayout="cards"` below sm): the grid grows with its rows (the page
// scrolls, not the grid), the header is kept for assistive technology but not shown, and each row
// is a card: its title (the row header) on the first line, then a line per column.
export const cards = `${grid}[data-layout="cards"]`;

globalStyle(cards, { maxHeight: 'none', overflow: 'visible', containerType: 'normal' });

globalStyle(`${cards} ${headerGroup}`, {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

globalStyle(`${cards} ${bodyGroup}`, { width: '100%' });

globalStyle(`${cards} ${bodyRow}`, {
  position: 'relative',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  rowGap: vars.space.xxs,
  width: '100%',
  height: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  boxSizing: 'border-box',
});

globalStyle(`${cards}[aria-multiselectable="true"] ${bodyRow}`, {
  gridTemplateColumns: `${SELECTION_COLUMN_WIDTH}px minmax(0, 1fr)`,
});

globalStyle(`${cards} ${bodyRow}:last-child`, { borderBottom: 'none' });

globalStyle(`${cards} ${bodyRow} > ${cell}`, {
  gridColumn: '-2 / -1',
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  lineHeight: vars.font.lineHeight.sm,
  paddingBlock: vars.space.xxs,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

globalStyle(`${cards} ${bodyRow} > [role="rowheader"]`, {
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
});

globalStyle(`${cards} ${bodyRow} > ${selectionCell}`, {
  gridColumn: '1',
  gridRow: '1',
  alignSelf: 'start',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 28,
  paddingBlock: 0,
});

/** A card line's label: the column's name, for the eye (the grid's header names it for screen readers). */
export const cardLabel = style({ flexShrink: 0, color: vars.color.textSubtle });

/** A card line's value, at the line's end. */
export const cardValue = style({
  minWidth: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

// Loading cards: a card's shape, a bar per line.
globalStyle(`${cards} ${skeletonRow}`, {
  gridTemplateColumns: 'minmax(0, 1fr)',
  height: 'auto',
  paddingBlock: vars.space.sm,
});

globalStyle(`${cards} ${skeletonRow} > ${cell}`, { lineHeight: '24px' });
