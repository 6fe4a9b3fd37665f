import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { avatarDiameter } from '../Avatar/Avatar.css.ts';
import { vars } from '../theme/vars.css.ts';

export const avatarGroup = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    // Room for the surface-coloured rings that separate overlapping avatars.
    padding: 2,
  },
  variants: {
    /** How much each avatar covers the one before it, as a share of the diameter. */
    overlap: {
      none: { gap: vars.space.xs },
      tight: {},
    },
  },
  defaultVariants: { overlap: 'tight' },
});

export type AvatarGroupVariants = NonNullable<RecipeVariants<typeof avatarGroup>>;

/**
 * A ring of the surface colour keeps overlapping circles apart. An outline, so it adds to the
 * impersonation ring (a box shadow) instead of replacing it.
 */
export const avatarGroupItem = style({
  outline: `2px solid ${vars.color.surface}`,
  selectors: {
    [`${avatarGroup.classNames.variants.overlap.tight} > &:not(:first-child)`]: {
      marginInlineStart: `calc(${avatarDiameter} * -0.25)`,
    },
  },
});

/** "+3": sized like an avatar, in the neutral tone. */
export const avatarGroupOverflow = style({
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: 0,
});

/** The row as one image (`isImage`, AvatarGroupTooltip's trigger), ringed on keyboard focus. */
export const avatarGroupFocusable = style({
  borderRadius: 999,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
