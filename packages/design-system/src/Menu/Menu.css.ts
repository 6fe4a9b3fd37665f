import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The list inside the popover; it scrolls itself so React Aria keeps the focused item in view. */
export const menu = style({
  boxSizing: 'border-box',
  minWidth: 180,
  // Long labels wrap rather than stretch the menu across the page.
  maxWidth: 320,
  maxHeight: 'inherit',
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
});

/** One row. React Aria's states arrive as data attributes; `focused` covers hover and arrows. */
export const menuItem = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.control.md,
    boxSizing: 'border-box',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
      '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      default: {},
      /** Destructive items: delete, remove, log out of every device. */
      critical: {
        color: vars.color.criticalText,
        selectors: {
          '&[data-focused]': { backgroundColor: vars.color.criticalSoft },
          '&[data-pressed]': { backgroundColor: vars.color.criticalSoft },
        },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type MenuItemVariants = NonNullable<RecipeVariants<typeof menuItem>>;

/** The icon column, and the check mark column of selectable menus. */
export const menuItemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 16,
  height: 16,
  color: vars.color.textSubtle,
  selectors: {
    [`${menuItem.classNames.variants.tone.critical} &`]: { color: 'inherit' },
    '[data-disabled] &': { color: 'inherit' },
  },
});

globalStyle(`${menuItemIcon} > svg`, { width: 16, height: 16 });

export const menuItemLabel = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

/** The keyboard shortcut, right-aligned, drawn from its `data-shortcut` attribute. */
export const menuItemShortcut = style({
  flexShrink: 0,
  marginInlineStart: vars.space.lg,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.textSubtle,
  letterSpacing: '0.04em',
  selectors: {
    '&::after': { content: 'attr(data-shortcut)' },
    '[data-disabled] &': { color: 'inherit' },
  },
});

export const menuSection = style({
  selectors: {
    // Sections after the first are set apart by a rule.
    '& + &': {
      marginTop: vars.space.xs,
      paddingTop: vars.space.xs,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const menuSectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textSubtle,
});

export const menuSeparator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  border: 'none',
  backgroundColor: vars.color.border,
});
