import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media, mediaBelow } from '../theme/media.ts';
import { responsiveVars, vars } from '../theme/vars.css.ts';

/** The top bar: 45 px on min/sm/md, 57 px from lg (the theme's header height variable). */
export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    width: '100%',
    height: responsiveVars.headerHeight,
    paddingInline: vars.space.sm,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    '@media': {
      // On a phone, a size container, so what it holds can take a share of its width (`cqi`),
      // and the containing block of a search that covers it. (Only there: a size container
      // takes no width from its content, and a desktop header may sit in a shrink-to-fit box.)
      [mediaBelow.sm]: { containerType: 'inline-size', position: 'relative' },
      [media.lg]: { paddingInline: vars.space.md, gap: vars.space.md },
    },
  },
  variants: {
    /** Without the toggle, the title starts one step further in. */
    hasNavToggle: { true: {}, false: { paddingInlineStart: vars.space.md } },
  },
  defaultVariants: { hasNavToggle: true },
});

export type HeaderVariants = NonNullable<RecipeVariants<typeof header>>;

/** The title area: a logo, breadcrumbs or the global search; takes the free width. */
export const headerTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
});

export const headerTitleText = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

/** Wraps an icon button so its badge can sit on its corner. */
export const headerIconButton = style({ position: 'relative', display: 'inline-flex' });

export const headerIconBadge = style({
  position: 'absolute',
  top: `calc(${vars.space.xxs} * -1)`,
  insetInlineEnd: `calc(${vars.space.xxs} * -1)`,
  pointerEvents: 'none',
});
