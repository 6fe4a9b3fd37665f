import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';
import { AVATAR_SIZES, type AvatarSize, initialsFor } from './avatarSizes.ts';

/** The avatar's diameter; initials and the overlap in AvatarGroup scale with it. */
export const avatarDiameter = createVar();

const sizeVariants = Object.fromEntries(
  AVATAR_SIZES.map((size) => [
    size,
    {
      vars: { [avatarDiameter]: `${size * 4}px` },
      // One initial fills half the circle, two fill 40% of it.
      fontSize: `calc(${avatarDiameter} * ${initialsFor(size) === 1 ? 0.5 : 0.4})`,
    },
  ]),
) as Record<AvatarSize, { vars: Record<string, string>; fontSize: string }>;

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: avatarDiameter,
    height: avatarDiameter,
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    backgroundColor: vars.color.neutralSoft,
    color: vars.color.neutralText,
    // A hairline keeps the initials' circle visible on the page background; a picture covers it.
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    letterSpacing: '0.02em',
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: sizeVariants,
    /** The one loud state: a critical ring, set off from the avatar by a surface-coloured gap. */
    isImpersonating: {
      true: {
        boxShadow: [
          `inset 0 0 0 1px ${vars.color.border}`,
          `0 0 0 2px ${vars.color.surface}`,
          `0 0 0 4px ${vars.color.critical}`,
        ].join(', '),
      },
      false: {},
    },
  },
  defaultVariants: { size: 8, isImpersonating: false },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

/** Covers the initials once loaded; clipped to the circle itself, so the ring may sit outside. */
export const avatarImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  borderRadius: 'inherit',
  objectFit: 'cover',
  opacity: 0,
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  selectors: { '&[data-loaded]': { opacity: 1 } },
});

/** The initials or the person glyph, hidden once the picture in front of them has loaded. */
export const avatarFallback = style({
  selectors: { [`${avatarImage}[data-loaded] ~ &`]: { visibility: 'hidden' } },
});

export const avatarIcon = style({ width: '55%', height: '55%' });
