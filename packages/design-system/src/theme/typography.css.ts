import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from './vars.css.ts';

/** The type scale as a recipe, for text that is not already styled by a component. */
export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      xs: { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.xs },
      sm: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm },
      md: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md },
      lg: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg },
      xl: { fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.xl },
      xxl: { fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.xxl },
      xxxl: { fontSize: vars.font.size.xxxl, lineHeight: vars.font.lineHeight.xxxl },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
    },
    tone: {
      default: { color: vars.color.text },
      subtle: { color: vars.color.textSubtle },
      accent: { color: vars.color.accentText },
      critical: { color: vars.color.criticalText },
      positive: { color: vars.color.positiveText },
    },
    /** Figures: tabular digits so columns of numbers align. */
    numeric: {
      true: { fontVariantNumeric: 'tabular-nums' },
      false: {},
    },
  },
  // No defaults: text inherits size, weight and colour unless asked, so it fits inside any component.
  defaultVariants: { numeric: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
