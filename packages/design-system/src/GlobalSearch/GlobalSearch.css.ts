import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The filter and the field on one line, at most 700 px wide (spec §9). */
export const globalSearch = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    maxWidth: vars.layout.searchMaxWidth,
    minWidth: 0,
  },
  variants: {
    /** With a type filter in front of the field. */
    hasFilter: { true: { gap: vars.space.xs }, false: {} },
  },
  defaultVariants: { hasFilter: false },
});

export type GlobalSearchVariants = NonNullable<RecipeVariants<typeof globalSearch>>;

export const globalSearchFilter = style({ flexShrink: 0, width: 128 });

export const globalSearchField = style({ flex: 1, minWidth: 0 });

/** The '/' hint at the end of the empty field. */
export const globalSearchShortcut = style({
  flexShrink: 0,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.textSubtle,
});

/** The results panel: as wide as the field, whatever its content. */
export const globalSearchPopover = style({
  width: 'var(--trigger-width)',
  maxWidth: vars.layout.searchMaxWidth,
  maxHeight: 'min(480px, var(--visual-viewport-height, 100vh))',
});

export const globalSearchSectionHeader = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textSubtle,
});

export const globalSearchMessage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** Matched text: bold on the accent's soft tint, so it does not rely on colour alone. */
export const globalSearchMatch = style({
  backgroundColor: vars.color.accentSoft,
  color: 'inherit',
  fontWeight: vars.font.weight.semibold,
  borderRadius: vars.radius.sm,
});

export const globalSearchName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const globalSearchMarkers = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  flexShrink: 0,
});

export const globalSearchPlatform = style({
  flexShrink: 0,
  width: 14,
  height: 14,
  color: vars.color.textSubtle,
  fill: 'currentColor',
});

globalStyle(`${globalSearchName} > svg`, { flexShrink: 0 });
