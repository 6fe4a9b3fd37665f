import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The palette's surface: a fixed height so results arriving do not make it jump. */
export const palette = style({
  height: 'min(480px, calc(var(--visual-viewport-height, 100vh) - 96px))',
});

export const paletteDialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
  outline: 'none',
});

/** The search row: an icon, the field, the loading spinner. */
export const paletteSearch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textSubtle,
});

globalStyle(`${paletteSearch} > svg`, { width: 16, height: 16, flexShrink: 0 });

export const paletteInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  height: 48,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.lg,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** The results; they scroll, and React Aria keeps the focused one in view. */
export const paletteList = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const paletteMenu = style({ outline: 'none' });

export const paletteItemText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

export const paletteItemDescription = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textSubtle,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** What shows instead of results: nothing matched, or still searching. */
export const paletteEmpty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textSubtle,
});

/** The key hints at the bottom. */
export const paletteFooter = style({
  display: 'flex',
  gap: vars.space.lg,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.textSubtle,
});

export const paletteKey = style({
  display: 'inline-block',
  minWidth: 16,
  marginInlineEnd: vars.space.xs,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  textAlign: 'center',
});
