import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/**
 * The floating panel under a Select, ComboBox or date picker: at least as wide as its field. It
 * appears at once, without an animation: these lists are opened and closed in quick succession
 * from the keyboard, and must never be caught half-open.
 */
export const fieldPopover = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 'var(--trigger-width)',
  maxWidth: `min(480px, calc(100vw - ${vars.space.lg} * 2))`,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

export const listBox = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const optionIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textSubtle,
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const optionLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionDescription = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textSubtle,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionCheck = style({
  flexShrink: 0,
  width: 16,
  height: 16,
  color: vars.color.accentText,
});

/** "No results", "Loading…": shown in place of the options. */
export const listBoxMessage = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textSubtle,
});

/** A note under the options, e.g. "Showing 10 of 42. Type to narrow." */
export const listBoxFooter = style({
  flexShrink: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.textSubtle,
});

globalStyle(`${optionIcon} > svg`, { width: 16, height: 16 });
