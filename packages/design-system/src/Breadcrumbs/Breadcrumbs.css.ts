import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const breadcrumbs = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    minWidth: 0,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: vars.color.textSubtle,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm },
      md: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export type BreadcrumbsVariants = NonNullable<RecipeVariants<typeof breadcrumbs>>;

export const breadcrumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
});

export const breadcrumbLink = style({
  display: 'inline-block',
  // Long names are cut, with the full name on hover.
  maxWidth: 240,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    // NativeBreadcrumb's plain <a data-native> gets the same looks from CSS states.
    '&[data-hovered], &[data-native]:hover': {
      color: vars.color.text,
      textDecoration: 'underline',
    },
    '&[data-focus-visible], &[data-native]:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    // The current page: plain text in the body colour, not a link to press.
    '&[aria-current="page"]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.medium,
      cursor: 'default',
      textDecoration: 'none',
    },
    '&[data-disabled]:not([aria-current])': { color: vars.color.textDisabled, cursor: 'default' },
  },
});

export const breadcrumbLoading = style({ fontStyle: 'normal', color: vars.color.textSubtle });

export const breadcrumbSeparator = style({
  flexShrink: 0,
  width: 14,
  height: 14,
  marginInline: vars.space.xs,
  color: vars.color.textSubtle,
});
