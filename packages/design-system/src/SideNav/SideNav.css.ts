import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The navigation column: groups on top, the bottom links pushed down. */
export const sideNav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '100%',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
});

export const sideNavGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const sideNavHeading = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlockEnd: vars.space.xxs,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textSubtle,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const sideNavList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sideNavBottom = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const sideNavEmpty = style({
  margin: 0,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textSubtle,
});

/** One link; the current page has the accent's soft background (and aria-current). */
export const sideNavLink = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.control.md,
    boxSizing: 'border-box',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.md,
    outline: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accentSoft,
        color: vars.color.accentText,
        fontWeight: vars.font.weight.medium,
      },
    },
  },
  variants: {
    /** Bottom links are smaller and quieter. */
    size: {
      md: {},
      sm: {
        minHeight: vars.control.sm,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
        color: vars.color.textSubtle,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SideNavLinkVariants = NonNullable<RecipeVariants<typeof sideNavLink>>;

export const sideNavIcon = style({ display: 'inline-flex', flexShrink: 0 });
globalStyle(`${sideNavIcon} > svg`, { width: 16, height: 16 });

export const sideNavText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const sideNavLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const sideNavDescription = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textSubtle,
});
