import { createVar } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { spaceVariants } from '../utils/layoutRules.ts';

/** The narrowest a column may get before the grid drops one; set per use by `minColumnWidth`. */
export const minColumnWidthVar = createVar();

export const columns = recipe({
  base: {
    display: 'grid',
    // As many equal columns as fit; min(100%, …) keeps a single column from overflowing a phone.
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumnWidthVar}), 1fr))`,
    minWidth: 0,
  },
  variants: {
    space: spaceVariants((space) => ({ gap: space })),
    alignY: {
      stretch: { alignItems: 'stretch' },
      top: { alignItems: 'start' },
    },
  },
  defaultVariants: { space: 'lg', alignY: 'stretch' },
});

export type ColumnsVariants = NonNullable<RecipeVariants<typeof columns>>;
