import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const pagination = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    size: {
      sm: { gap: 0 },
      md: { gap: vars.space.xxs },
    },
  },
  defaultVariants: { size: 'md' },
});

export type PaginationVariants = NonNullable<RecipeVariants<typeof pagination>>;

export const paginationPage = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    paddingInline: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      // The current page: marked by aria-current for screen readers, by weight and tint for eyes.
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accentSoft,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
        fontWeight: vars.font.weight.semibold,
        cursor: 'default',
      },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      sm: {
        minWidth: vars.control.sm,
        height: vars.control.sm,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
      md: {
        minWidth: vars.control.md,
        height: vars.control.md,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export const paginationGap = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: vars.control.sm,
  color: vars.color.textSubtle,
  userSelect: 'none',
});
