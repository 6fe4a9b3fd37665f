import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { listReset, spaceVariants } from '../utils/layoutRules.ts';

export const inline = recipe({
  base: [{ display: 'flex', minWidth: 0 }, listReset],
  variants: {
    // One gap both ways, so a wrapped line sits as far below as items sit apart.
    space: spaceVariants((space) => ({ gap: space })),
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      // The first child at the start, the last at the end: a checkbox and a link on one line.
      between: { justifyContent: 'space-between' },
    },
    alignY: {
      top: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      bottom: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
    },
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { space: 'sm', align: 'start', alignY: 'center', wrap: true },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
