import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const loadMore = recipe({
  base: {
    display: 'flex',
    justifyContent: 'center',
    paddingBlock: vars.space.md,
  },
  variants: {
    /** `fill` stretches the button across the list, as the last row of a table or feed. */
    width: {
      auto: {},
      fill: { justifyContent: 'stretch' },
    },
  },
  defaultVariants: { width: 'auto' },
});

export type LoadMoreVariants = NonNullable<RecipeVariants<typeof loadMore>>;

export const loadMoreButton = style({
  selectors: { [`${loadMore.classNames.variants.width.fill} > &`]: { flexGrow: 1 } },
});

export const loadMoreEnd = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});
