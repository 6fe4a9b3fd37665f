import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { listReset, spaceVariants } from '../utils/layoutRules.ts';

export const stack = recipe({
  base: [
    // minWidth 0: a wide child (a table, a chart) scrolls inside the stack instead of widening it.
    { display: 'flex', flexDirection: 'column', minWidth: 0 },
    listReset,
  ],
  variants: {
    space: spaceVariants((space) => ({ gap: space })),
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { space: 'md', align: 'stretch' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
