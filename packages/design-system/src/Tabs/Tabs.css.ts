import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const tabList = recipe({
  base: {
    display: 'flex',
    alignItems: 'stretch',
    minWidth: 0,
    overflowX: 'auto',
    borderBottom: `1px solid ${vars.color.border}`,
    scrollbarWidth: 'none',
  },
  variants: {
    size: {
      sm: { gap: vars.space.md },
      md: { gap: vars.space.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type TabListVariants = NonNullable<RecipeVariants<typeof tabList>>;

export const tab = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    // The selected line sits on the list's border.
    marginBottom: -1,
    borderBottom: '2px solid transparent',
    color: vars.color.textSubtle,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text, borderBottomColor: vars.color.border },
      '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.accent },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
        borderRadius: vars.radius.sm,
      },
      '&[data-disabled]': {
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
        borderBottomColor: 'transparent',
      },
    },
  },
  variants: {
    size: {
      sm: {
        height: vars.control.md,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
      md: {
        height: vars.control.lg,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export const tabPanel = style({
  paddingBlockStart: vars.space.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});
