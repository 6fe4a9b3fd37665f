import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { reducedMotion } from '../theme/media.ts';
import { vars } from '../theme/vars.css.ts';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

/** The container: lays out the shapes and carries the pulse, so they all breathe together. */
export const skeleton = recipe({
  base: {
    display: 'grid',
    animation: `${pulse} 1600ms ease-in-out infinite`,
    '@media': { [reducedMotion]: { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { gap: vars.space.sm, paddingBlock: vars.space.xxs },
      circle: { display: 'inline-grid' },
      rect: {},
      table: { gap: 0 },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

/** One grey block; its shape comes from the container's variant. */
export const skeletonBlock = style({
  display: 'block',
  backgroundColor: vars.color.surfacePressed,
  borderRadius: vars.radius.sm,
});

/** A line of text: the body font's height, the last line of a paragraph shorter. */
export const skeletonLine = style({
  height: vars.font.size.md,
  selectors: { '&:last-of-type:not(:first-of-type)': { width: '60%' } },
});

// Width and height of circles and blocks are set per instance, as inline sizes.
export const skeletonCircle = style({ borderRadius: vars.radius.full });

export const skeletonRect = style({ borderRadius: vars.radius.md });

/** A table row: as tall as a dense table row, cells spread like columns. */
export const skeletonRow = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  alignItems: 'center',
  gap: vars.space.lg,
  height: 40,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const skeletonHeaderRow = style({ height: 32 });

/** Cells vary in width as real content does, but the same way on every render. */
export const skeletonCell = style({
  height: vars.font.size.sm,
  width: '70%',
  selectors: {
    '&:nth-child(3n + 2)': { width: '45%' },
    '&:nth-child(3n)': { width: '85%' },
    [`${skeletonRow}:nth-child(even) > &`]: { width: '55%' },
  },
});
