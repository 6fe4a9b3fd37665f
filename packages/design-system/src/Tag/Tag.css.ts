import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const tagGroup = style({
  display: 'grid',
  // One column no wider than the group, so long tags are cut rather than widening it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  minWidth: 0,
});

export const tagGroupLabel = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
});

export const tagGroupDescription = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

export const tagGroupError = style({
  color: vars.color.criticalText,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

export const tagList = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    outline: 'none',
  },
  variants: {
    size: {
      sm: { gap: vars.space.xxs },
      md: { gap: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});

export type TagListVariants = NonNullable<RecipeVariants<typeof tagList>>;

export const tagEmpty = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'default',
    outline: 'none',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      // Selection shows as a tint, a border and a check icon, not by colour alone.
      '&[data-selected]': {
        backgroundColor: vars.color.accentSoft,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
      },
      '&[data-disabled]': {
        backgroundColor: vars.color.surfaceDisabled,
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    size: {
      sm: {
        height: 24,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.xs,
        lineHeight: vars.font.lineHeight.xs,
        // The remove button brings its own room: less padding on that side.
        selectors: { '&[data-allows-removing]': { paddingInlineEnd: vars.space.xxs } },
      },
      md: {
        height: vars.control.sm,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
        selectors: { '&[data-allows-removing]': { paddingInlineEnd: vars.space.xs } },
      },
    },
    isInteractive: {
      true: { cursor: 'pointer' },
      false: {},
    },
  },
  defaultVariants: { size: 'md', isInteractive: false },
});

export type TagVariants = NonNullable<RecipeVariants<typeof tag>>;

export const tagText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const tagCheck = style({ width: 12, height: 12, flexShrink: 0 });

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 18,
  height: 18,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

globalStyle(`${tagRemove} > svg`, { width: 12, height: 12 });
