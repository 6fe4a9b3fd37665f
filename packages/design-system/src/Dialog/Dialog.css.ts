import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const inset = createVar();

/**
 * The content of a modal, drawer or popover: a header with the title, a body that scrolls when
 * the container is too short, and a footer with the actions. The container draws the surface.
 */
export const dialog = recipe({
  base: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    flex: '1 1 auto',
    minHeight: 0,
    maxHeight: 'inherit',
    outline: 'none',
  },
  variants: {
    /** Space around the content: `lg` in modals, `md` in popovers, `none` for a navigation. */
    padding: {
      none: { vars: { [inset]: '0' } },
      md: { vars: { [inset]: vars.space.md } },
      lg: { vars: { [inset]: vars.space.xl } },
    },
  },
  defaultVariants: { padding: 'lg' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof dialog>>;

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: inset,
  paddingBottom: 0,
});

export const dialogTitle = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  // Centred on the 32 px close button beside it.
  paddingBlock: vars.space.xxs,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

/** Without a title, the close button sits in the corner over the body. */
export const dialogCloseCorner = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  zIndex: 1,
});

export const dialogBody = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: inset,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    // Under a title the gap is a step smaller than the outer inset.
    [`${dialogHeader} + &`]: { paddingTop: `min(${inset}, ${vars.space.lg})` },
    // Focusable only when it scrolls (see Dialog.tsx), so keyboard users can scroll it.
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const dialogFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: inset,
  paddingTop: 0,
});
