import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaBelow } from '../theme/media.ts';
import { vars } from '../theme/vars.css.ts';

// `orientation="vertical"` makes a side list: the tabs in a column left of the panel (a record's
// second level, e.g. its reports). Below md the list turns into a row again, above the panel.
const VERTICAL = '[data-orientation=vertical]';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: {
    [`&${VERTICAL}`]: { flexDirection: 'row', alignItems: 'flex-start', gap: vars.space.lg },
  },
  '@media': {
    [mediaBelow.md]: { selectors: { [`&${VERTICAL}`]: { flexDirection: 'column', gap: 0 } } },
  },
});

export const tabList = recipe({
  base: {
    display: 'flex',
    alignItems: 'stretch',
    minWidth: 0,
    overflowX: 'auto',
    borderBottom: `1px solid ${vars.color.border}`,
    scrollbarWidth: 'none',
    selectors: {
      [`&${VERTICAL}`]: {
        flexDirection: 'column',
        flexShrink: 0,
        minWidth: 160,
        overflowX: 'visible',
        borderBottom: 'none',
        borderInlineStart: `1px solid ${vars.color.border}`,
        gap: 0,
      },
    },
    '@media': {
      [mediaBelow.md]: {
        selectors: {
          [`&${VERTICAL}`]: {
            flexDirection: 'row',
            alignSelf: 'stretch',
            overflowX: 'auto',
            borderInlineStart: 'none',
            borderBottom: `1px solid ${vars.color.border}`,
            gap: vars.space.md,
          },
        },
      },
    },
  },
  variants: {
    size: {
      sm: { gap: vars.space.md },
      md: { gap: vars.space.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type TabListVariants = NonNullable<RecipeVariants<typeof tabList>>;

export const tab = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    // The selected line sits on the list's border.
    marginBottom: -1,
    borderBottom: '2px solid transparent',
    color: vars.color.textSubtle,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text, borderBottomColor: vars.color.border },
      '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.accent },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
        borderRadius: vars.radius.sm,
      },
      '&[data-disabled]': {
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
        borderBottomColor: 'transparent',
      },
      // In a side list the selected line sits on the list's left border.
      [`${VERTICAL} > &`]: {
        height: vars.control.md,
        marginBottom: 0,
        marginInlineStart: -1,
        paddingInline: vars.space.md,
        borderBottom: 'none',
        borderInlineStart: '2px solid transparent',
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
      [`${VERTICAL} > &[data-hovered]`]: { borderInlineStartColor: vars.color.border },
      [`${VERTICAL} > &[data-selected]`]: { borderInlineStartColor: vars.color.accent },
    },
    '@media': {
      [mediaBelow.md]: {
        selectors: {
          [`${VERTICAL} > &`]: {
            marginInlineStart: 0,
            marginBottom: -1,
            paddingInline: 0,
            borderInlineStart: 'none',
            borderBottom: '2px solid transparent',
          },
          [`${VERTICAL} > &[data-selected]`]: { borderBottomColor: vars.color.accent },
        },
      },
    },
  },
  variants: {
    size: {
      sm: {
        height: vars.control.md,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
      md: {
        height: vars.control.lg,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export const tabPanel = style({
  paddingBlockStart: vars.space.lg,
  outline: 'none',
  selectors: {
    [`${VERTICAL} > &`]: { flex: 1, minWidth: 0, paddingBlockStart: 0 },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
  '@media': {
    [mediaBelow.md]: {
      selectors: {
        [`${VERTICAL} > &`]: { alignSelf: 'stretch', paddingBlockStart: vars.space.lg },
      },
    },
  },
});
