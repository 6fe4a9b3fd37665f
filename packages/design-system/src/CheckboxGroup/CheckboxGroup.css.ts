import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The options of a CheckboxGroup or RadioGroup, stacked or in a row. */
export const choiceList = recipe({
  base: { display: 'flex', minWidth: 0, paddingBlock: vars.space.xxs },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.sm },
      horizontal: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.lg,
        rowGap: vars.space.sm,
      },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export type ChoiceListVariants = NonNullable<RecipeVariants<typeof choiceList>>;
